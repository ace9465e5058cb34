// spec §2 /dashboard/clients (owner, agent, iam; an agent's list holds only the clients assigned to them): the
// shop's clients and prospects in the list kit. The loader reads the page of rows the URL names, and what the
// filters offer (the shop's typologies, agents and tags), on the server.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasPermission } from '@sarment/domain/access';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, redirect } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { type ApiClient, apiGet, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/clients-list-route';
import {
  type ClientFilterChoices,
  clientListDefinition,
  clientListRules,
  singleValueFilters,
} from './client-list.tsx';
import type { ClientRow, ShopAgent, ShopTypology } from './client-types.ts';
import * as clientsTexts from './clients-i18n.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const single = keepLastChoice(url);
  if (single) throw redirect(single);
  const [list, choices] = await Promise.all([
    loadList<ClientRow>(context.api, '/v1/clients', clientListRules, url),
    loadClientChoices(context.api, true),
  ]);
  return { list, choices: { ...choices, tags: tagsOf(list.rows, list.state.filters.tag ?? []) } };
}

interface ShopTypologiesAnswer {
  typologies?: Record<string, { name: string }>;
}

/**
 * Some filters take one value (pro or not, a day), but the kit's filter selects add choices: the last one wins. Answers the
 * page's URL with only that one, or null when the URL is fine as it is.
 */
export function keepLastChoice(url: URL): string | null {
  let changed = false;
  const params = new URLSearchParams(url.search);
  for (const key of singleValueFilters) {
    const values = params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .filter(Boolean);
    if (values.length > 1) {
      params.set(key, values[values.length - 1] as string);
      changed = true;
    }
  }
  return changed ? `${url.pathname}?${params}` : null;
}

/**
 * The tags the tag filter offers: those of the clients shown and those already chosen (the API names no list of
 * the shop's tags).
 */
export function tagsOf(rows: readonly { tags: string[] }[], chosen: readonly string[]): string[] {
  return [...new Set([...chosen, ...rows.flatMap((row) => row.tags)])].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );
}

/**
 * The shop's typologies, agents and marketing lists; whatever a member may not read stays empty (the lists answer
 * 422 without the campaigns integration; without createList the bulk action would be refused, so none are offered).
 */
export async function loadClientChoices(api: ApiClient, withLists: boolean): Promise<ClientFilterChoices> {
  const [shop, agents, lists] = await Promise.all([
    apiGet<ShopTypologiesAnswer>(api, '/v1/shops/me'),
    apiGet<ShopAgent[]>(api, '/v1/agents'),
    withLists ? apiGet<{ id: string; name: string }[]>(api, '/v1/lists?pageSize=100') : Promise.resolve(null),
  ]);
  const typologies: ShopTypology[] =
    shop.ok && shop.data.typologies
      ? Object.entries(shop.data.typologies).map(([key, typology]) => ({ key, name: typology.name }))
      : [];
  return {
    typologies,
    agents: agents.ok && Array.isArray(agents.data) ? agents.data : [],
    tags: [],
    marketingLists:
      lists?.ok && Array.isArray(lists.data)
        ? lists.data.map((list) => ({ id: list.id, name: list.name }))
        : [],
    today: parisDateOf(new Date()),
  };
}

export function meta() {
  return [{ title: 'Clients — Sarment' }];
}

export default function ClientsListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ clients: clientsTexts, list: listTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const canCreate = hasPermission(user, shop, 'createClient');
  const canWriteLists = hasPermission(user, shop, 'createList');
  const definition = useMemo(
    () =>
      clientListDefinition(
        t,
        canWriteLists ? loaderData.choices : { ...loaderData.choices, marketingLists: [] },
        {
          canWrite: canCreate,
          canAssignAgent: loaderData.choices.agents.length > 0,
          api: browserApi,
          popup,
          notify: snackbars.show,
        },
      ),
    [t, loaderData.choices, canCreate, canWriteLists, popup, snackbars],
  );
  const create = (to: string, label: string, testId: string) => (
    <Button component={RouterLink} to={to} variant="outlined" size="small" data-testid={testId}>
      {label}
    </Button>
  );
  return (
    <ListPage
      definition={definition}
      data={loaderData.list}
      title={t('clients.list.title')}
      actions={
        canCreate ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {create('/dashboard/clients/add', t('clients.list.createIndividual'), 'create-individual')}
            {create('/dashboard/clients/add?isPro=true', t('clients.list.createPro'), 'create-pro')}
            {create(
              '/dashboard/clients/add?pipe=Prospect',
              t('clients.list.createProspect'),
              'create-prospect',
            )}
          </Box>
        ) : null
      }
    />
  );
}
