// spec §2 /dashboard/stocks/allocations (seeAllStock, stocks integration): quantities of scarce wines reserved for
// a client, an agent's clients or a market; createWarehouse adds, changes and removes them in a dialog. The list's
// row opens its allocation (`?edit=<id>`, the list's query kept).
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@sarment/domain/access';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import * as productListTexts from '../catalogue/product-list-i18n.ts';
import * as formTexts from '../kit/form-i18n.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/allocations-route';
import { type AllocationChoices, AllocationDialog } from './allocation-dialog.tsx';
import { allocationListDefinition, allocationListRules } from './allocation-list.tsx';
import type { StockAllocation } from './stock-types.ts';
import * as stocksTexts from './stocks-i18n.ts';

interface AgentRow {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const editId = url.searchParams.get('edit');
  const [list, agents, typologies, editing] = await Promise.all([
    loadList<StockAllocation>(context.api, '/v1/allocations', allocationListRules, url),
    apiGet<AgentRow[]>(context.api, '/v1/agents'),
    apiGet<{ key: string; name: string }[]>(context.api, '/v1/tarifs/typologies'),
    editId && editId !== 'new'
      ? apiGet<StockAllocation>(context.api, `/v1/allocations/${encodeURIComponent(editId)}`)
      : null,
  ]);
  const choices: AllocationChoices = {
    agents:
      agents.ok && Array.isArray(agents.data)
        ? agents.data.map((agent) => ({
            id: agent.id,
            name: [agent.lastname, agent.firstname].filter(Boolean).join(' ') || agent.email,
          }))
        : [],
    markets:
      typologies.ok && Array.isArray(typologies.data)
        ? typologies.data.map((typology) => ({ id: typology.key, name: typology.name }))
        : [],
  };
  return {
    list,
    choices,
    editing: editId === 'new' ? ('new' as const) : editing?.ok ? editing.data : null,
  };
}

export function meta() {
  return [{ title: 'Allocations — Sarment' }];
}

export default function AllocationsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ form: formTexts, list: listTexts, productList: productListTexts, stocks: stocksTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const snackbars = useSnackbar();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const canWrite = hasPermission(user, shop, 'createWarehouse');
  const search = location.search;
  const linkTo = useCallback(
    (id: string) => {
      const params = new URLSearchParams(search);
      params.set('edit', id);
      return `/dashboard/stocks/allocations?${params.toString()}`;
    },
    [search],
  );
  const definition = useMemo(
    () => allocationListDefinition(t, (allocation) => linkTo(allocation.id)),
    [t, linkTo],
  );
  const close = (result: 'saved' | 'removed' | null) => {
    const params = new URLSearchParams(location.search);
    params.delete('edit');
    const query = params.toString();
    navigate(`/dashboard/stocks/allocations${query ? `?${query}` : ''}`, { replace: true });
    if (result) {
      snackbars.show(t(`stocks.allocations.${result}`), 'success');
      void revalidator.revalidate();
    }
  };
  return (
    <>
      <ListPage
        definition={definition}
        data={loaderData.list}
        title={t('stocks.allocations.title')}
        actions={
          <>
            <Button component={RouterLink} to="/dashboard/stocks">
              {t('stocks.title')}
            </Button>
            {canWrite ? (
              <Button
                component={RouterLink}
                to={linkTo('new')}
                variant="contained"
                data-testid="allocation-create"
              >
                {t('stocks.allocations.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('stocks.allocations.intro')}
      </Typography>
      {loaderData.editing ? (
        <AllocationDialog
          key={loaderData.editing === 'new' ? 'new' : loaderData.editing.id}
          allocation={loaderData.editing === 'new' ? null : loaderData.editing}
          choices={loaderData.choices}
          canWrite={canWrite}
          onClose={close}
        />
      ) : null}
    </>
  );
}
