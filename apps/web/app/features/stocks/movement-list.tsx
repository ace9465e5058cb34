// spec §2 /dashboard/stocks/movements: the stock ledger (GET /v1/stock-movements) in the list kit, newest first,
// filtered by warehouse, reason, product and a range of days; exported as CSV or XLSX.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { stockMovementReasons } from '@sarment/domain/stocks';
import type { TFunction } from 'i18next';
import type { ListColumn, ListDefinition, ListFilter } from '../kit/list-definition.ts';
import { formatDateTime, formatNumber } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import { itemName } from './stock-list.tsx';
import type { StockMovement, Warehouse } from './stock-types.ts';

export const movementListRules: ListStateRules = {
  filterKeys: ['warehouse', 'reason', 'product', 'level', 'from', 'to'],
  sortFields: ['date', 'quantity'],
  defaultSort: { field: 'date', direction: 'desc' },
};

export const signed = (quantity: number) =>
  quantity > 0 ? `+${formatNumber(quantity)}` : formatNumber(quantity);

export function documentLabel(movement: StockMovement, t: TFunction): string {
  if (!movement.document) return '';
  return `${t(`stocks.documents.${movement.document.type}`, movement.document.type)} ${movement.document.id}`;
}

function movementCard(movement: StockMovement, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="movement-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {itemName(movement)}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 700, color: movement.quantity < 0 ? 'error.main' : 'success.main' }}
        >
          {signed(movement.quantity)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t(`stocks.reasons.${movement.reason}`)} · {movement.warehouse.name} · {formatDateTime(movement.date)}
      </Typography>
    </Box>
  );
}

export function movementColumns(t: TFunction): ListColumn<StockMovement>[] {
  const header = (field: string) => t(`stocks.columns.${field}`);
  return [
    {
      field: 'date',
      headerName: header('date'),
      minWidth: 140,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'product',
      headerName: header('product'),
      flex: 2,
      minWidth: 200,
      sortable: false,
      valueGetter: (_v, row) => itemName(row),
    },
    {
      field: 'warehouse',
      headerName: header('warehouse'),
      minWidth: 140,
      sortable: false,
      valueGetter: (_v, row) => row.warehouse.name,
    },
    {
      field: 'reason',
      headerName: header('reason'),
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => t(`stocks.reasons.${row.reason}`),
    },
    {
      field: 'quantity',
      headerName: header('movementQuantity'),
      type: 'number',
      minWidth: 100,
      renderCell: ({ row }) => (
        <Box
          component="span"
          sx={{ fontWeight: 700, color: row.quantity < 0 ? 'error.main' : 'success.main' }}
        >
          {signed(row.quantity)}
        </Box>
      ),
    },
    { field: 'lot', headerName: header('lot'), minWidth: 100, sortable: false, hiddenByDefault: true },
    {
      field: 'document',
      headerName: header('document'),
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => documentLabel(row, t),
    },
    { field: 'note', headerName: header('note'), minWidth: 150, sortable: false, hiddenByDefault: true },
    {
      field: 'author',
      headerName: header('author'),
      minWidth: 140,
      sortable: false,
      valueGetter: (_v, row) => row.author?.name ?? '',
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
      key: 'reason',
      label: t('stocks.filters.reason'),
      options: stockMovementReasons.map((reason) => ({
        value: reason,
        label: t(`stocks.reasons.${reason}`),
      })),
    },
  ];
}

export function movementListDefinition(
  t: TFunction,
  warehouses: readonly Warehouse[],
): ListDefinition<StockMovement> {
  return {
    id: 'stock-movements',
    resource: '/v1/stock-movements',
    rules: movementListRules,
    columns: movementColumns(t),
    filters: filtersOf(t, warehouses),
    exportFormats: ['csv', 'xlsx'],
    card: (movement) => movementCard(movement, t),
  };
}
