// spec §2 /dashboard/orders: a buyer's own orders at every producer (features/cart's page); for an owner, iam or
// agent, the shop's orders — shop and back office — in the list kit (search, filters, sort, paging, exports).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasPermission } from '@sarment/domain/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, redirect } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import { type SessionUser, useSessionShop, useSessionUser } from '../auth/session.ts';
import * as cartTexts from '../cart/i18n.ts';
import BuyerOrders, { loader as buyerOrdersLoader } from '../cart/orders-list-route.tsx';
import * as clientsTexts from '../crm/clients-i18n.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import type { Route } from './+types/orders-route';
import { keepLastSalesChoice, loadSalesChoices } from './sales-choices.ts';
import * as salesTexts from './sales-i18n.ts';
import { orderListDefinition, orderListRules, singleValueSalesFilters } from './sales-lists.tsx';
import type { OrderRow } from './sales-types.ts';

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const me = await apiGet<SessionUser>(context.api, '/v1/users/me');
  if (!me.ok || me.data.role === 'buyer' || me.data.role === 'admin') {
    return { view: 'buyer' as const, buyer: await buyerOrdersLoader(args) };
  }
  const url = new URL(request.url);
  const single = keepLastSalesChoice(url, singleValueSalesFilters);
  if (single) throw redirect(single);
  const [list, choices] = await Promise.all([
    loadList<OrderRow>(context.api, '/v1/orders', orderListRules, url),
    loadSalesChoices(context.api, me.data.role === 'owner' || me.data.role === 'iam'),
  ]);
  return { view: 'shop' as const, list, choices };
}

export function meta() {
  return [{ title: 'Commandes — Sarment' }];
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ cart: cartTexts, clients: clientsTexts, list: listTexts, sales: salesTexts });
  if (loaderData.view === 'buyer') return <BuyerOrders loaderData={loaderData.buyer} />;
  return <ShopOrders list={loaderData.list} choices={loaderData.choices} />;
}

function ShopOrders({
  list,
  choices,
}: {
  list: Awaited<ReturnType<typeof loadList<OrderRow>>>;
  choices: Awaited<ReturnType<typeof loadSalesChoices>>;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const definition = useMemo(() => orderListDefinition(t, choices), [t, choices]);
  const create = (permission: 'createQuote' | 'createOrder' | 'billOrder', query: string, label: string) =>
    hasPermission(user, shop, permission) ? (
      <Button component={RouterLink} to={`/dashboard/orders/add${query}`} variant="outlined" size="small">
        {label}
      </Button>
    ) : null;
  return (
    <ListPage
      definition={definition}
      data={list}
      title={t('sales.lists.order')}
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {create('createQuote', '?subType=quote', t('sales.create.quote'))}
          {create('createOrder', '', t('sales.create.order'))}
          {create('billOrder', '?subType=bill', t('sales.create.bill'))}
        </Box>
      }
    />
  );
}
