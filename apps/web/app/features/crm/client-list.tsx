// spec §1, §2 /dashboard/clients: the shop's clients and prospects in the list kit. The rows are GET /v1/clients
// (an agent's answer holds only the clients assigned to them), the export GET /v1/clients/export.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { departmentCodes } from '@sarment/domain/reference/geography';
import { addDays } from '@sarment/domain/reference/plain-date';
import type { TFunction } from 'i18next';
import { type ApiClient, apiRequest } from '../../lib/api.ts';
import type { BulkAction, ListColumn, ListDefinition, ListFilter } from '../kit/list-definition.ts';
import { formatDateTime } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import type { PopupApi } from '../popup/popup-provider.tsx';
import type { ClientBulkBody, ClientRow, ShopAgent, ShopTypology } from './client-types.ts';

/** The words of the list's URL and API query. */
export const clientListRules: ListStateRules = {
  filterKeys: ['typology', 'isPro', 'pipe', 'agent', 'department', 'tag', 'lastOrderFrom', 'noOrderSince'],
  sortFields: ['name', 'city', 'lastOrderAt', 'lastContactAt', 'createdAt'],
  defaultSort: { field: 'name', direction: 'asc' },
};

/** The periods the date filters offer, in days back from today (Paris): a filter's value is that Paris day. */
export const orderPeriods = [30, 90, 180, 365] as const;

/** Filters the API takes one value of (pro or not, a day): a second choice replaces the first (the list's loader). */
export const singleValueFilters = ['isPro', 'lastOrderFrom', 'noOrderSince'] as const;

/** What the filters offer beside the fixed lists: the shop's typologies, agents and tags, and today in Paris. */
export interface ClientFilterChoices {
  typologies: ShopTypology[];
  agents: ShopAgent[];
  tags: string[];
  /** the shop's marketing lists, for 'add to a marketing list' (empty when the caller may not write them) */
  marketingLists: { id: string; name: string }[];
  /** YYYY-MM-DD, read once by the loader so the server and the browser offer the same days */
  today: string;
}

/** An agent as a person reads them: first and last name, else the e-mail. */
export function agentName(agent: Pick<ShopAgent, 'email' | 'firstname' | 'lastname' | 'username'>): string {
  const name = [agent.firstname, agent.lastname].filter(Boolean).join(' ').trim();
  return name || agent.username || agent.email;
}

function typologyName(choices: ClientFilterChoices, key: string | null): string {
  if (!key) return '';
  return choices.typologies.find((typology) => typology.key === key)?.name ?? key;
}

function rowAgentName(choices: ClientFilterChoices, row: ClientRow): string {
  if (!row.agent) return '';
  const known = choices.agents.find((agent) => agent.id === row.agent?.id);
  return row.agent.name ?? (known ? agentName(known) : '');
}

function ClientName({ row, t }: { row: ClientRow; t: TFunction }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        {row.displayName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(row.isPro ? 'clients.list.kinds.pro' : 'clients.list.kinds.individual')}
      </Typography>
    </Box>
  );
}

function PipeChip({ row, t }: { row: ClientRow; t: TFunction }) {
  return row.pipe === 'Prospect' ? (
    // dark text on the orange: the outlined orange text read at 2.3:1 (axe, WCAG AA asks 4.5:1)
    <Chip
      size="small"
      label={t('clients.list.pipes.Prospect')}
      sx={{ bgcolor: 'warning.main', color: '#1d2433', fontWeight: 600 }}
    />
  ) : null;
}

function clientCard(row: ClientRow, t: TFunction, choices: ClientFilterChoices) {
  const place = [row.city, row.department].filter(Boolean).join(' · ');
  const selling = [typologyName(choices, row.typology), rowAgentName(choices, row)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <ClientName row={row} t={t} />
        <PipeChip row={row} t={t} />
      </Box>
      {(row.email || row.phone) && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {[row.email, row.phone].filter(Boolean).join(' · ')}
        </Typography>
      )}
      {(place || selling) && (
        <Typography variant="body2" color="text.secondary">
          {[place, selling].filter(Boolean).join(' — ')}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('clients.list.columns.lastOrderAt')} :{' '}
        {row.lastOrderAt ? formatDateTime(row.lastOrderAt) : t('clients.list.noOrder')}
      </Typography>
    </Box>
  );
}

function columnsOf(t: TFunction, choices: ClientFilterChoices): ListColumn<ClientRow>[] {
  const header = (field: string) => t(`clients.list.columns.${field}`);
  return [
    {
      field: 'name',
      headerName: header('name'),
      flex: 2,
      minWidth: 220,
      hideable: false,
      valueGetter: (_v, row) => row.displayName,
      renderCell: ({ row }) => <ClientName row={row} t={t} />,
    },
    {
      field: 'pipe',
      headerName: header('pipe'),
      minWidth: 100,
      sortable: false,
      renderCell: ({ row }) => <PipeChip row={row} t={t} />,
    },
    { field: 'email', headerName: header('email'), minWidth: 180, flex: 1 },
    { field: 'phone', headerName: header('phone'), minWidth: 130 },
    {
      field: 'typology',
      headerName: header('typology'),
      minWidth: 120,
      valueGetter: (_v, row) => typologyName(choices, row.typology),
    },
    {
      field: 'agent',
      headerName: header('agent'),
      minWidth: 130,
      valueGetter: (_v, row) => rowAgentName(choices, row),
    },
    { field: 'city', headerName: header('city'), minWidth: 120 },
    { field: 'department', headerName: header('department'), minWidth: 110, hiddenByDefault: true },
    {
      field: 'tags',
      headerName: header('tags'),
      minWidth: 140,
      hiddenByDefault: true,
      valueGetter: (_v, row) => row.tags.join(', '),
    },
    {
      field: 'lastOrderAt',
      headerName: header('lastOrderAt'),
      minWidth: 140,
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

function filtersOf(t: TFunction, choices: ClientFilterChoices): ListFilter[] {
  const label = (key: string) => t(`clients.list.filters.${key}`);
  const period = (days: number) => t(`clients.list.periods.days${days}`);
  return [
    {
      key: 'typology',
      label: label('typology'),
      options: choices.typologies.map((typology) => ({ value: typology.key, label: typology.name })),
    },
    {
      key: 'isPro',
      label: label('isPro'),
      options: [
        { value: 'true', label: t('clients.list.kinds.pro') },
        { value: 'false', label: t('clients.list.kinds.individual') },
      ],
    },
    {
      key: 'pipe',
      label: label('pipe'),
      options: (['Client', 'Prospect'] as const).map((pipe) => ({
        value: pipe,
        label: t(`clients.list.pipes.${pipe}`),
      })),
    },
    // no agent to choose (a shop without agents, or an agent, who sees only their own clients): no Agent filter
    ...(choices.agents.length === 0
      ? []
      : [
          {
            key: 'agent',
            label: label('agent'),
            options: [
              { value: 'none', label: t('clients.list.noAgent') },
              ...choices.agents.map((agent) => ({ value: agent.id, label: agentName(agent) })),
            ],
          },
        ]),
    {
      key: 'department',
      label: label('department'),
      options: departmentCodes.map((code) => ({ value: code, label: code })),
    },
    { key: 'tag', label: label('tag'), options: choices.tags.map((tag) => ({ value: tag, label: tag })) },
    {
      key: 'lastOrderFrom',
      label: label('lastOrderFrom'),
      options: orderPeriods.map((days) => ({
        value: addDays(choices.today, -days),
        label: t('clients.list.lastOrderWithin', { period: period(days) }),
      })),
    },
    {
      key: 'noOrderSince',
      label: label('noOrderSince'),
      options: orderPeriods.map((days) => ({ value: addDays(choices.today, -days), label: period(days) })),
    },
  ];
}

interface BulkAnswer {
  updated?: number;
  message?: string;
}

/** Runs one bulk action; answers the number changed, or the API's French refusal (then nothing changed). */
export async function runClientBulk(
  api: ApiClient,
  body: ClientBulkBody,
): Promise<{ updated: number; refusal: string | null }> {
  const answer = await apiRequest<BulkAnswer>(api, 'POST', '/v1/clients/bulk', body);
  if (!answer.ok) return { updated: 0, refusal: answer.data?.message ?? 'Une erreur est survenue' };
  return { updated: answer.data.updated ?? 0, refusal: null };
}

/** What the bulk actions need from the page: the API, the global popup and the snackbars. */
export interface ClientBulkDeps {
  api: ApiClient;
  popup: Pick<PopupApi, 'open'>;
  notify: (message: string, severity: 'success') => void;
}

type BulkKind = 'agent' | 'typology' | 'tag' | 'list';

/**
 * Asks for the agent, typology, tag or marketing list (the global popup names the count), then changes the clients
 * at once.
 */
export function clientBulkAction(
  t: TFunction,
  kind: BulkKind,
  choices: ClientFilterChoices,
  deps: ClientBulkDeps,
): BulkAction<ClientRow> {
  const label = t(`clients.list.bulk.${kind}`);
  const field = t(`clients.list.bulkFields.${kind}`);
  return {
    id: kind,
    label,
    async run(rows, onProgress) {
      const answer = await deps.popup.open({
        title: label,
        text: t('clients.list.bulkConfirm', { count: rows.length }),
        confirmLabel: label,
        small: true,
        ...(kind === 'tag'
          ? { textField: { label: field, required: true } }
          : {
              select: {
                label: field,
                required: true,
                options:
                  kind === 'agent'
                    ? choices.agents.map((agent) => ({ value: agent.id, label: agentName(agent) }))
                    : kind === 'list'
                      ? choices.marketingLists.map((list) => ({ value: list.id, label: list.name }))
                      : choices.typologies.map((typology) => ({ value: typology.key, label: typology.name })),
              },
            }),
      });
      if (!answer) return null;
      const value = kind === 'tag' ? answer.text.trim() : answer.select;
      if (!value) return null;
      const ids = rows.map((row) => row.id);
      const body: ClientBulkBody =
        kind === 'agent'
          ? { action: 'assignAgent', ids, agent: { id: value } }
          : kind === 'typology'
            ? { action: 'setTypology', ids, typology: value }
            : kind === 'list'
              ? { action: 'addToList', ids, list: { id: value } }
              : { action: 'addTag', ids, tag: value };
      const { updated, refusal } = await runClientBulk(deps.api, body);
      // a refused action changes nothing: its message shows in the list's alert
      if (refusal) return refusal;
      onProgress?.(rows.length);
      deps.notify(
        t(kind === 'list' ? 'clients.list.bulkAdded' : 'clients.list.bulkDone', { count: updated }),
        'success',
      );
      return null;
    },
  };
}

export function clientListDefinition(
  t: TFunction,
  choices: ClientFilterChoices,
  options: { canWrite: boolean; canAssignAgent: boolean } & ClientBulkDeps,
): ListDefinition<ClientRow> {
  const kinds: BulkKind[] = options.canWrite
    ? [
        ...(options.canAssignAgent ? (['agent'] as const) : []),
        'typology',
        'tag',
        ...(choices.marketingLists.length > 0 ? (['list'] as const) : []),
      ]
    : [];
  return {
    id: 'clients',
    resource: '/v1/clients',
    rules: clientListRules,
    columns: columnsOf(t, choices),
    filters: filtersOf(t, choices),
    bulkActions: kinds.map((kind) => clientBulkAction(t, kind, choices, options)),
    exportFormats: ['csv', 'xlsx'],
    rowLink: (row) => `/dashboard/clients/${encodeURIComponent(row.id)}`,
    card: (row) => clientCard(row, t, choices),
  };
}
