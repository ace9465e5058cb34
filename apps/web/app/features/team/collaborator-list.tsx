// The shop's collaborators in the list kit (GET /v1/collaborators): name, e-mail, job title, manager, how many
// rights, status and last login; search, status and right filters, sort, paging, CSV/XLSX exports, cards on phones.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { permissions } from '@sarment/domain/access';
import type { TFunction } from 'i18next';
import type { ListDefinition } from '../kit/list-definition.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import { MemberStatusChip } from './member-status.tsx';
import { lastLoginText } from './member-texts.ts';
import type { Collaborator } from './team-types.ts';

export const collaboratorListRules: ListStateRules = {
  filterKeys: ['status', 'permission'],
  sortFields: ['name', 'email', 'jobTitle', 'createdAt', 'lastLoginAt'],
  defaultSort: { field: 'name', direction: 'asc' },
};

/** '7 droits', '1 droit', '0 droit' (French plural rules: 0 and 1 are singular). */
export const rightsCount = (t: TFunction, collaborator: Pick<Collaborator, 'permissions'>) =>
  t('team.list.rights', { count: collaborator.permissions.length });

const lastLogin = (t: TFunction, collaborator: Collaborator) => lastLoginText(t, collaborator.lastLoginAt);

function collaboratorCard(collaborator: Collaborator, t: TFunction) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="collaborator-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {collaborator.name}
        </Typography>
        <MemberStatusChip status={collaborator.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[collaborator.jobTitle, collaborator.email].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2">
        {[
          rightsCount(t, collaborator),
          collaborator.manager ? t('team.list.reportsTo', { name: collaborator.manager.name }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${t('team.list.columns.lastLoginAt')} : ${lastLogin(t, collaborator)}`}
      </Typography>
    </Box>
  );
}

/** The list; `permissionLabel` names a right ('Voir toutes les commandes') for the right filter. */
export function collaboratorListDefinition(
  t: TFunction,
  permissionLabel: (key: string) => string,
): ListDefinition<Collaborator> {
  const header = (field: string) => t(`team.list.columns.${field}`);
  return {
    id: 'team-collaborators',
    resource: '/v1/collaborators',
    rules: collaboratorListRules,
    columns: [
      { field: 'name', headerName: header('name'), flex: 1, minWidth: 180, hideable: false },
      { field: 'email', headerName: header('email'), flex: 1, minWidth: 200 },
      { field: 'jobTitle', headerName: header('jobTitle'), minWidth: 150 },
      {
        field: 'manager',
        headerName: header('manager'),
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, collaborator) => collaborator.manager?.name ?? '',
      },
      {
        field: 'permissions',
        headerName: header('permissions'),
        minWidth: 110,
        sortable: false,
        valueGetter: (_value, collaborator) => rightsCount(t, collaborator),
      },
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
        valueGetter: (_value, collaborator) => lastLogin(t, collaborator),
      },
    ],
    filters: [
      {
        key: 'status',
        label: t('team.list.filterStatus'),
        options: [
          { value: 'invited', label: t('team.status.invited') },
          { value: 'active', label: t('team.status.active') },
        ],
      },
      {
        key: 'permission',
        label: t('team.list.filterPermission'),
        options: permissions.map((permission) => ({
          value: permission,
          label: permissionLabel(`permission.${permission}`),
        })),
      },
    ],
    exportFormats: ['csv', 'xlsx'],
    rowLink: (collaborator) => `/dashboard/collaborators/${encodeURIComponent(collaborator.id)}`,
    card: (collaborator) => collaboratorCard(collaborator, t),
  };
}
