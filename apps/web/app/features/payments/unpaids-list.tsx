// spec §2 /dashboard/payments/unpaids in the list kit: overdue bills with their days late, reminder level and the
// late-penalty amount. A row opens its reminder dialog (?remind=<bill id>); 'Relancer' sends the selected rows'
// next reminders with each level's model.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BulkAction, ListColumn, ListDefinition } from '../kit/list-definition.ts';
import { formatPrice } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import { bucketKeys, frenchDay } from './outstandings-route.tsx';
import type { UnpaidRow } from './outstandings-types.ts';

export const unpaidListRules: ListStateRules = {
  filterKeys: ['client', 'isPro', 'bucket', 'level'],
  sortFields: ['dueDate', 'remaining', 'daysLate', 'number', 'reminderLevel', 'name'],
  defaultSort: { field: 'dueDate', direction: 'asc' },
};

const levelColors = ['default', 'info', 'warning', 'error'] as const;

export function ReminderLevelChip({ level }: { level: number }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={level === 0 ? 'outlined' : 'filled'}
      color={levelColors[Math.min(level, 3)]}
      label={t(`outstandings.levels.${Math.min(level, 3)}`)}
    />
  );
}

function unpaidCard(t: TFunction, row: UnpaidRow) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="unpaid-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {row.number} · {row.client.name}
        </Typography>
        <ReminderLevelChip level={row.reminderLevel} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('outstandings.columns.dueDate')} {frenchDay(row.dueDate)} ·{' '}
        {t('outstandings.daysLate', { count: row.daysLate })}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {row.latePenalty.total > 0
            ? `${t('outstandings.columns.penalty')} ${formatPrice(row.latePenalty.total)}`
            : ''}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatPrice(row.remaining)}
        </Typography>
      </Box>
    </Box>
  );
}

export function unpaidListDefinition(
  t: TFunction,
  options: { remind?: BulkAction<UnpaidRow>; rowLink: (row: UnpaidRow) => string },
): ListDefinition<UnpaidRow> {
  const header = (field: string) => t(`outstandings.columns.${field}`);
  const money = { type: 'number' as const, minWidth: 110, valueFormatter: (v: number) => formatPrice(v) };
  const columns: ListColumn<UnpaidRow>[] = [
    { field: 'number', headerName: header('number'), minWidth: 140 },
    {
      field: 'name',
      headerName: header('client'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => row.client.name,
    },
    {
      field: 'dueDate',
      headerName: header('dueDate'),
      minWidth: 110,
      valueFormatter: (v: string) => frenchDay(v),
    },
    {
      field: 'daysLate',
      headerName: header('daysLate'),
      type: 'number',
      minWidth: 90,
      valueFormatter: (v: number) => t('outstandings.daysLate', { count: v }),
    },
    { field: 'totalTTC', headerName: header('total'), sortable: false, hiddenByDefault: true, ...money },
    { field: 'remaining', headerName: header('remaining'), ...money },
    {
      field: 'reminderLevel',
      headerName: header('level'),
      minWidth: 150,
      renderCell: ({ row }) => <ReminderLevelChip level={row.reminderLevel} />,
    },
    {
      field: 'penalty',
      headerName: header('penalty'),
      sortable: false,
      ...money,
      valueGetter: (_v, row) => row.latePenalty.total,
    },
  ];
  return {
    id: 'unpaids',
    resource: '/v1/unpaids',
    rules: unpaidListRules,
    columns,
    filters: [
      {
        key: 'isPro',
        label: t('outstandings.filters.isPro'),
        options: (['true', 'false'] as const).map((value) => ({
          value,
          label: t(`outstandings.clientTypes.${value}`),
        })),
      },
      {
        key: 'bucket',
        label: t('outstandings.filters.bucket'),
        options: bucketKeys.map((value) => ({ value, label: t(`outstandings.buckets.${value}`) })),
      },
      {
        key: 'level',
        label: t('outstandings.filters.level'),
        options: (['0', '1', '2', '3'] as const).map((value) => ({
          value,
          label: t(`outstandings.levels.${value}`),
        })),
      },
    ],
    ...(options.remind ? { bulkActions: [options.remind] } : {}),
    exportFormats: ['csv', 'xlsx'],
    rowLink: options.rowLink,
    card: (row) => unpaidCard(t, row),
  };
}
