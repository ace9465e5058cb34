// spec §2, §4 Maintenance: the full page with its background image that blocks the app until the end time.
import { useText } from '../../i18n/use-text.ts';
import ui from '../../lib/plain-ui.module.css';
import { useDateFormats } from './date-formats.ts';
import styles from './maintenance.module.css';
// a file of its own, not inlined: only the maintenance page shows it
import defaultBackground from './maintenance-background.svg?no-inline';
import type { MaintenanceState } from './maintenance-logic.ts';

export function MaintenancePage({ state, onRetry }: { state: MaintenanceState; onRetry: () => void }) {
  const { t } = useText();
  const formats = useDateFormats();
  const end = state.endDate ? new Date(state.endDate) : null;
  return (
    <main
      className={styles.page}
      data-testid="maintenance-page"
      style={{ backgroundImage: `url("${state.image || defaultBackground}")` }}
    >
      <div className={styles.card}>
        {/* Material 'BuildCircleOutlined' */}
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8"
          />
          <path
            fill="currentColor"
            d="m13.49 11.38c.43-1.22.17-2.64-.81-3.62-1.11-1.11-2.79-1.3-4.1-.59l2.35 2.35-1.41 1.41-2.35-2.35c-.71 1.32-.52 2.99.59 4.1.98.98 2.4 1.24 3.62.81l3.41 3.41c.2.2.51.2.71 0l1.4-1.4c.2-.2.2-.51 0-.71z"
          />
        </svg>
        <h1 className={styles.title}>{t('maintenance.pageTitle')}</h1>
        {end && (
          <p className={styles.text}>
            {t('maintenance.pageText', { date: formats.date.format(end), end: formats.time.format(end) })}
          </p>
        )}
        {state.message && <p className={`${styles.text} ${styles.message}`}>{state.message}</p>}
        <button type="button" className={ui.button} onClick={onRetry}>
          {t('maintenance.pageRetry')}
        </button>
      </div>
    </main>
  );
}
