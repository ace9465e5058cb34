// spec §2 /dashboard/orders/samples (owner, iam, agent): the samples given (GET /v1/samples) in the list kit:
// search (number, client), filter by warehouse, CSV/XLSX export.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { Sample } from '../delivery/delivery-types.ts';
import type { ListColumn, ListDefinition, ListFilter } from '../kit/list-definition.ts';
import { formatDateTime, formatNumber } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import type { Warehouse } from '../stocks/stock-types.ts';

export const sampleListRules: ListStateRules = {
  filterKeys: ['warehouse'],
  sortFields: ['createdAt', 'number'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

const productsOf = (sample: Sample) =>
  sample.lines.map((line) => `${line.quantity} × ${line.label}`).join(', ');

function sampleCard(sample: Sample, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="sample-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {sample.number}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(sample.createdAt)}
        </Typography>
      </Box>
      <Typography variant="body2">{sample.client.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {sample.reason} · {t('delivery.samples.bottles', { count: sample.bottles })}
      </Typography>
    </Box>
  );
}

function columnsOf(t: TFunction): ListColumn<Sample>[] {
  const header = (field: string) => t(`delivery.columns.${field}`);
  return [
    { field: 'number', headerName: header('number'), minWidth: 140, hideable: false },
    {
      field: 'createdAt',
      headerName: header('date'),
      minWidth: 150,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'client',
      headerName: header('client'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, row) => row.client.name,
    },
    { field: 'reason', headerName: header('reason'), flex: 1, minWidth: 160, sortable: false },
    {
      field: 'products',
      headerName: header('products'),
      flex: 2,
      minWidth: 220,
      sortable: false,
      valueGetter: (_v, row) => productsOf(row),
    },
    {
      field: 'bottles',
      headerName: header('units'),
      type: 'number',
      minWidth: 80,
      sortable: false,
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'warehouse',
      headerName: header('warehouse'),
      minWidth: 140,
      sortable: false,
      hiddenByDefault: true,
      valueGetter: (_v, row) => row.warehouse.name,
    },
  ];
}

function filtersOf(t: TFunction, warehouses: readonly Warehouse[]): ListFilter[] {
  return [
    {
      key: 'warehouse',
      label: t('delivery.columns.warehouse'),
      options: warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name })),
    },
  ];
}

export function sampleListDefinition(t: TFunction, warehouses: readonly Warehouse[]): ListDefinition<Sample> {
  return {
    id: 'samples',
    resource: '/v1/samples',
    rules: sampleListRules,
    columns: columnsOf(t),
    filters: filtersOf(t, warehouses),
    exportFormats: ['csv', 'xlsx'],
    rowLink: (sample) => `/dashboard/orders/samples/${encodeURIComponent(sample.id)}`,
    card: (sample) => sampleCard(sample, t),
  };
}
