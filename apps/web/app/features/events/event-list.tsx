// spec §2 /dashboard/reservations/events: the shop's events in the list kit (GET /v1/events), with the next slot
// and the places taken in the slots to come.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ListColumn, ListDefinition } from '../kit/list-definition.ts';
import { formatDateTime, formatNumber } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import type { EventListRow } from './event-types.ts';

export const eventListRules: ListStateRules = {
  filterKeys: ['status'],
  sortFields: ['title', 'createdAt', 'nextSlot'],
  defaultSort: { field: 'title', direction: 'asc' },
};

const statusColor = { online: 'success', paused: 'warning', closed: 'default' } as const;

export function EventStatus({ status, t }: { status: EventListRow['status']; t: TFunction }) {
  return <Chip size="small" color={statusColor[status]} label={t(`wineTourism.events.statuses.${status}`)} />;
}

function columnsOf(t: TFunction): ListColumn<EventListRow>[] {
  const header = (field: string) => t(`wineTourism.events.columns.${field}`);
  return [
    { field: 'title', headerName: header('title'), flex: 2, minWidth: 200, hideable: false },
    {
      field: 'status',
      headerName: header('status'),
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => <EventStatus status={row.status} t={t} />,
    },
    {
      field: 'nextSlot',
      headerName: header('nextSlot'),
      minWidth: 170,
      valueFormatter: (value: string | null) =>
        value ? formatDateTime(value) : t('wineTourism.events.noNextSlot'),
    },
    {
      field: 'slotsToCome',
      headerName: header('slotsToCome'),
      type: 'number',
      minWidth: 120,
      sortable: false,
    },
    {
      field: 'placesTakenToCome',
      headerName: header('placesTakenToCome'),
      type: 'number',
      minWidth: 120,
      sortable: false,
    },
    {
      field: 'places',
      headerName: header('places'),
      minWidth: 120,
      sortable: false,
      valueFormatter: (value: number | null) =>
        value === null ? t('wineTourism.events.unlimited') : formatNumber(value),
    },
  ];
}

export function eventListDefinition(t: TFunction): ListDefinition<EventListRow> {
  return {
    id: 'events',
    resource: '/v1/events',
    rules: eventListRules,
    columns: columnsOf(t),
    filters: [
      {
        key: 'status',
        label: header(t),
        options: (['online', 'paused', 'closed'] as const).map((value) => ({
          value,
          label: t(`wineTourism.events.statuses.${value}`),
        })),
      },
    ],
    exportFormats: ['csv', 'xlsx'],
    rowLink: (row) => `/dashboard/reservations/events/${row.id}`,
    card: (row) => (
      <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="event-card">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.title}
          </Typography>
          <EventStatus status={row.status} t={t} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {row.nextSlot ? formatDateTime(row.nextSlot) : t('wineTourism.events.noNextSlot')} ·{' '}
          {row.slotsToCome} {t('wineTourism.events.columns.slotsToCome').toLowerCase()}
        </Typography>
      </Box>
    ),
  };
}

const header = (t: TFunction) => t('wineTourism.events.columns.status');
