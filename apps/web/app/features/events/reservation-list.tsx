// spec §2 /dashboard/reservations: the bookings in the list kit (GET /v1/reservations for the staff,
// GET /v1/my-reservations for a buyer), the slot first.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ListColumn, ListDefinition } from '../kit/list-definition.ts';
import { formatDateTime, formatPrice } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import type { Reservation } from './event-types.ts';

export const reservationListRules: ListStateRules = {
  filterKeys: ['status', 'paymentState', 'event', 'slot'],
  sortFields: ['startsAt', 'createdAt', 'contactName', 'persons'],
  defaultSort: { field: 'startsAt', direction: 'asc' },
};
export const myReservationListRules: ListStateRules = {
  filterKeys: [],
  sortFields: ['startsAt'],
  defaultSort: { field: 'startsAt', direction: 'desc' },
};

const statusColor = { booked: 'info', arrived: 'success', noShow: 'warning', cancelled: 'default' } as const;
const paymentColor = { toPay: 'warning', paid: 'success', toRefund: 'error', refunded: 'default' } as const;

export function ReservationStatus({ status, t }: { status: Reservation['status']; t: TFunction }) {
  return (
    <Chip
      size="small"
      color={statusColor[status]}
      label={t(`wineTourism.reservations.statuses.${status}`)}
      data-testid="reservation-status"
    />
  );
}
export function PaymentState({ state, t }: { state: Reservation['paymentState']; t: TFunction }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={paymentColor[state]}
      label={t(`wineTourism.reservations.paymentStates.${state}`)}
    />
  );
}

function columnsOf(t: TFunction, buyer: boolean): ListColumn<Reservation>[] {
  const header = (field: string) => t(`wineTourism.reservations.columns.${field}`);
  return [
    {
      field: 'startsAt',
      headerName: header('slot'),
      minWidth: 160,
      valueGetter: (_v, row) => row.slot.startsAt,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'event',
      headerName: header('event'),
      minWidth: 180,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => row.event.title,
    },
    ...(buyer
      ? []
      : [
          {
            field: 'contactName',
            headerName: header('contact'),
            minWidth: 160,
            flex: 1,
            valueGetter: (_v: unknown, row: Reservation) => row.contact.name,
          } satisfies ListColumn<Reservation>,
        ]),
    { field: 'persons', headerName: header('persons'), type: 'number', minWidth: 100, sortable: !buyer },
    {
      field: 'status',
      headerName: header('status'),
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => <ReservationStatus status={row.status} t={t} />,
    },
    {
      field: 'paymentState',
      headerName: header('paymentState'),
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => <PaymentState state={row.paymentState} t={t} />,
    },
    {
      field: 'totalTTC',
      headerName: header('total'),
      type: 'number',
      minWidth: 100,
      sortable: false,
      valueFormatter: (value: number) => formatPrice(value),
    },
    {
      field: 'language',
      headerName: header('language'),
      minWidth: 80,
      sortable: false,
      hiddenByDefault: true,
    },
    {
      field: 'source',
      headerName: header('source'),
      minWidth: 110,
      sortable: false,
      hiddenByDefault: buyer,
      valueFormatter: (value: Reservation['source']) => t(`wineTourism.reservations.sources.${value}`),
    },
  ];
}

export function reservationListDefinition(t: TFunction, buyer: boolean): ListDefinition<Reservation> {
  return {
    id: buyer ? 'my-reservations' : 'reservations',
    resource: buyer ? '/v1/my-reservations' : '/v1/reservations',
    rules: buyer ? myReservationListRules : reservationListRules,
    columns: columnsOf(t, buyer),
    filters: buyer
      ? []
      : [
          {
            key: 'status',
            label: t('wineTourism.reservations.filters.status'),
            options: (['booked', 'arrived', 'noShow', 'cancelled'] as const).map((value) => ({
              value,
              label: t(`wineTourism.reservations.statuses.${value}`),
            })),
          },
          {
            key: 'paymentState',
            label: t('wineTourism.reservations.filters.paymentState'),
            options: (['toPay', 'paid', 'toRefund', 'refunded'] as const).map((value) => ({
              value,
              label: t(`wineTourism.reservations.paymentStates.${value}`),
            })),
          },
        ],
    // the shop's bookings as files (GET /v1/reservations/export); a buyer's own list has none
    exportFormats: buyer ? [] : ['csv', 'xlsx'],
    // a buyer opens their own booking too (its detail and cancellation, issue 21)
    rowLink: (row: Reservation) => `/dashboard/reservations/${row.id}`,
    card: (row) => (
      <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="reservation-card">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {buyer ? row.event.title : row.contact.name}
          </Typography>
          <ReservationStatus status={row.status} t={t} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(row.slot.startsAt)} · {buyer ? '' : `${row.event.title} · `}
          {row.persons} {t('wineTourism.reservations.columns.persons').toLowerCase()} ·{' '}
          {formatPrice(row.totalTTC)}
        </Typography>
      </Box>
    ),
  };
}
