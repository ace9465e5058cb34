// spec §2 /dashboard/orders, /orders/quotes, /bills, /deposits, /credits: the shop's orders (shop and back office)
// and its sales documents in the list kit. Rows are GET /v1/orders and GET /v1/<kind> (quotes, bills,
// deposit-bills, credit-notes), exports GET <resource>/export; a row opens /dashboard/orders/{id}.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { addDays } from '@sarment/domain/reference/plain-date';
import { describeStatus } from '@sarment/domain/reference/statuses';
import type { TFunction } from 'i18next';
import type { ListColumn, ListDefinition, ListFilter } from '../kit/list-definition.ts';
import { formatDateTime, formatPrice } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import { kindApiPath, type ListedKind, type OrderRow, type SalesDocument } from './sales-types.ts';

/** What the filters offer beside the fixed lists: the shop's clients and agents, and today in Paris. */
export interface SalesFilterChoices {
  clients: { id: string; name: string }[];
  agents: { id: string; name: string }[];
  /** YYYY-MM-DD, read once by the loader so the server and the browser offer the same days */
  today: string;
}

export const salesPeriods = [7, 30, 90, 365] as const;

// ---- the order list

export const orderListRules: ListStateRules = {
  filterKeys: ['status', 'client', 'agent', 'from'],
  sortFields: ['createdAt', 'number', 'totalTTC'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

/** Filters the API takes one value of: a second choice replaces the first (the list's loader). */
export const singleValueSalesFilters = ['client', 'agent', 'from'] as const;

const orderFilterStatuses = ['pending', 'validated', 'invoiced', 'refused', 'cancelled', 'expired', 'error'];

function periodFilter(t: TFunction, choices: SalesFilterChoices): ListFilter {
  return {
    key: 'from',
    label: t('sales.filters.from'),
    options: salesPeriods.map((days) => ({
      value: addDays(choices.today, -days),
      label: t(`sales.periods.days${days}`),
    })),
  };
}

const clientFilter = (t: TFunction, choices: SalesFilterChoices): ListFilter => ({
  key: 'client',
  label: t('sales.filters.client'),
  options: choices.clients.map((client) => ({ value: client.id, label: client.name })),
});

/** The agents' filter, when the member may read the shop's agents. */
const agentFilter = (t: TFunction, choices: SalesFilterChoices): ListFilter[] =>
  choices.agents.length
    ? [
        {
          key: 'agent',
          label: t('sales.filters.agent'),
          options: choices.agents.map((agent) => ({ value: agent.id, label: agent.name })),
        },
      ]
    : [];

function orderClientName(row: OrderRow) {
  return row.client?.name || row.buyerName;
}

function orderOrigin(t: TFunction, row: OrderRow) {
  return row.origin === 'quote'
    ? t('sales.origins.quote', { number: row.quote?.number ?? '' })
    : t('sales.origins.shop');
}

function orderCard(t: TFunction, row: OrderRow) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="order-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {row.number ?? '—'}
        </Typography>
        <StatusChip family="order" status={row.status} />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {orderClientName(row)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(row.createdAt)} · {orderOrigin(t, row)}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {row.paymentStatus ? t(`cart.paymentStatus.${row.paymentStatus}`) : ''}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatPrice(row.totalTTC)}
        </Typography>
      </Box>
    </Box>
  );
}

function orderColumns(t: TFunction): ListColumn<OrderRow>[] {
  const header = (field: string) => t(`sales.columns.${field}`);
  const money = { type: 'number' as const, minWidth: 110, valueFormatter: (v: number) => formatPrice(v) };
  return [
    { field: 'number', headerName: header('number'), minWidth: 170, hideable: false },
    {
      field: 'createdAt',
      headerName: header('date'),
      minWidth: 140,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'client',
      headerName: header('client'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueGetter: (_v, row) => orderClientName(row),
    },
    {
      field: 'origin',
      headerName: header('origin'),
      minWidth: 130,
      sortable: false,
      valueGetter: (_v, row) => orderOrigin(t, row),
    },
    {
      field: 'status',
      headerName: header('status'),
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => <StatusChip family="order" status={row.status} />,
    },
    {
      field: 'paymentStatus',
      headerName: header('payment'),
      minWidth: 130,
      sortable: false,
      valueGetter: (_v, row) => (row.paymentStatus ? t(`cart.paymentStatus.${row.paymentStatus}`) : ''),
    },
    {
      field: 'deliveryStatus',
      headerName: header('delivery'),
      minWidth: 130,
      sortable: false,
      hiddenByDefault: true,
      renderCell: ({ row }) =>
        row.deliveryStatus ? <StatusChip family="delivery" status={row.deliveryStatus} /> : null,
    },
    { field: 'totalHT', headerName: header('totalHT'), sortable: false, ...money },
    { field: 'totalTTC', headerName: header('totalTTC'), ...money },
  ];
}

export function orderListDefinition(t: TFunction, choices: SalesFilterChoices): ListDefinition<OrderRow> {
  return {
    id: 'orders',
    resource: '/v1/orders',
    rules: orderListRules,
    columns: orderColumns(t),
    filters: [
      {
        key: 'status',
        label: t('sales.filters.status'),
        options: orderFilterStatuses.map((status) => ({
          value: status,
          label: describeStatus('order', status).label,
        })),
      },
      clientFilter(t, choices),
      ...agentFilter(t, choices),
      periodFilter(t, choices),
    ],
    exportFormats: ['csv', 'xlsx'],
    rowLink: (row) => `/dashboard/orders/${encodeURIComponent(row.id)}`,
    card: (row) => orderCard(t, row),
  };
}

// ---- the document lists

export const documentListRules: ListStateRules = {
  filterKeys: ['status', 'client', 'agent', 'from'],
  sortFields: ['createdAt', 'number', 'issuedAt', 'totalTTC'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

/** The statuses each kind goes through (packages/domain/src/sales/README.md). */
export const kindStatuses: Record<ListedKind, readonly SalesDocument['status'][]> = {
  quote: ['draft', 'sent', 'accepted', 'refused', 'expired', 'cancelled'],
  bill: ['draft', 'issued', 'cancelled'],
  depositBill: ['draft', 'issued', 'cancelled'],
  creditNote: ['draft', 'issued', 'cancelled'],
};

/** A sales document's status with its French label and spec §4 colour group. */
export function DocumentStatusChip({ status }: { status: string }) {
  return <StatusChip family="salesDocument" status={status} />;
}

/** The number, or 'Brouillon' for a draft (a draft has no number, CGI art. 242 nonies A). */
export const documentNumber = (t: TFunction, row: { number: string | null }) =>
  row.number ?? t('sales.draftNumber');

const parisDay = (date: string | null) =>
  date ? new Date(`${date}T12:00:00Z`).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) : '';

function documentCard(t: TFunction, kind: ListedKind, row: SalesDocument) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="document-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {documentNumber(t, row)}
        </Typography>
        <DocumentStatusChip status={row.status} />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {row.client.name}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(row.issuedAt ?? row.createdAt)}
          {kind === 'quote' && row.validUntil
            ? ` · ${t('sales.detail.validUntil', { date: parisDay(row.validUntil) })}`
            : ''}
          {(kind === 'bill' || kind === 'depositBill') && row.dueDate
            ? ` · ${t('sales.detail.dueDate', { date: parisDay(row.dueDate) })}`
            : ''}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatPrice(row.totalTTC)}
        </Typography>
      </Box>
    </Box>
  );
}

function documentColumns(t: TFunction, kind: ListedKind): ListColumn<SalesDocument>[] {
  const header = (field: string) => t(`sales.columns.${field}`);
  const money = { type: 'number' as const, minWidth: 110, valueFormatter: (v: number) => formatPrice(v) };
  return [
    {
      field: 'number',
      headerName: header('number'),
      minWidth: 160,
      hideable: false,
      valueGetter: (_v, row) => documentNumber(t, row),
    },
    {
      field: 'createdAt',
      headerName: header('date'),
      minWidth: 140,
      valueGetter: (_v, row) => row.issuedAt ?? row.createdAt,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'client',
      headerName: header('client'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueGetter: (_v, row) => row.client.name,
    },
    {
      field: 'status',
      headerName: header('status'),
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => <DocumentStatusChip status={row.status} />,
    },
    ...dueColumn(t, kind),
    ...paymentColumn(t, kind),
    { field: 'totalHT', headerName: header('totalHT'), sortable: false, ...money },
    { field: 'totalVAT', headerName: header('totalVAT'), sortable: false, hiddenByDefault: true, ...money },
    { field: 'totalTTC', headerName: header('totalTTC'), ...money },
  ];
}

/** What a client paid of an issued bill or deposit bill (spec §4: missing, partial, paid; issue 19). */
function paymentColumn(t: TFunction, kind: ListedKind): ListColumn<SalesDocument>[] {
  if (kind !== 'bill' && kind !== 'depositBill') return [];
  return [
    {
      field: 'paymentStatus',
      headerName: t('sales.columns.payment'),
      minWidth: 140,
      sortable: false,
      valueGetter: (_v, row) => (row.paymentStatus ? t(`cart.paymentStatus.${row.paymentStatus}`) : ''),
    },
  ];
}

/** A quote's end of validity, a bill's due date; a credit note has neither. */
function dueColumn(t: TFunction, kind: ListedKind): ListColumn<SalesDocument>[] {
  const header = (field: string) => t(`sales.columns.${field}`);
  if (kind === 'creditNote') return [];
  return [
    kind === 'quote'
      ? {
          field: 'validUntil',
          headerName: header('validUntil'),
          minWidth: 120,
          sortable: false,
          valueFormatter: (value: string | null) => parisDay(value),
        }
      : {
          field: 'dueDate',
          headerName: header('dueDate'),
          minWidth: 120,
          sortable: false,
          valueFormatter: (value: string | null) => parisDay(value),
        },
  ];
}

export function documentListDefinition(
  t: TFunction,
  kind: ListedKind,
  choices: SalesFilterChoices,
): ListDefinition<SalesDocument> {
  return {
    id: `sales-${kind}`,
    resource: `/v1/${kindApiPath[kind]}`,
    rules: documentListRules,
    columns: documentColumns(t, kind),
    filters: [
      {
        key: 'status',
        label: t('sales.filters.status'),
        options: kindStatuses[kind].map((status) => ({
          value: status,
          label: describeStatus('salesDocument', status).label,
        })),
      },
      clientFilter(t, choices),
      ...agentFilter(t, choices),
      periodFilter(t, choices),
    ],
    exportFormats: ['csv', 'xlsx'],
    rowLink: (row) => `/dashboard/orders/${encodeURIComponent(row.id)}`,
    card: (row) => documentCard(t, kind, row),
  };
}
