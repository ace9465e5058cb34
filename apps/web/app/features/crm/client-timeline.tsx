// The client's Historique tab: what happened with them (orders, reservations, tasks, opportunities; GET
// /v1/clients/{id}/timeline, newest first, in the shop's Paris time), then the changes to their record (the kit's
// HistoryTimeline of the activity log).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatParisDateTime } from '@sarment/domain/reference/paris-time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiClient, browserApi } from '../../lib/api.ts';
import { HistoryTimeline, type HistoryVocabulary } from '../kit/history-timeline.tsx';
import { formatPrice } from '../kit/list-formats.ts';
import { quietRequest } from '../snackbar/response-feedback.ts';
import type { TimelineEntry } from './client-types.ts';

function Events({ clientId, api }: { clientId: string; api?: ApiClient | undefined }) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<TimelineEntry[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    const request = api ? api.request.bind(api) : quietRequest(browserApi);
    request<TimelineEntry[]>('GET', `/v1/clients/${encodeURIComponent(clientId)}/timeline`)
      .then((answer) => live && setEntries(answer.ok && Array.isArray(answer.data) ? answer.data : 'failed'))
      .catch(() => live && setEntries('failed'));
    return () => {
      live = false;
    };
  }, [clientId, api]);
  if (entries === null) return <Typography color="text.secondary">{t('form.history.loading')}</Typography>;
  if (entries === 'failed') return <Typography color="error">{t('clients.form.timeline.failed')}</Typography>;
  // the record's own changes show below, field by field
  const events = entries.filter((entry) => entry.kind !== 'activity');
  if (events.length === 0)
    return <Typography color="text.secondary">{t('clients.form.timeline.empty')}</Typography>;
  return (
    <Box component="ol" data-testid="client-timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((entry) => (
        <Box
          component="li"
          key={`${entry.kind}-${entry.id}`}
          sx={{ borderLeft: 2, borderColor: 'secondary.main', pl: 2, pb: 2 }}
        >
          <Typography variant="body2" color="text.secondary">
            <time dateTime={entry.at}>{formatParisDateTime(entry.at)}</time> ·{' '}
            {t(`clients.form.timeline.kinds.${entry.kind}`)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {entry.title}
            {entry.amountTTC !== null ? ` — ${formatPrice(entry.amountTTC)} TTC` : ''}
          </Typography>
          {entry.detail ? <Typography variant="body2">{entry.detail}</Typography> : null}
        </Box>
      ))}
    </Box>
  );
}

export function ClientTimeline({ clientId, api }: { clientId: string; api?: ApiClient | undefined }) {
  const { t } = useTranslation();
  const vocabulary: HistoryVocabulary = {
    fieldLabel: (field) => t(`clients.form.fields.${field}`, { defaultValue: field }),
  };
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Box component="section">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('clients.form.timeline.title')}
        </Typography>
        <Events clientId={clientId} api={api} />
      </Box>
      <Box component="section">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('clients.form.timeline.changes')}
        </Typography>
        <HistoryTimeline
          entity="client"
          entityId={clientId}
          vocabulary={vocabulary}
          {...(api ? { api } : {})}
        />
      </Box>
    </Box>
  );
}
