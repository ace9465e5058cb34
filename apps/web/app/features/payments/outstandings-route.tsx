// spec §2 /dashboard/payments/outstandings (seeAllPayment): what each client owes, not yet due and overdue, with
// the ageing of the overdue part (1-30, 31-60, 61-90, over 90 days past the due date, Paris days), the shop's
// totals above the list, filters, exports. Rows are GET /v1/outstandings, totals GET /v1/outstandings/summary.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import type { ListColumn, ListDefinition } from '../kit/list-definition.ts';
import { formatPrice } from '../kit/list-formats.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { type ListStateRules, listApiQuery } from '../kit/list-state.ts';
import { loadList } from '../kit/load-list.ts';
import type { Route } from './+types/outstandings-route';
import * as outstandingsTexts from './outstandings-i18n.ts';
import type { OutstandingRow, OutstandingsSummary } from './outstandings-types.ts';

export const outstandingListRules: ListStateRules = {
  filterKeys: ['isPro', 'overdue'],
  sortFields: ['name', 'totalTTC', 'overdue', 'oldestDueDate'],
  defaultSort: { field: 'totalTTC', direction: 'desc' },
};

export const bucketKeys = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export const frenchDay = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await loadList<OutstandingRow>(context.api, '/v1/outstandings', outstandingListRules, url);
  const summary = await apiGet<OutstandingsSummary>(
    context.api,
    `/v1/outstandings/summary${listApiQuery(list.state, outstandingListRules)}`,
  );
  return { list, summary: summary.ok ? summary.data : null };
}

export function meta() {
  return [{ title: 'Encours clients — Sarment' }];
}

const unpaidsOf = (row: OutstandingRow) =>
  `/dashboard/payments/unpaids?client=${encodeURIComponent(row.client.id)}`;

function outstandingCard(t: TFunction, row: OutstandingRow) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="outstanding-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {row.client.name}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatPrice(row.totalTTC)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('outstandings.columns.notDue')} {formatPrice(row.notDue)} · {t('outstandings.columns.overdue')}{' '}
        {formatPrice(row.overdue)}
      </Typography>
      {row.overdue > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {bucketKeys
            .filter((key) => row.ageing[key] > 0)
            .map((key) => `${t(`outstandings.buckets.${key}`)} ${formatPrice(row.ageing[key])}`)
            .join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
}

export function outstandingListDefinition(t: TFunction): ListDefinition<OutstandingRow> {
  const header = (field: string) => t(`outstandings.columns.${field}`);
  const money = { type: 'number' as const, minWidth: 110, valueFormatter: (v: number) => formatPrice(v) };
  const columns: ListColumn<OutstandingRow>[] = [
    {
      field: 'name',
      headerName: header('client'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_v, row) => row.client.name,
    },
    { field: 'billCount', headerName: header('bills'), type: 'number', minWidth: 90, sortable: false },
    { field: 'totalTTC', headerName: header('total'), ...money },
    { field: 'notDue', headerName: header('notDue'), sortable: false, ...money },
    { field: 'overdue', headerName: header('overdue'), ...money },
    ...bucketKeys.map(
      (key): ListColumn<OutstandingRow> => ({
        field: key,
        headerName: t(`outstandings.buckets.${key}`),
        sortable: false,
        ...money,
        valueGetter: (_v, row) => row.ageing[key],
      }),
    ),
    {
      field: 'oldestDueDate',
      headerName: header('oldestDueDate'),
      minWidth: 130,
      valueFormatter: (v: string | null) => frenchDay(v),
    },
  ];
  return {
    id: 'outstandings',
    resource: '/v1/outstandings',
    rules: outstandingListRules,
    columns,
    filters: [
      {
        key: 'isPro',
        label: t('outstandings.filters.isPro'),
        options: (['true', 'false'] as const).map((value) => ({
          value,
          label: t(`outstandings.clientTypes.${value}`),
        })),
      },
      {
        key: 'overdue',
        label: t('outstandings.filters.overdue'),
        options: [{ value: 'true', label: t('outstandings.overdueChoices.true') }],
      },
    ],
    exportFormats: ['csv', 'xlsx'],
    rowLink: unpaidsOf,
    card: (row) => outstandingCard(t, row),
  };
}

/** The totals of the filtered clients: owed, not yet due, overdue and its ageing buckets. */
export function OutstandingsSummaryCards({ summary }: { summary: OutstandingsSummary }) {
  const { t } = useTranslation();
  const cards: { key: string; label: string; value: number; note?: string }[] = [
    {
      key: 'total',
      label: t('outstandings.summary.total'),
      value: summary.totalTTC,
      note: t('outstandings.summary.clients', { count: summary.clients }),
    },
    { key: 'notDue', label: t('outstandings.summary.notDue'), value: summary.notDue },
    { key: 'overdue', label: t('outstandings.summary.overdue'), value: summary.overdue },
    ...bucketKeys.map((key) => ({
      key,
      label: t(`outstandings.buckets.${key}`),
      value: summary.ageing[key],
    })),
  ];
  return (
    <Box
      component="section"
      aria-label={t('outstandings.summary.total')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))',
        },
        mb: 2,
      }}
    >
      {cards.map((card) => (
        <Paper
          key={card.key}
          variant="outlined"
          sx={{ p: 1.5, minWidth: 0 }}
          data-testid={`outstandings-${card.key}`}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {card.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {formatPrice(card.value)}
          </Typography>
          {card.note ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {card.note}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}

export default function OutstandingsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, outstandings: outstandingsTexts });
  const { t } = useTranslation();
  const definition = useMemo(() => outstandingListDefinition(t), [t]);
  return (
    <ListPage
      definition={definition}
      data={loaderData.list}
      title={t('outstandings.titles.outstandings')}
      intro={loaderData.summary ? <OutstandingsSummaryCards summary={loaderData.summary} /> : null}
      actions={
        <Button component={RouterLink} to="/dashboard/payments/unpaids" size="small">
          {t('outstandings.titles.unpaids')}
        </Button>
      }
    />
  );
}
