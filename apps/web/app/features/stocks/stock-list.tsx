// spec §2 /dashboard/stocks: one row per warehouse, product, format and vintage (GET /v1/stocks), in the list kit.
// 'En stock' is what the shelves hold, 'Réservé' what unshipped orders took, 'Disponible' what can still be sold.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ListColumn, ListDefinition, ListFilter } from '../kit/list-definition.ts';
import { formatNumber } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import type { StockLevel, Warehouse } from './stock-types.ts';

export const stockListRules: ListStateRules = {
  filterKeys: ['warehouse', 'lowStock'],
  sortFields: ['product', 'warehouse', 'quantity', 'available'],
  defaultSort: { field: 'product', direction: 'asc' },
};

export const itemName = (level: Pick<StockLevel, 'product' | 'vintage' | 'format'>) =>
  [level.product.name, level.vintage?.name, level.format.name].filter(Boolean).join(' · ');

function LowStockChip({ level, t }: { level: StockLevel; t: TFunction }) {
  return level.alertRaised ? (
    <Chip size="small" color="warning" label={t('stocks.lowStockChip')} data-testid="low-stock" />
  ) : null;
}

function levelCard(level: StockLevel, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="stock-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {itemName(level)}
        </Typography>
        <LowStockChip level={level} t={t} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {level.warehouse.name}
      </Typography>
      <Typography variant="body2">
        {t('stocks.columns.quantity')} <strong>{formatNumber(level.quantity)}</strong> ·{' '}
        {t('stocks.columns.reserved')} {formatNumber(level.reserved)} · {t('stocks.columns.available')}{' '}
        <strong>{formatNumber(level.available)}</strong>
      </Typography>
    </Box>
  );
}

function columnsOf(t: TFunction): ListColumn<StockLevel>[] {
  const header = (field: string) => t(`stocks.columns.${field}`);
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
      minWidth: 200,
      hideable: false,
      valueGetter: (_v, row) => row.product.name,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <span>{row.product.name}</span>
          <LowStockChip level={row} t={t} />
        </Box>
      ),
    },
    {
      field: 'vintage',
      headerName: header('vintage'),
      minWidth: 90,
      sortable: false,
      valueGetter: (_v, row) => row.vintage?.name ?? '',
    },
    {
      field: 'format',
      headerName: header('format'),
      minWidth: 130,
      sortable: false,
      valueGetter: (_v, row) => row.format.name,
    },
    {
      field: 'warehouse',
      headerName: header('warehouse'),
      minWidth: 150,
      flex: 1,
      valueGetter: (_v, row) => row.warehouse.name,
    },
    { field: 'quantity', headerName: header('quantity'), ...count },
    { field: 'reserved', headerName: header('reserved'), sortable: false, ...count },
    { field: 'available', headerName: header('available'), ...count },
    {
      field: 'alertThreshold',
      headerName: header('alertThreshold'),
      sortable: false,
      hiddenByDefault: true,
      ...count,
    },
  ];
}

function filtersOf(t: TFunction, warehouses: readonly Warehouse[]): ListFilter[] {
  return [
    {
      key: 'warehouse',
      label: t('stocks.filters.warehouse'),
      options: warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name })),
    },
    {
      key: 'lowStock',
      label: t('stocks.filters.lowStock'),
      options: [{ value: 'true', label: t('stocks.lowStockOnly') }],
    },
  ];
}

export function stockListDefinition(
  t: TFunction,
  warehouses: readonly Warehouse[],
): ListDefinition<StockLevel> {
  return {
    id: 'stocks',
    resource: '/v1/stocks',
    rules: stockListRules,
    columns: columnsOf(t),
    filters: filtersOf(t, warehouses),
    exportFormats: ['csv', 'xlsx'],
    rowLink: (level) => `/dashboard/stocks/${encodeURIComponent(level.id)}`,
    card: (level) => levelCard(level, t),
  };
}
