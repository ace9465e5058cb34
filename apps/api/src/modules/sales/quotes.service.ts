// POST /v1/quotes/{id}/accept (issue 18): a sent quote accepted makes the order, an `orders` row like a shop
// order (one order list), validated at once since the seller made it from the client's acceptance. Catalogue lines
// become order lines; free-text and shipping lines stay in the order's snapshot with the quote's totals. The quote
// is frozen once sent, so the link is kept on the order's side (snapshot.quote).
import { and, eq, newId, orderLines, orders, queryRows, shops, sql } from '@sarment/db';
import { roundHalfUp } from '@sarment/domain/money/rounding';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { orderNumberStart, storedOrderPrefix } from '@sarment/domain/sales/order-number';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './documents.repo.ts';
import { moveDocument } from './documents.service.ts';

export type MadeOrder = {
  id: string;
  number: string;
  status: string;
  quote: { id: string; number: string | null };
  client: { id: string };
  totalHT: number;
  totalVAT: number;
  totalTTC: number;
};

/** The next order number of the shop's order series (the checkout's series and format). */
async function nextOrderNumber(ctx: ServiceContext): Promise<string> {
  const [shop] = await ctx.tx
    .select({ code: shops.code, settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, ctx.shopId));
  const year = Number(parisDateOf(ctx.now).slice(0, 4));
  const start = orderNumberStart({
    shopCode: shop?.code ?? '',
    orderPrefix: storedOrderPrefix(shop?.settings),
    year,
  });
  const [counter] = await queryRows<{ value: number }>(
    ctx.tx,
    sql`insert into document_counters (shop_id, series, next_number) values (${ctx.shopId}, ${`order-${year}`}, 2)
      on conflict (shop_id, series) do update set next_number = document_counters.next_number + 1
      returning next_number - 1 as value`,
  );
  return `${start}${String(counter?.value).padStart(5, '0')}`;
}

const eurosOf = (amountCents: number) => amountCents / 100;

/** The seller, buyer and lines of the order as the order pages read them from a shop order's snapshot. */
async function orderPageSnapshot(
  ctx: ServiceContext,
  client: Awaited<ReturnType<typeof repo.findClient>>,
  catalogueLines: repo.DocumentLineRow[],
) {
  const [shop] = await ctx.tx
    .select({ id: shops.id, name: shops.name, urlName: shops.urlName })
    .from(shops)
    .where(eq(shops.id, ctx.shopId));
  return {
    seller: { id: ctx.shopId, name: shop?.name ?? '', urlName: shop?.urlName ?? '', legal: null },
    buyer: {
      id: client?.userId ?? null,
      email: client?.email ?? '',
      firstname: client?.firstname ?? null,
      lastname: client?.lastname ?? null,
      isPro: client?.isPro ?? false,
      business: client?.isPro ? { name: client.businessName, reason: client.businessReason } : null,
      phone: client?.phone ?? null,
      deliveryAddress: null,
      billingAddress: null,
    },
    delivery: { kind: 'none', id: null, name: null, address: null, instructions: '' },
    price: {},
    lines: catalogueLines.map((line) => ({
      label: line.label,
      productId: line.productId,
      quantity: line.quantity,
      freeUnits: 0,
      unitPriceHT: eurosOf(roundHalfUp(line.totalHtCents, line.quantity)),
      unitPriceTTC: eurosOf(roundHalfUp(line.totalTtcCents, line.quantity)),
      totalHT: eurosOf(line.totalHtCents),
      totalTTC: eurosOf(line.totalTtcCents),
    })),
    reservations: [],
  };
}

export function acceptQuote(ctx: ServiceContext, quoteId: string): Promise<MadeOrder> {
  return withTransaction(ctx, async (tx) => {
    // moveDocument checks the viewer, the flow (sent → accepted) and logs the quote's change
    const accepted = await moveDocument(tx, 'quote', quoteId, 'accept');
    const quote = (await repo.findDocument(tx, 'quote', quoteId)) as repo.DocumentRow;
    const lines = await repo.findLines(tx, quoteId);
    const client = await repo.findClient(tx, quote.clientId);
    const id = newId('ord');
    const number = await nextOrderNumber(tx);
    const catalogueLines = lines.filter((line) => line.kind === 'product');
    const shipping = lines.filter((line) => line.kind === 'shipping');
    await tx.tx.insert(orders).values({
      shopId: tx.shopId,
      id,
      number,
      kind: 'order',
      status: 'validated',
      buyerUserId: client?.userId ?? null,
      createdByUserId: tx.actor?.id ?? null,
      totalHtCents: quote.totalHtCents,
      totalVatCents: quote.totalVatCents,
      totalTtcCents: quote.totalTtcCents,
      shippingTtcCents: shipping.reduce((sum, line) => sum + line.totalTtcCents, 0),
      snapshot: {
        client: { id: quote.clientId, ...quote.clientSnapshot },
        quote: { id: quote.id, number: quote.number },
        typology: quote.typology,
        otherLines: lines.filter((line) => line.kind !== 'product'),
        // what the buyer's and the shop's order pages read of a shop order's snapshot (order-view.ts)
        ...(await orderPageSnapshot(tx, client, catalogueLines)),
      },
      notes: quote.notes,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    if (catalogueLines.length) {
      await tx.tx.insert(orderLines).values(
        catalogueLines.map((line, index) => ({
          shopId: tx.shopId,
          orderId: id,
          lineNo: index + 1,
          productId: line.productId as string,
          formatId: line.formatId as string,
          vintageId: line.vintageId,
          quantity: line.quantity,
          unitHtCents: roundHalfUp(line.totalHtCents, line.quantity),
          unitTtcCents: roundHalfUp(line.totalTtcCents, line.quantity),
          vatRateBp: line.vatRateBp,
          totalHtCents: line.totalHtCents,
          totalTtcCents: line.totalTtcCents,
          label: line.label,
        })),
      );
    }
    const made: MadeOrder = {
      id,
      number,
      status: 'validated',
      quote: { id: quote.id, number: quote.number },
      client: { id: quote.clientId },
      totalHT: accepted.totalHT,
      totalVAT: accepted.totalVAT,
      totalTTC: accepted.totalTTC,
    };
    await recordActivity(tx, { entity: 'order', entityId: id, action: 'created', before: null, after: made });
    return made;
  });
}

export async function findOrder(ctx: ServiceContext, orderId: string) {
  const [row] = await ctx.tx
    .select()
    .from(orders)
    .where(and(ofShop(ctx, orders), eq(orders.id, orderId)));
  return row;
}
