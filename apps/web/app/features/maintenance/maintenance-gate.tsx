// spec §2, §4 Maintenance: the banner (planned date and end time) above the app, or the full page with its
// background image that blocks the app until the end time. Plain CSS: it shows on public pages too.

import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { useSessionUser } from '../auth/session.ts';
import { useDateFormats } from './date-formats.ts';
import styles from './maintenance.module.css';
import { isExemptFromMaintenancePage, type MaintenanceState } from './maintenance-logic.ts';
import { useMaintenance } from './use-maintenance.ts';

function BannerText({ state }: { state: MaintenanceState }) {
  const { t } = useText();
  const formats = useDateFormats();
  if (!state.startDate || !state.endDate) return null;
  const start = new Date(state.startDate);
  const end = new Date(state.endDate);
  if (start.getTime() <= Date.now())
    return <>{t('maintenance.bannerRunning', { end: formats.dateTime.format(end) })}</>;
  const sameDay = formats.date.format(start) === formats.date.format(end);
  return (
    <>
      {sameDay
        ? t('maintenance.bannerPlanned', {
            date: formats.date.format(start),
            start: formats.time.format(start),
            end: formats.time.format(end),
          })
        : t('maintenance.bannerPlannedSpanning', {
            start: formats.dateTime.format(start),
            end: formats.dateTime.format(end),
          })}
    </>
  );
}

// Loaded only while the maintenance page shows.
const MaintenancePage = lazy(() =>
  import('./maintenance-page.tsx').then((m) => ({ default: m.MaintenancePage })),
);

/** Shows the maintenance banner above the app, or replaces the app by the maintenance page. */
export function MaintenanceGate({ children }: { children: React.ReactNode }) {
  const { state, refresh } = useMaintenance();
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (state.page && !isExemptFromMaintenancePage(user?.role, pathname)) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage state={state} onRetry={refresh} />
      </Suspense>
    );
  }
  const bannerShown = state.banner || state.page;
  return (
    <>
      {bannerShown && (
        <div className={styles.banner} data-testid="maintenance-banner" role="status">
          <BannerText state={state} />
          {state.message && <> {state.message}</>}
        </div>
      )}
      {children}
    </>
  );
}
