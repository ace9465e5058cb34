// spec §2 /dashboard/products (owner, agent, iam): the shop's products in the list kit. The loader reads the page
// of rows the URL names, and the shop's ranges and vintages for the filters, on the server.

import Button from '@mui/material/Button';
import type { productFilters } from '@sarment/api';
import { hasPermission } from '@sarment/domain/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, browserApi } from '../../lib/api.ts';
import { type SessionUser, useSessionShop, useSessionUser } from '../auth/session.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/products-list-route';
import {
  type ProductFilterChoices,
  productListDefinition,
  productListRules,
  type StaffProduct,
} from './product-list.tsx';
import * as productListTexts from './product-list-i18n.ts';

/** GET /v1/shops/{id}/product-filters: the groups the filters offer (ranges, vintages). */
type ProductFiltersAnswer = Pick<z.output<typeof productFilters>, 'groups'>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [list, choices] = await Promise.all([
    loadList<StaffProduct>(context.api, '/v1/products', productListRules, url),
    loadFilterChoices(context.api, url.searchParams.get('shopId')),
  ]);
  return { list, choices };
}

/** The ranges and vintages the shop's products carry (the filters offer only those). */
async function loadFilterChoices(
  api: Route.LoaderArgs['context']['api'],
  shopId: string | null,
): Promise<ProductFilterChoices> {
  const none = { gammes: [], vintages: [] };
  let id = shopId;
  if (!id) {
    const me = await apiGet<SessionUser>(api, '/v1/users/me');
    id = me.ok ? (me.data.shops[0]?.id ?? null) : null;
  }
  if (!id) return none;
  const answer = await apiGet<ProductFiltersAnswer>(
    api,
    `/v1/shops/${encodeURIComponent(id)}/product-filters`,
  );
  if (!answer.ok) return none;
  const options = (group: string) =>
    (answer.data.groups.find((g) => g.id === group)?.options ?? []).map(({ value, label }) => ({
      value,
      label,
    }));
  return { gammes: options('range'), vintages: options('vintage') };
}

export function meta() {
  return [{ title: 'Produits — Sarment' }];
}

export default function ProductsListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, productList: productListTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const canCreate = hasPermission(user, shop, 'createProduct');
  const definition = useMemo(
    () =>
      productListDefinition(t, loaderData.choices, {
        canWrite: canCreate,
        api: browserApi,
        popup,
        notify: snackbars.show,
      }),
    [t, loaderData.choices, canCreate, popup, snackbars],
  );
  return (
    <ListPage
      definition={definition}
      data={loaderData.list}
      title={t('productList.title')}
      actions={
        canCreate ? (
          <Button
            component={RouterLink}
            to="/dashboard/products/add"
            variant="contained"
            data-testid="create-product"
          >
            {t('productList.create')}
          </Button>
        ) : null
      }
    />
  );
}
