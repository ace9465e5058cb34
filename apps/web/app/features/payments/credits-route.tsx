// spec §2 /dashboard/payments/credits (owner, iam): the clients' credits — issued credit notes and overpayments —
// with their spec §4 status (full, partial, empty, cancelled) and balance. A row opens the ventilation page on
// that credit, to use it on the client's bills or refund it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describeStatus } from '@sarment/domain/reference/statuses';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../../i18n/back-office-texts.ts';
import type { ListColumn, ListDefinition } from '../kit/list-definition.ts';
import { formatDateTime, formatPrice } from '../kit/list-formats.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import type { ListStateRules } from '../kit/list-state.ts';
import { loadList } from '../kit/load-list.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import type { Route } from './+types/credits-route';
import * as receivablesTexts from './receivables-i18n.ts';
import type { CreditRow } from './receivables-types.ts';

export const creditListRules: ListStateRules = {
  filterKeys: ['status', 'origin'],
  sortFields: ['createdAt', 'amount', 'balance', 'client', 'status'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    list: await loadList<CreditRow>(context.api, '/v1/credits', creditListRules, new URL(request.url)),
  };
}

export function meta() {
  return [{ title: 'Avoirs clients — Sarment' }];
}

const originOf = (t: TFunction, row: CreditRow) =>
  row.origin === 'creditNote'
    ? `${t('receivables.origins.creditNote')} ${row.creditNote?.number ?? ''}`.trim()
    : t('receivables.origins.overpayment');

export function creditListDefinition(t: TFunction): ListDefinition<CreditRow> {
  const header = (field: string) => t(`receivables.columns.${field}`);
  const money = { type: 'number' as const, minWidth: 110, valueFormatter: (v: number) => formatPrice(v) };
  const columns: ListColumn<CreditRow>[] = [
    {
      field: 'createdAt',
      headerName: header('date'),
      minWidth: 140,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    {
      field: 'client',
      headerName: header('client'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => row.client.name,
    },
    {
      field: 'origin',
      headerName: header('origin'),
      minWidth: 180,
      sortable: false,
      valueGetter: (_v, row) => originOf(t, row),
    },
    {
      field: 'status',
      headerName: header('status'),
      minWidth: 110,
      renderCell: ({ row }) => <StatusChip family="credit" status={row.status} />,
    },
    { field: 'amount', headerName: header('amount'), ...money },
    { field: 'used', headerName: header('used'), sortable: false, ...money },
    { field: 'refunded', headerName: header('refunded'), sortable: false, hiddenByDefault: true, ...money },
    { field: 'balance', headerName: header('balance'), ...money },
  ];
  return {
    id: 'credits',
    resource: '/v1/credits',
    rules: creditListRules,
    columns,
    filters: [
      {
        key: 'status',
        label: t('receivables.filters.status'),
        options: ['full', 'partial', 'empty', 'cancelled'].map((status) => ({
          value: status,
          label: describeStatus('credit', status).label,
        })),
      },
      {
        key: 'origin',
        label: t('receivables.filters.origin'),
        options: (['creditNote', 'overpayment'] as const).map((origin) => ({
          value: origin,
          label: t(`receivables.origins.${origin}`),
        })),
      },
    ],
    exportFormats: ['csv', 'xlsx'],
    rowLink: (row) =>
      `/dashboard/orders/ventilate?${new URLSearchParams({ client: row.client.id, credit: row.id })}`,
    card: (row) => (
      <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="credit-card">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {row.client.name}
          </Typography>
          <StatusChip family="credit" status={row.status} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {originOf(t, row)} · {formatDateTime(row.createdAt)}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {header('amount')} {formatPrice(row.amount)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {header('balance')} {formatPrice(row.balance)}
          </Typography>
        </Box>
      </Box>
    ),
  };
}

export default function CreditsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, receivables: receivablesTexts });
  const { t } = useTranslation();
  const definition = useMemo(() => creditListDefinition(t), [t]);
  return <ListPage definition={definition} data={loaderData.list} title={t('receivables.titles.credits')} />;
}
