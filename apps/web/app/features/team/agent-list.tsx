// The shop's agents in the list kit (GET /v1/agents with page: the API pages, sorts and filters): name, e-mail,
// territory, commission rate, how many clients they follow, status and last login; search, status filter, sort,
// paging, CSV/XLSX exports, cards on phones.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ListDefinition } from '../kit/list-definition.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import { formatCommission } from './agent-draft.ts';
import { MemberStatusChip } from './member-status.tsx';
import { lastLoginText } from './member-texts.ts';
import type { Agent } from './team-types.ts';

export const agentListRules: ListStateRules = {
  filterKeys: ['status'],
  sortFields: ['name', 'email', 'territory', 'commissionRate', 'clientCount', 'createdAt', 'lastLoginAt'],
  defaultSort: { field: 'name', direction: 'asc' },
};

/** '12 clients', '1 client', '0 client' (French plural rules: 0 and 1 are singular). */
export const clientCountText = (t: TFunction, agent: Pick<Agent, 'clientCount'>) =>
  t('team.agents.list.clients', { count: agent.clientCount });

function agentCard(agent: Agent, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="agent-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {agent.name}
        </Typography>
        <MemberStatusChip status={agent.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[agent.territory, agent.email].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2">
        {[
          clientCountText(t, agent),
          agent.commissionRate === null
            ? null
            : t('team.agents.list.commission', { rate: formatCommission(agent.commissionRate) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${t('team.agents.list.columns.lastLoginAt')} : ${lastLoginText(t, agent.lastLoginAt)}`}
      </Typography>
    </Box>
  );
}

export function agentListDefinition(t: TFunction): ListDefinition<Agent> {
  const header = (field: string) => t(`team.agents.list.columns.${field}`);
  return {
    id: 'team-agents',
    resource: '/v1/agents',
    rules: agentListRules,
    columns: [
      { field: 'name', headerName: header('name'), flex: 1, minWidth: 180, hideable: false },
      { field: 'email', headerName: header('email'), flex: 1, minWidth: 200 },
      { field: 'territory', headerName: header('territory'), minWidth: 160 },
      {
        field: 'commissionRate',
        headerName: header('commissionRate'),
        type: 'number',
        minWidth: 130,
        valueFormatter: (value) => formatCommission(typeof value === 'number' ? value : null),
      },
      { field: 'clientCount', headerName: header('clientCount'), type: 'number', minWidth: 100 },
      {
        field: 'status',
        headerName: header('status'),
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => <MemberStatusChip status={row.status} />,
      },
      {
        field: 'lastLoginAt',
        headerName: header('lastLoginAt'),
        minWidth: 160,
        valueGetter: (_value, agent) => lastLoginText(t, agent.lastLoginAt),
      },
    ],
    filters: [
      {
        key: 'status',
        label: t('team.agents.list.filterStatus'),
        options: [
          { value: 'invited', label: t('team.status.invited') },
          { value: 'active', label: t('team.status.active') },
        ],
      },
    ],
    exportFormats: ['csv', 'xlsx'],
    rowLink: (agent) => `/dashboard/agents/${encodeURIComponent(agent.id)}`,
    card: (agent) => agentCard(agent, t),
  };
}
