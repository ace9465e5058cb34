// The two lists of the marketing pages in the list kit: the shop's lists (GET /v1/lists) and one list's
// members (GET /v1/lists/{id}/members), with their exports.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { BulkAction, ListDefinition } from '../kit/list-definition.ts';
import { formatDateTime, formatNumber } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import type { MarketingList, MarketingListMember } from './marketing-types.ts';

export const marketingListRules: ListStateRules = {
  filterKeys: [],
  sortFields: ['name', 'members', 'createdAt'],
  defaultSort: { field: 'name', direction: 'asc' },
};

export const memberListRules: ListStateRules = {
  filterKeys: ['consent'],
  sortFields: ['name', 'addedAt'],
  defaultSort: { field: 'name', direction: 'asc' },
};

const countColumn = {
  type: 'number' as const,
  minWidth: 110,
  valueFormatter: (value: number) => formatNumber(value),
};

/** '2 membres · 1 joignable': each count with its own plural. */
export const listCounts = (t: TFunction, list: Pick<MarketingList, 'members' | 'reachable'>) =>
  `${t('marketing.lists.members', { count: list.members })} · ${t('marketing.lists.reachable', { count: list.reachable })}`;

function listCard(list: MarketingList, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="marketing-list-card">
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {list.name}
      </Typography>
      {list.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {list.description}
        </Typography>
      ) : null}
      <Typography variant="body2">{listCounts(t, list)}</Typography>
    </Box>
  );
}

export function marketingListDefinition(t: TFunction): ListDefinition<MarketingList> {
  const header = (field: string) => t(`marketing.lists.columns.${field}`);
  return {
    id: 'marketing-lists',
    resource: '/v1/lists',
    rules: marketingListRules,
    columns: [
      { field: 'name', headerName: header('name'), flex: 1, minWidth: 200, hideable: false },
      { field: 'description', headerName: header('description'), flex: 2, minWidth: 200, sortable: false },
      { field: 'members', headerName: header('members'), ...countColumn },
      {
        field: 'reachable',
        headerName: header('reachable'),
        description: t('marketing.lists.reachableHint'),
        sortable: false,
        ...countColumn,
      },
      {
        field: 'createdAt',
        headerName: header('createdAt'),
        minWidth: 150,
        valueFormatter: (value: string) => formatDateTime(value),
      },
    ],
    filters: [],
    exportFormats: ['csv', 'xlsx'],
    rowLink: (list) => `/dashboard/crm/lists/${encodeURIComponent(list.id)}`,
    card: (list) => listCard(list, t),
  };
}

function ConsentChip({ member, t }: { member: MarketingListMember; t: TFunction }) {
  return member.client.marketingConsent ? (
    <Chip size="small" color="success" variant="outlined" label={t('marketing.members.consentYes')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('marketing.members.consentNo')} />
  );
}

function memberCard(member: MarketingListMember, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="marketing-member-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {member.client.displayName}
        </Typography>
        <ConsentChip member={member} t={t} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[member.client.email, member.client.city].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

export function memberListDefinition(
  t: TFunction,
  listId: string,
  bulkActions: BulkAction<MarketingListMember>[],
): ListDefinition<MarketingListMember> {
  const header = (field: string) => t(`marketing.members.columns.${field}`);
  return {
    id: 'marketing-list-members',
    resource: `/v1/lists/${encodeURIComponent(listId)}/members`,
    rules: memberListRules,
    columns: [
      {
        field: 'name',
        headerName: header('name'),
        flex: 2,
        minWidth: 220,
        hideable: false,
        valueGetter: (_v, member) => member.client.displayName,
      },
      {
        field: 'email',
        headerName: header('email'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_v, member) => member.client.email ?? '',
      },
      {
        field: 'city',
        headerName: header('city'),
        minWidth: 130,
        sortable: false,
        valueGetter: (_v, member) => member.client.city ?? '',
      },
      {
        field: 'consent',
        headerName: header('consent'),
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) => <ConsentChip member={row} t={t} />,
      },
      {
        field: 'addedAt',
        headerName: header('addedAt'),
        minWidth: 150,
        valueFormatter: (value: string) => formatDateTime(value),
      },
    ],
    filters: [
      {
        key: 'consent',
        label: t('marketing.members.filterConsent'),
        options: [
          { value: 'true', label: t('marketing.members.consentYes') },
          { value: 'false', label: t('marketing.members.consentNo') },
        ],
      },
    ],
    bulkActions,
    exportFormats: ['csv', 'xlsx'],
    rowLink: (member) => `/dashboard/clients/${encodeURIComponent(member.client.id)}`,
    card: (member) => memberCard(member, t),
  };
}
