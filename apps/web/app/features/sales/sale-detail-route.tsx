// /dashboard/orders/{id} (spec §2: buyer, owner, agent, iam): one page for an order or any sales document, the id
// naming its kind (ord_, qte_, bil_, dpb_, crn_). A buyer sees their own order (features/cart's page); the shop
// sees the order or the document with its actions (order-page.tsx, document-page.tsx).
import { data } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import type { SessionUser } from '../auth/session.ts';
import type { OrderDetail } from '../cart/cart-api-types.ts';
import * as cartTexts from '../cart/i18n.ts';
import BuyerOrder, { loader as buyerOrderLoader } from '../cart/order-detail-route.tsx';
import * as deliveryTexts from '../delivery/delivery-i18n.ts';
import * as formTexts from '../kit/form-i18n.ts';
import * as listTexts from '../kit/list-i18n.ts';
import * as receivablesTexts from '../payments/receivables-i18n.ts';
import type { Route } from './+types/sale-detail-route';
import * as salesEditorTexts from './document-editor-i18n.ts';
import { DocumentPage } from './document-page.tsx';
import { OrderPage } from './order-page.tsx';
import * as salesTexts from './sales-i18n.ts';
import {
  type DocumentChain,
  kindApiPath,
  kindOfId,
  type OrderPage as OrderPageData,
  type SalesDocument,
} from './sales-types.ts';

const notFound = () => data(null, { status: 404 });

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const kind = kindOfId(params.id);
  if (!kind || kind === 'sample' || kind === 'shipment') throw notFound();
  const me = await apiGet<SessionUser>(context.api, '/v1/users/me');
  const role = me.ok ? me.data.role : 'buyer';
  const staff = role === 'owner' || role === 'iam' || role === 'agent';
  const id = encodeURIComponent(params.id);
  if (kind === 'order') {
    if (!staff) return { view: 'buyer' as const, buyer: await buyerOrderLoader(args as never) };
    const [page, detail] = await Promise.all([
      apiGet<OrderPageData>(context.api, `/v1/orders/${id}/documents`),
      apiGet<OrderDetail>(context.api, `/v1/orders/${id}`),
    ]);
    if (!page.ok) throw notFound();
    return { view: 'order' as const, order: page.data, detail: detail.ok ? detail.data : null };
  }
  if (!staff) throw notFound();
  const [document, chain] = await Promise.all([
    apiGet<SalesDocument>(context.api, `/v1/${kindApiPath[kind]}/${id}`),
    apiGet<DocumentChain>(context.api, `/v1/sales-documents/${id}/chain`),
  ]);
  if (!document.ok) throw notFound();
  return {
    view: 'document' as const,
    document: document.data,
    chain: chain.ok ? chain.data : { order: null, documents: [] },
  };
}

const kindTitles: Record<string, string> = {
  quote: 'Devis',
  bill: 'Facture',
  depositBill: "Facture d'acompte",
  creditNote: 'Avoir',
};

export function meta({ data: loaded }: Route.MetaArgs) {
  if (loaded?.view === 'document') {
    const { document } = loaded;
    return [{ title: `${kindTitles[document.kind] ?? ''} ${document.number ?? 'brouillon'} — Sarment` }];
  }
  if (loaded?.view === 'order') return [{ title: `Commande ${loaded.order.number ?? ''} — Sarment` }];
  if (loaded?.view === 'buyer' && loaded.buyer.kind === 'order')
    return [{ title: `Commande ${loaded.buyer.order.number ?? ''} — Sarment` }];
  return [{ title: 'Commande — Sarment' }];
}

export default function SaleDetailRoute({ loaderData }: Route.ComponentProps) {
  useTexts({
    cart: cartTexts,
    delivery: deliveryTexts,
    form: formTexts,
    list: listTexts,
    receivables: receivablesTexts,
    sales: salesTexts,
    salesEditor: salesEditorTexts,
  });
  if (loaderData.view === 'buyer') {
    const Buyer = BuyerOrder as unknown as (props: { loaderData: unknown }) => React.ReactNode;
    return <Buyer loaderData={loaderData.buyer} />;
  }
  if (loaderData.view === 'order') return <OrderPage order={loaderData.order} detail={loaderData.detail} />;
  return (
    <DocumentPage key={loaderData.document.id} document={loaderData.document} chain={loaderData.chain} />
  );
}
