// spec §1, §2 /dashboard/tasks: the team's tasks in the list kit. The rows are GET /v1/tasks (each member sees
// what the task rules let them see), the export GET /v1/tasks/export.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { taskActivities, taskPriorities } from '@sarment/domain/reference/crm-lists';
import type { TFunction } from 'i18next';
import type { ListColumn, ListDefinition, ListFilter } from '../kit/list-definition.ts';
import { formatDateTime } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import type { TaskAssignee, TaskRow } from './tasks-types.ts';

export const taskListRules: ListStateRules = {
  filterKeys: ['status', 'activity', 'priority', 'assignee', 'client'],
  sortFields: ['dueAt', 'title', 'priority', 'activity', 'createdAt', 'doneAt'],
  defaultSort: { field: 'dueAt', direction: 'asc' },
};

export const activityLabel = (id: string) => taskActivities.find((a) => a.id === id)?.label ?? id;
export const priorityLabel = (id: string) => taskPriorities.find((p) => p.id === id)?.label ?? id;

/** spec §4 colour groups: grey waiting, blue done, red bad. */
export function TaskStatusChip({ status, t }: { status: TaskRow['status']; t: TFunction }) {
  const color = status === 'done' ? 'primary' : status === 'overdue' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      color={color}
      label={t(`tasks.status.${status}`)}
      data-testid={`task-status-${status}`}
    />
  );
}

function TaskTitle({ row }: { row: TaskRow }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flex: 'none',
          bgcolor: row.labelColor ?? 'transparent',
          border: row.labelColor ? 'none' : '1px solid',
          borderColor: 'divider',
        }}
      />
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, textDecoration: row.done ? 'line-through' : 'none', overflowWrap: 'anywhere' }}
      >
        {row.title}
      </Typography>
    </Box>
  );
}

function taskCard(row: TaskRow, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="task-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <TaskTitle row={row} />
        <TaskStatusChip status={row.status} t={t} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[activityLabel(row.activity), priorityLabel(row.priority), row.client?.name]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(row.dueAt)} — {row.assignee.name}
      </Typography>
    </Box>
  );
}

function columnsOf(t: TFunction): ListColumn<TaskRow>[] {
  const header = (field: string) => t(`tasks.list.columns.${field}`);
  return [
    {
      field: 'title',
      headerName: header('title'),
      flex: 2,
      minWidth: 220,
      hideable: false,
      renderCell: ({ row }) => <TaskTitle row={row} />,
    },
    {
      field: 'status',
      headerName: header('status'),
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => <TaskStatusChip status={row.status} t={t} />,
    },
    {
      field: 'dueAt',
      headerName: header('dueAt'),
      minWidth: 150,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'activity',
      headerName: header('activity'),
      minWidth: 150,
      valueGetter: (_v, row) => activityLabel(row.activity),
    },
    {
      field: 'priority',
      headerName: header('priority'),
      minWidth: 100,
      valueGetter: (_v, row) => priorityLabel(row.priority),
    },
    {
      field: 'assignee',
      headerName: header('assignee'),
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => row.assignee.name,
    },
    {
      field: 'client',
      headerName: header('client'),
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => row.client?.name ?? '',
    },
    {
      field: 'doneAt',
      headerName: header('doneAt'),
      minWidth: 140,
      hiddenByDefault: true,
      valueFormatter: (value: string | null) => formatDateTime(value),
    },
    {
      field: 'createdAt',
      headerName: header('createdAt'),
      minWidth: 140,
      hiddenByDefault: true,
      valueFormatter: (value: string) => formatDateTime(value),
    },
  ];
}

function filtersOf(t: TFunction, assignees: readonly TaskAssignee[]): ListFilter[] {
  const label = (key: string) => t(`tasks.list.filters.${key}`);
  return [
    {
      key: 'status',
      label: label('status'),
      options: (['open', 'overdue', 'done'] as const).map((status) => ({
        value: status,
        label: t(`tasks.status.${status}`),
      })),
    },
    {
      key: 'activity',
      label: label('activity'),
      options: taskActivities.map((a) => ({ value: a.id, label: a.label })),
    },
    {
      key: 'priority',
      label: label('priority'),
      options: taskPriorities.map((p) => ({ value: p.id, label: p.label })),
    },
    {
      key: 'assignee',
      label: label('assignee'),
      options: [
        { value: 'me', label: t('tasks.list.me') },
        ...assignees.map((member) => ({ value: member.id, label: member.name })),
      ],
    },
  ];
}

/** The list; a row opens its task in the dialog, keeping the list's view (`?task=<id>` beside it). */
export function taskListDefinition(
  t: TFunction,
  assignees: readonly TaskAssignee[],
  openLink: (row: TaskRow) => string,
): ListDefinition<TaskRow> {
  return {
    id: 'tasks',
    resource: '/v1/tasks',
    rules: taskListRules,
    columns: columnsOf(t),
    filters: filtersOf(t, assignees),
    rowLink: openLink,
    card: (row) => taskCard(row, t),
  };
}
