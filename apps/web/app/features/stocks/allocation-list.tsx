// spec §1 allocations (/dashboard/stocks/allocations): one row per allocation of a wine to a client, an agent's
// clients or a market (GET /v1/allocations), in the list kit.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ListColumn, ListDefinition, ListFilter } from '../kit/list-definition.ts';
import { formatNumber } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import { itemName } from './stock-list.tsx';
import type { StockAllocation } from './stock-types.ts';

export const allocationListRules: ListStateRules = {
  filterKeys: ['kind', 'active'],
  sortFields: ['product', 'target', 'quantity', 'remaining', 'endsOn'],
  defaultSort: { field: 'product', direction: 'asc' },
};

/** '2026-12-31' → '31/12/2026' (a calendar day: no time zone to apply). */
export const frenchDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

function EndChip({ allocation, t }: { allocation: StockAllocation; t: TFunction }) {
  return allocation.active ? null : (
    <Chip size="small" label={t('stocks.allocations.ended')} data-testid="allocation-ended" />
  );
}

function allocationCard(allocation: StockAllocation, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="allocation-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {itemName(allocation)}
        </Typography>
        <EndChip allocation={allocation} t={t} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`stocks.allocations.kinds.${allocation.target.kind}`)} · {allocation.target.name}
      </Typography>
      <Typography variant="body2">
        {t('stocks.allocations.card', {
          remaining: formatNumber(allocation.remaining),
          quantity: formatNumber(allocation.quantity),
        })}
        {allocation.endsOn
          ? ` · ${t('stocks.allocations.columns.endsOn')} ${frenchDay(allocation.endsOn)}`
          : ''}
      </Typography>
    </Box>
  );
}

function columnsOf(t: TFunction): ListColumn<StockAllocation>[] {
  const header = (field: string) => t(`stocks.allocations.columns.${field}`);
  const count = {
    type: 'number' as const,
    minWidth: 100,
    valueFormatter: (value: number) => formatNumber(value),
  };
  return [
    {
      field: 'product',
      headerName: header('product'),
      flex: 2,
      minWidth: 220,
      hideable: false,
      valueGetter: (_v, row) => itemName(row),
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <span>{itemName(row)}</span>
          <EndChip allocation={row} t={t} />
        </Box>
      ),
    },
    {
      field: 'target',
      headerName: header('target'),
      flex: 1.5,
      minWidth: 200,
      valueGetter: (_v, row) => `${t(`stocks.allocations.kinds.${row.target.kind}`)} · ${row.target.name}`,
    },
    { field: 'quantity', headerName: header('quantity'), ...count },
    { field: 'consumed', headerName: header('consumed'), sortable: false, ...count },
    { field: 'remaining', headerName: header('remaining'), ...count },
    {
      field: 'endsOn',
      headerName: header('endsOn'),
      minWidth: 110,
      valueGetter: (_v, row) => (row.endsOn ? frenchDay(row.endsOn) : t('stocks.allocations.noEnd')),
    },
    { field: 'stock', headerName: header('stock'), sortable: false, hiddenByDefault: true, ...count },
  ];
}

function filtersOf(t: TFunction): ListFilter[] {
  return [
    {
      key: 'kind',
      label: t('stocks.allocations.filters.kind'),
      options: (['client', 'agent', 'market'] as const).map((kind) => ({
        value: kind,
        label: t(`stocks.allocations.kinds.${kind}`),
      })),
    },
    {
      key: 'active',
      label: t('stocks.allocations.filters.active'),
      options: [
        { value: 'true', label: t('stocks.allocations.activeOnly') },
        { value: 'false', label: t('stocks.allocations.endedOnly') },
      ],
    },
  ];
}

/** `editLink` opens a row in the page's dialog (the list's query is kept). */
export function allocationListDefinition(
  t: TFunction,
  editLink: (allocation: StockAllocation) => string,
): ListDefinition<StockAllocation> {
  return {
    id: 'stock-allocations',
    resource: '/v1/allocations',
    rules: allocationListRules,
    columns: columnsOf(t),
    filters: filtersOf(t),
    exportFormats: ['csv', 'xlsx'],
    rowLink: editLink,
    card: (allocation) => allocationCard(allocation, t),
  };
}
