// A detail page's Historique tab (issue 16 kit): GET /v1/activity for one resource, newest first — who did what,
// when (the shop's Paris time, French format), and each changed field before → after.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { activityEntry } from '@sarment/api';
import { formatParisDateTime } from '@sarment/domain/reference/paris-time';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ApiClient, browserApi } from '../../lib/api.ts';
import { quietRequest } from '../snackbar/response-feedback.ts';

export type ActivityEntry = z.infer<typeof activityEntry>;

/** How the page names its fields and shows their values; the kit's default covers plain values. */
export interface HistoryVocabulary {
  fieldLabel: (field: string) => string;
  valueText?: (field: string, value: unknown) => string | null;
}

const numberText = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A value as the timeline shows it: '—' for none, Oui/Non, French numbers, lists by their names. */
export function historyValueText(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('form.history.none');
  if (typeof value === 'boolean') return value ? t('form.history.yes') : t('form.history.no');
  if (typeof value === 'number') return numberText.format(value);
  if (typeof value === 'string') {
    const plain = value.includes('<')
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : value;
    return plain.length > 80 ? `${plain.slice(0, 79)}…` : plain;
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) {
      return value.length ? value.join(', ') : t('form.history.none');
    }
    const names = value.map((item) => nameOf(item)).filter((name): name is string => !!name);
    return names.length === value.length && names.length > 0
      ? names.join(', ')
      : t('form.history.items', { count: value.length });
  }
  return nameOf(value) ?? t('form.history.items', { count: Object.keys(value as object).length });
}

function nameOf(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  const record = item as Record<string, unknown>;
  for (const key of ['name', 'gtin', 'container', 'typology']) {
    if (typeof record[key] === 'string' && record[key]) return record[key] as string;
  }
  return null;
}

export function HistoryTimeline(props: {
  entity: string;
  entityId: string;
  vocabulary: HistoryVocabulary;
  /** tests pass a client; the page uses the browser's, without snackbars */
  api?: ApiClient;
  /** an area's own history endpoint answering the same entries (GET /v1/collaborators/{id}/history) */
  source?: string;
}) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<ActivityEntry[] | null | 'failed'>(null);
  const { entity, entityId, api, source } = props;
  useEffect(() => {
    let live = true;
    const request = api ? api.request.bind(api) : quietRequest(browserApi);
    const query = new URLSearchParams({ entity, entityId, pageSize: '100' });
    request<ActivityEntry[]>('GET', source ?? `/v1/activity?${query}`)
      .then((answer) => live && setEntries(answer.ok ? answer.data : 'failed'))
      .catch(() => live && setEntries('failed'));
    return () => {
      live = false;
    };
  }, [entity, entityId, api, source]);

  if (entries === null) return <Typography color="text.secondary">{t('form.history.loading')}</Typography>;
  if (entries === 'failed') return <Typography color="error">{t('form.history.failed')}</Typography>;
  if (entries.length === 0) return <Typography color="text.secondary">{t('form.history.empty')}</Typography>;
  const { fieldLabel, valueText } = props.vocabulary;
  const show = (field: string, value: unknown) => valueText?.(field, value) ?? historyValueText(value, t);
  return (
    <Box component="ol" data-testid="history" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-testid="history-entry"
          sx={{ borderLeft: 2, borderColor: 'primary.main', pl: 2, pb: 2, position: 'relative' }}
        >
          <Typography variant="body2" color="text.secondary">
            <time dateTime={entry.at}>{formatParisDateTime(entry.at)}</time>
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {entry.actor?.name || t('form.history.system')}{' '}
            {t(`form.history.actions.${entry.action}`, { defaultValue: entry.action })}
            {entry.summary ? ` — ${entry.summary}` : ''}
          </Typography>
          {entry.action === 'updated' || entry.action === 'statusChanged' ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {entry.changes.map((change) => (
                <li key={change.field}>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {fieldLabel(change.field)}
                  </Typography>
                  <Typography variant="body2" component="span">
                    {' : '}
                    {show(change.field, change.before)} → {show(change.field, change.after)}
                  </Typography>
                </li>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
