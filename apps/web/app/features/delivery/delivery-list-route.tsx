// spec §2 /dashboard/delivery (owner, iam with manageDelivery): the shop's shipments in the list kit. A new
// shipment starts from an order (its 'Expédier' button, /dashboard/delivery/new?order=<id>).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../../i18n/back-office-texts.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import type { Route } from './+types/delivery-list-route';
import * as deliveryTexts from './delivery-i18n.ts';
import { deliveryListDefinition, deliveryListRules } from './delivery-list.tsx';
import type { Shipment } from './delivery-types.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // the periods' first days are the server's today, so the page hydrates with the same choices
  return {
    list: await loadList<Shipment>(context.api, '/v1/shipments', deliveryListRules, url),
    today: new Date().toISOString(),
  };
}

export function meta() {
  return [{ title: 'Expéditions — Sarment' }];
}

export default function DeliveryListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ delivery: deliveryTexts, list: listTexts });
  const { t } = useTranslation();
  const definition = useMemo(
    () => deliveryListDefinition(t, new Date(loaderData.today)),
    [t, loaderData.today],
  );
  return <ListPage definition={definition} data={loaderData.list} title={t('delivery.title')} />;
}
