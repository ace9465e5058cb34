// spec §2, §4 Maintenance: the banner (planned date and end time) above the app, or the full page with its
// background image that blocks the app until the end time.
import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSessionUser } from '../auth/session.ts';
import defaultBackground from './maintenance-background.svg';
import { isExemptFromMaintenancePage, type MaintenanceState } from './maintenance-logic.ts';
import { useMaintenance } from './use-maintenance.ts';

function useDateFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  return { date, time, dateTime };
}

function BannerText({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation();
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

function MaintenancePage({ state, onRetry }: { state: MaintenanceState; onRetry: () => void }) {
  const { t } = useTranslation();
  const formats = useDateFormats();
  const end = state.endDate ? new Date(state.endDate) : null;
  return (
    <Box
      component="main"
      data-testid="maintenance-page"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        display: 'grid',
        placeItems: 'center',
        p: 2,
        backgroundImage: `url("${state.image || defaultBackground}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Paper
        elevation={6}
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: 'center', bgcolor: 'rgba(255,255,255,0.94)' }}
      >
        <BuildCircleOutlinedIcon color="primary" sx={{ fontSize: 56 }} />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, my: 2 }}>
          {t('maintenance.pageTitle')}
        </Typography>
        {end && (
          <Typography sx={{ mb: 2 }}>
            {t('maintenance.pageText', { date: formats.date.format(end), end: formats.time.format(end) })}
          </Typography>
        )}
        {state.message && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{state.message}</Typography>}
        <Button variant="contained" onClick={onRetry}>
          {t('maintenance.pageRetry')}
        </Button>
      </Paper>
    </Box>
  );
}

/** Shows the maintenance banner above the app, or replaces the app by the maintenance page. */
export function MaintenanceGate({ children }: { children: React.ReactNode }) {
  const { state, refresh } = useMaintenance();
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (state.page && !isExemptFromMaintenancePage(user?.role, pathname)) {
    return <MaintenancePage state={state} onRetry={refresh} />;
  }
  const bannerShown = state.banner || state.page;
  return (
    <>
      {bannerShown && (
        <Alert
          severity="warning"
          variant="filled"
          data-testid="maintenance-banner"
          role="status"
          sx={{
            borderRadius: 0,
            justifyContent: 'center',
            position: 'relative',
            zIndex: (theme) => theme.zIndex.appBar + 1,
          }}
        >
          <BannerText state={state} />
          {state.message && <> {state.message}</>}
        </Alert>
      )}
      {children}
    </>
  );
}
