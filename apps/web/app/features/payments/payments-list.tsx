// spec §2 /dashboard/payments in the list kit: every payment of the shop, entered or captured by card in the
// e-shop, with the spec §4 status chip and what is left to ventilate. Rows are GET /v1/payments.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paymentTypeLabels } from '@sarment/domain/reference/payment-types';
import { describeStatus } from '@sarment/domain/reference/statuses';
import type { TFunction } from 'i18next';
import type { ListColumn, ListDefinition } from '../kit/list-definition.ts';
import { formatPrice } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import { enteredPaymentTypes, type PaymentRow } from './receivables-types.ts';

export const paymentListRules: ListStateRules = {
  filterKeys: ['type', 'status', 'source', 'unallocated'],
  sortFields: ['date', 'amount', 'type', 'status', 'client', 'createdAt'],
  defaultSort: { field: 'date', direction: 'desc' },
};

const listedStatuses = [
  'paid',
  'setup',
  'pending',
  'processing',
  'requiresAction',
  'refunded',
  'error',
  'cancelled',
];
export const day = (iso: string) => iso.split('-').reverse().join('/');

function paymentCard(t: TFunction, row: PaymentRow) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="payment-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {row.client?.name ?? row.order?.number ?? '—'}
        </Typography>
        <StatusChip family="payment" status={row.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {day(row.date)} · {row.typeLabel}
        {row.reference ? ` · ${row.reference}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {row.unallocated > 0
            ? `${t('receivables.columns.unallocated')} ${formatPrice(row.unallocated)}`
            : t(`receivables.sources.${row.source}`)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatPrice(row.amount)}
        </Typography>
      </Box>
    </Box>
  );
}

function columns(t: TFunction): ListColumn<PaymentRow>[] {
  const header = (field: string) => t(`receivables.columns.${field}`);
  const money = { type: 'number' as const, minWidth: 110, valueFormatter: (v: number) => formatPrice(v) };
  return [
    { field: 'date', headerName: header('date'), minWidth: 110, valueFormatter: (v: string) => day(v) },
    {
      field: 'client',
      headerName: header('client'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => row.client?.name ?? '',
    },
    { field: 'type', headerName: header('type'), minWidth: 150, valueGetter: (_v, row) => row.typeLabel },
    {
      field: 'status',
      headerName: header('status'),
      minWidth: 120,
      renderCell: ({ row }) => <StatusChip family="payment" status={row.status} />,
    },
    { field: 'amount', headerName: header('amount'), ...money },
    { field: 'allocated', headerName: header('allocated'), sortable: false, ...money },
    { field: 'unallocated', headerName: header('unallocated'), sortable: false, ...money },
    {
      field: 'reference',
      headerName: header('reference'),
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => row.reference ?? row.order?.number ?? '',
    },
  ];
}

export function paymentListDefinition(t: TFunction): ListDefinition<PaymentRow> {
  return {
    id: 'payments',
    resource: '/v1/payments',
    rules: paymentListRules,
    columns: columns(t),
    filters: [
      {
        key: 'type',
        label: t('receivables.filters.type'),
        options: [...enteredPaymentTypes, 'credit' as const].map((type) => ({
          value: type,
          label: paymentTypeLabels[type],
        })),
      },
      {
        key: 'status',
        label: t('receivables.filters.status'),
        options: listedStatuses.map((status) => ({
          value: status,
          label: describeStatus('payment', status).label,
        })),
      },
      {
        key: 'source',
        label: t('receivables.filters.source'),
        options: (['entered', 'shop'] as const).map((source) => ({
          value: source,
          label: t(`receivables.sources.${source}`),
        })),
      },
      {
        key: 'unallocated',
        label: t('receivables.filters.unallocated'),
        options: (['true', 'false'] as const).map((value) => ({
          value,
          label: t(`receivables.unallocatedChoices.${value}`),
        })),
      },
    ],
    exportFormats: ['csv', 'xlsx'],
    rowLink: (row) =>
      row.source === 'shop' && row.order
        ? `/dashboard/orders/${encodeURIComponent(row.order.id)}`
        : `/dashboard/orders/ventilate?client=${encodeURIComponent(row.client?.id ?? '')}&payment=${encodeURIComponent(row.id)}`,
    card: (row) => paymentCard(t, row),
  };
}
