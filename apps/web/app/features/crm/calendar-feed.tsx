// The private ICS address of the calendar page: made (or renewed) on demand and shown once, since only its sha256
// is kept; turned off at will.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatParisDateTime } from '@sarment/domain/reference/paris-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, browserApi } from '../../lib/api.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { CalendarFeedCreated, CalendarFeedState } from './tasks-types.ts';

export function CalendarFeed({ initial }: { initial: CalendarFeedState }) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const [state, setState] = useState(initial);
  const [url, setUrl] = useState<string | null>(null);

  async function renew() {
    const answer = await apiRequest<CalendarFeedCreated & { message?: string }>(
      browserApi,
      'POST',
      '/v1/calendar/feed',
    );
    if (!answer.ok) return snackbars.show(answer.data?.message ?? 'Une erreur est survenue', 'error');
    setUrl(answer.data.url);
    setState({ active: true, createdAt: answer.data.createdAt });
  }

  async function stop() {
    const answer = await apiRequest<{ message?: string } | null>(browserApi, 'DELETE', '/v1/calendar/feed');
    if (!answer.ok) return snackbars.show(answer.data?.message ?? 'Une erreur est survenue', 'error');
    setUrl(null);
    setState({ active: false, createdAt: null });
    snackbars.show(t('tasks.calendar.feed.stopped'), 'success');
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    snackbars.show(t('tasks.calendar.feed.copied'), 'success');
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="calendar-feed">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('tasks.calendar.feed.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('tasks.calendar.feed.explain')}
      </Typography>
      {url ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            value={url}
            size="small"
            sx={{ flex: '1 1 260px' }}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outlined" onClick={copy}>
            {t('tasks.calendar.feed.copy')}
          </Button>
        </Box>
      ) : (
        <Alert severity={state.active ? 'info' : 'warning'} variant="outlined">
          {state.active && state.createdAt
            ? t('tasks.calendar.feed.active', { date: formatParisDateTime(state.createdAt) })
            : t('tasks.calendar.feed.inactive')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={renew} data-testid="calendar-feed-renew">
          {state.active ? t('tasks.calendar.feed.renew') : t('tasks.calendar.feed.create')}
        </Button>
        {state.active && (
          <Button size="small" color="error" onClick={stop}>
            {t('tasks.calendar.feed.stop')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
