import { useText } from '../../i18n/use-text.ts';
import ui from '../../lib/plain-ui.module.css';
import styles from './error-pages.module.css';

/** spec §2 Layouts: 'Une erreur est survenue' with a button 'Retour à l'application' that reloads. */
export function ErrorPage() {
  const { t } = useText();
  return (
    <main className={styles.page}>
      <div className={styles.content}>
        <h1 className={styles.title}>{t('errors.generic')}</h1>
        <button type="button" className={ui.button} onClick={() => window.location.reload()}>
          {t('errors.backToApp')}
        </button>
      </div>
    </main>
  );
}
