// An order as the back office reads it (issue 18, /dashboard/orders/{id}): the order, its lines and totals per VAT
// rate, and the documents of its chain (quote → order → shipments → bills and deposit bills → credit notes). The
// same chain answers a document's page. Each kind is listed only to a member who may read it (documents-viewer.ts:
// an agent sees quotes only, of their clients).
import { and, eq, inArray, or, orderLines, orders, type SQL, salesDocuments, sql } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { type SalesDocumentKind, salesDocumentKinds } from '@sarment/domain/sales/document-flow';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { ofShop, type ServiceContext } from '../../http/service-context.ts';
import { documentMessages } from './documents.service.ts';
import { documentViewerOf } from './documents-viewer.ts';
import { orderBackOfficeRow, readOrderRow } from './order-list.ts';
import { orderNotFoundMessage } from './order-view.ts';

const euros = (amount: number) => centsToEuros(cents(amount));

export const chainDocument = z.object({
  id: z.string(),
  kind: z.enum(salesDocumentKinds),
  number: z.string().nullable(),
  status: z.string(),
  totalTTC: z.number(),
  issueDate: z.string().nullable(),
  createdAt: z.string(),
  order: z.object({ id: z.string() }).nullable(),
  bill: z.object({ id: z.string() }).nullable(),
});
export type ChainDocument = z.infer<typeof chainDocument>;

export const documentChain = z.object({
  order: z.object({ id: z.string(), number: z.string().nullable(), status: z.string() }).nullable(),
  documents: z.array(chainDocument).describe('quote first, then by creation'),
});
export type DocumentChain = z.infer<typeof documentChain>;

const orderLineAnswer = z.object({
  lineNo: z.number(),
  kind: z.enum(['product', 'free', 'shipping']),
  label: z.string(),
  quantity: z.number(),
  freeUnits: z.number(),
  unitHT: z.number(),
  vatRate: z.number().describe('percent'),
  totalHT: z.number(),
  totalVAT: z.number(),
  totalTTC: z.number(),
});

export const orderBackOfficeDetail = orderBackOfficeRow.extend({
  lines: z.array(orderLineAnswer),
  shippingTTC: z.number(),
  vatByRate: z.array(z.object({ vatRate: z.number(), totalHT: z.number(), totalVAT: z.number() })),
  notes: z.string().nullable(),
  chain: documentChain,
});
export type OrderBackOfficeDetail = z.infer<typeof orderBackOfficeDetail>;

/** The kinds this member may read. */
function readableKinds(ctx: ServiceContext): { kinds: SalesDocumentKind[]; agentId: string | null } {
  const kinds: SalesDocumentKind[] = [];
  let agentId: string | null = null;
  for (const kind of salesDocumentKinds) {
    try {
      agentId = documentViewerOf(ctx, kind, 'read').agentId ?? agentId;
      kinds.push(kind);
    } catch {
      // this member may not read this kind
    }
  }
  return { kinds, agentId };
}

/** Every document linked to the order, the quote or the bill given (one of them at least). */
export async function chainOf(
  ctx: ServiceContext,
  start: { orderId?: string | null; quoteId?: string | null; billId?: string | null },
): Promise<DocumentChain> {
  let orderId = start.orderId ?? null;
  if (!orderId && start.quoteId) {
    const [made] = await ctx.tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(ofShop(ctx, orders), sql`${orders.snapshot}->'quote'->>'id' = ${start.quoteId}`))
      .limit(1);
    orderId = made?.id ?? null;
  }
  const [order] = orderId
    ? await ctx.tx
        .select({ id: orders.id, number: orders.number, status: orders.status, snapshot: orders.snapshot })
        .from(orders)
        .where(and(ofShop(ctx, orders), eq(orders.id, orderId)))
    : [];
  const quoteId =
    start.quoteId ?? ((order?.snapshot as { quote?: { id?: string } } | undefined)?.quote?.id || null);
  const { kinds, agentId } = readableKinds(ctx);
  if (kinds.length === 0) return { order: order ? pick(order) : null, documents: [] };
  const links: SQL[] = [];
  if (order) links.push(eq(salesDocuments.orderId, order.id));
  if (quoteId) links.push(eq(salesDocuments.id, quoteId));
  if (start.billId) links.push(eq(salesDocuments.id, start.billId), eq(salesDocuments.billId, start.billId));
  if (order)
    links.push(
      sql`${salesDocuments.billId} in (select b.id from sales_documents b where b.shop_id = ${ctx.shopId}
        and b.order_id = ${order.id})`,
    );
  if (links.length === 0) return { order: null, documents: [] };
  const rows = await ctx.tx
    .select()
    .from(salesDocuments)
    .where(
      and(
        ofShop(ctx, salesDocuments),
        or(...links),
        inArray(salesDocuments.kind, kinds),
        agentId
          ? sql`exists (select 1 from clients c where c.shop_id = ${salesDocuments.shopId}
              and c.id = ${salesDocuments.clientId} and c.agent_user_id = ${agentId})`
          : undefined,
      ),
    )
    .orderBy(sql`case when ${salesDocuments.kind} = 'quote' then 0 else 1 end`, salesDocuments.createdAt);
  return {
    order: order ? pick(order) : null,
    documents: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      number: row.number,
      status: row.status,
      totalTTC: euros(row.totalTtcCents),
      issueDate: row.issuedOn,
      createdAt: row.createdAt.toISOString(),
      order: row.orderId ? { id: row.orderId } : null,
      bill: row.billId ? { id: row.billId } : null,
    })),
  };
}

const pick = (order: { id: string; number: string | null; status: string }) => ({
  id: order.id,
  number: order.number,
  status: order.status,
});

/** The chain of one document of the shop (404 when the member may not read it). */
export async function documentChainOf(ctx: ServiceContext, id: string): Promise<DocumentChain> {
  const [row] = await ctx.tx
    .select()
    .from(salesDocuments)
    .where(and(ofShop(ctx, salesDocuments), eq(salesDocuments.id, id)));
  const { kinds } = readableKinds(ctx);
  if (!row || !kinds.includes(row.kind)) throw notFound(documentMessages.notFound, 'document_not_found');
  let orderId = row.orderId;
  if (!orderId && row.billId) {
    const [bill] = await ctx.tx
      .select({ orderId: salesDocuments.orderId })
      .from(salesDocuments)
      .where(and(ofShop(ctx, salesDocuments), eq(salesDocuments.id, row.billId)));
    orderId = bill?.orderId ?? null;
  }
  const chain = await chainOf(ctx, {
    orderId,
    quoteId: row.kind === 'quote' ? row.id : row.quoteId,
    billId: row.kind === 'bill' ? row.id : row.billId,
  });
  // the document itself is in its chain even when nothing else is
  return chain.documents.some((d) => d.id === row.id)
    ? chain
    : {
        ...chain,
        documents: [
          {
            id: row.id,
            kind: row.kind,
            number: row.number,
            status: row.status,
            totalTTC: euros(row.totalTtcCents),
            issueDate: row.issuedOn,
            createdAt: row.createdAt.toISOString(),
            order: row.orderId ? { id: row.orderId } : null,
            bill: row.billId ? { id: row.billId } : null,
          },
          ...chain.documents,
        ],
      };
}

interface OtherLine {
  kind: 'free' | 'shipping';
  label: string;
  quantity: number;
  unitHtCents: number;
  vatRateBp: number;
  totalHtCents: number;
  totalVatCents: number;
  totalTtcCents: number;
}

/** One order of the shop for its back-office page. */
export async function readOrderForBackOffice(
  ctx: ServiceContext,
  id: string,
): Promise<OrderBackOfficeDetail> {
  const listed = await readOrderRow(ctx, id);
  if (!listed) throw notFound(orderNotFoundMessage, 'order_not_found');
  const [order] = await ctx.tx
    .select({ snapshot: orders.snapshot, notes: orders.notes, shippingTtcCents: orders.shippingTtcCents })
    .from(orders)
    .where(and(ofShop(ctx, orders), eq(orders.id, id)));
  const productLines = await ctx.tx
    .select()
    .from(orderLines)
    .where(and(ofShop(ctx, orderLines), eq(orderLines.orderId, id)))
    .orderBy(orderLines.lineNo);
  const others = (order?.snapshot as { otherLines?: OtherLine[] } | undefined)?.otherLines ?? [];
  const lines = [
    ...productLines.map((line) => ({
      kind: 'product' as const,
      label: line.label,
      quantity: line.quantity,
      freeUnits: line.freeQuantity,
      unitHtCents: line.unitHtCents,
      vatRateBp: line.vatRateBp,
      totalHtCents: line.totalHtCents,
      totalTtcCents: line.totalTtcCents,
    })),
    ...others.map((line) => ({
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      freeUnits: 0,
      unitHtCents: line.unitHtCents,
      vatRateBp: line.vatRateBp,
      totalHtCents: line.totalHtCents,
      totalTtcCents: line.totalTtcCents,
    })),
  ];
  const rates = new Map<number, { ht: number; vat: number }>();
  for (const line of lines) {
    const rate = rates.get(line.vatRateBp) ?? { ht: 0, vat: 0 };
    rate.ht += line.totalHtCents;
    rate.vat += line.totalTtcCents - line.totalHtCents;
    rates.set(line.vatRateBp, rate);
  }
  return {
    ...listed,
    lines: lines.map((line, index) => ({
      lineNo: index + 1,
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      freeUnits: line.freeUnits,
      unitHT: euros(line.unitHtCents),
      vatRate: line.vatRateBp / 100,
      totalHT: euros(line.totalHtCents),
      totalVAT: euros(line.totalTtcCents - line.totalHtCents),
      totalTTC: euros(line.totalTtcCents),
    })),
    shippingTTC: euros(order?.shippingTtcCents ?? 0),
    vatByRate: [...rates.entries()]
      .sort(([a], [b]) => a - b)
      .map(([bp, rate]) => ({ vatRate: bp / 100, totalHT: euros(rate.ht), totalVAT: euros(rate.vat) })),
    notes: order?.notes ?? null,
    chain: await chainOf(ctx, { orderId: id }),
  };
}
