// spec §2 /dashboard/delivery: the shop's shipments (GET /v1/shipments) in the list kit: search (number, client,
// order, tracking number), filters by delivery status, carrier and period, CSV/XLSX export.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { deliveryStatuses, describeStatus } from '@sarment/domain/reference/statuses';
import { knownCarriers } from '@sarment/domain/sales/carriers';
import type { TFunction } from 'i18next';
import type { ListColumn, ListDefinition, ListFilter } from '../kit/list-definition.ts';
import { formatDateTime, formatNumber } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import type { Shipment } from './delivery-types.ts';

export const deliveryListRules: ListStateRules = {
  filterKeys: ['status', 'carrier', 'from'],
  sortFields: ['createdAt', 'number', 'deliveryStatus', 'carrier'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

export const unitsOf = (shipment: Pick<Shipment, 'lines'>) =>
  shipment.lines.reduce((sum, line) => sum + line.quantity, 0);

function shipmentCard(shipment: Shipment, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="shipment-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {shipment.number}
        </Typography>
        <StatusChip family="delivery" status={shipment.deliveryStatus} />
      </Box>
      <Typography variant="body2">{shipment.client.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {[shipment.order?.number, shipment.carrier, shipment.trackingNumber].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(shipment.createdAt)} · {t('delivery.order.parcels', { count: shipment.parcelCount })}{' '}
        · {t('delivery.order.units', { count: unitsOf(shipment) })}
      </Typography>
    </Box>
  );
}

function columnsOf(t: TFunction): ListColumn<Shipment>[] {
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
      field: 'order',
      headerName: header('order'),
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => row.order?.number ?? '',
    },
    {
      field: 'client',
      headerName: header('client'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, row) => row.client.name,
    },
    { field: 'carrier', headerName: header('carrier'), minWidth: 130 },
    {
      field: 'trackingNumber',
      headerName: header('tracking'),
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) =>
        row.trackingUrl ? (
          <a href={row.trackingUrl} target="_blank" rel="noreferrer" onClick={(e) => e.stopPropagation()}>
            {row.trackingNumber}
          </a>
        ) : (
          row.trackingNumber
        ),
    },
    {
      field: 'deliveryStatus',
      headerName: header('status'),
      minWidth: 170,
      renderCell: ({ row }) => <StatusChip family="delivery" status={row.deliveryStatus} />,
    },
    {
      field: 'parcelCount',
      headerName: header('parcels'),
      type: 'number',
      minWidth: 80,
      sortable: false,
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'units',
      headerName: header('units'),
      type: 'number',
      minWidth: 80,
      sortable: false,
      valueGetter: (_v, row) => unitsOf(row),
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

/** The first Paris day of each period, as the API's `from` filter takes it (YYYY-MM-DD). */
export function periodStarts(today: Date): { key: string; from: string }[] {
  const day = (daysBack: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
      new Date(today.getTime() - daysBack * 86_400_000),
    );
  return [
    { key: 'today', from: day(0) },
    { key: 'week', from: day(6) },
    { key: 'month', from: day(29) },
    { key: 'year', from: day(364) },
  ];
}

function filtersOf(t: TFunction, today: Date): ListFilter[] {
  return [
    {
      key: 'status',
      label: t('delivery.filters.status'),
      options: deliveryStatuses.map((status) => ({
        value: status,
        label: describeStatus('delivery', status).label,
      })),
    },
    {
      key: 'carrier',
      label: t('delivery.filters.carrier'),
      options: knownCarriers.map((carrier) => ({ value: carrier, label: carrier })),
    },
    {
      key: 'from',
      label: t('delivery.filters.from'),
      options: periodStarts(today).map((period) => ({
        value: period.from,
        label: t(`delivery.periods.${period.key}`),
      })),
    },
  ];
}

export function deliveryListDefinition(t: TFunction, today: Date): ListDefinition<Shipment> {
  return {
    id: 'shipments',
    resource: '/v1/shipments',
    rules: deliveryListRules,
    columns: columnsOf(t),
    filters: filtersOf(t, today),
    exportFormats: ['csv', 'xlsx'],
    rowLink: (shipment) => `/dashboard/delivery/${encodeURIComponent(shipment.id)}`,
    card: (shipment) => shipmentCard(shipment, t),
  };
}
