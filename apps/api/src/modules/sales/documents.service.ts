// Sales documents (issue 18): drafts made, changed and deleted, then issued (numbered, frozen) and moved along
// their flow (packages/domain/src/sales/README.md). Each write runs in one transaction with its activity entry.
import { newId } from '@sarment/db';
import { centsToEuros } from '@sarment/domain/money';
import { billPaymentStatus } from '@sarment/domain/payments';
import { computeDueDate, findPaymentDelay } from '@sarment/domain/reference';
import { parisDateOf, parisStartOfDay } from '@sarment/domain/reference/paris-time';
import { addDays } from '@sarment/domain/reference/plain-date';
import {
  frozenDocumentMessage,
  isDocumentEditable,
  nextDocumentStatus,
  refusedTransitionMessage,
  type SalesDocumentAction,
  type SalesDocumentKind,
} from '@sarment/domain/sales/document-flow';
import { documentTotals } from '@sarment/domain/sales/document-totals';
import {
  defaultQuoteValidUntil,
  isPastValidity,
  quoteExpiredMessage,
} from '@sarment/domain/sales/quote-expiry';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { lockOrderOfDocument, refuseClosedOrder } from './document-order-lock.ts';
import { currentPaymentMentions, currentSeller } from './document-print.ts';
import * as repo from './documents.repo.ts';
import type {
  DocumentAnswer,
  DocumentBody,
  DocumentListQuery,
  ResolvedDocumentBody,
} from './documents.schemas.ts';
import { takeDocumentNumber } from './documents-numbering.ts';
import { type DocumentLineDraft, priceDocumentLines } from './documents-pricing.ts';
import { type DocumentViewer, documentViewerOf } from './documents-viewer.ts';
import { isFacturxKind } from './facturx-xml.ts';
import { expireDueQuotes, scheduleQuoteExpiry } from './quote-expiry.service.ts';
import { resolveOpportunity } from './quote-opportunity.ts';

export const documentMessages = {
  notFound: 'Document introuvable',
  clientNotFound: 'Client introuvable',
  unknownPaymentDelay: 'Délai de paiement inconnu.',
  orderNotFound: 'Commande introuvable',
  validityPassed: "La date de validité de ce devis est passée : changez-la avant de l'envoyer.",
} as const;

const idPrefixes: Record<SalesDocumentKind, string> = {
  quote: 'qte',
  bill: 'bil',
  depositBill: 'dpb',
  creditNote: 'crn',
  sample: 'smp',
  shipment: 'shm',
};

const documentNotFound = () => notFound(documentMessages.notFound, 'document_not_found');
const euros = (amount: number) => centsToEuros(amount as never);
const bpToPercent = (bp: number) => bp / 100;

type ClientRow = NonNullable<Awaited<ReturnType<typeof repo.findClient>>>;

function clientName(client: ClientRow): string {
  const person = [client.lastname, client.firstname].filter(Boolean).join(' ');
  return client.businessName || client.businessReason || person || client.email || client.id;
}

/** What a bill prints of its buyer, frozen with the document (C. com. L441-9: name, addresses, SIREN, VAT). */
function clientSnapshotOf(
  client: ClientRow,
  addresses: Awaited<ReturnType<typeof repo.clientAddressSnapshot>>,
): Record<string, unknown> {
  return {
    ...addresses,
    name: clientName(client),
    isPro: client.isPro,
    email: client.email,
    siren: client.siren,
    siret: client.siret,
    vatNumber: client.vatNumber,
    typology: client.typology,
  };
}

export function describeDocument(row: repo.DocumentRow, lines: repo.DocumentLineRow[]): DocumentAnswer {
  const totals = documentTotals(lines, 0);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.number,
    fiscalYear: row.fiscalYear,
    client: { id: row.clientId, name: String(row.clientSnapshot.name ?? '') },
    typology: row.typology,
    lines: lines.map((line) => ({
      lineNo: line.lineNo,
      kind: line.kind,
      product: line.productId ? { id: line.productId } : null,
      format: line.formatId ? { id: line.formatId } : null,
      vintage: line.vintageId ? { id: line.vintageId } : null,
      label: line.label,
      quantity: line.quantity,
      unitHT: euros(line.unitHtCents),
      discount: bpToPercent(line.discountBp),
      vatRate: bpToPercent(line.vatRateBp),
      totalHT: euros(line.totalHtCents),
      totalVAT: euros(line.totalVatCents),
      totalTTC: euros(line.totalTtcCents),
    })),
    discount: bpToPercent(row.globalDiscountBp),
    totalHT: euros(row.totalHtCents),
    totalVAT: euros(row.totalVatCents),
    totalTTC: euros(row.totalTtcCents),
    vatByRate: totals.vatByRate.map((entry) => ({
      vatRate: bpToPercent(entry.vatRateBp),
      // the stored lines already carry the global discount: recomputing is only grouping them by rate
      totalHT: euros(
        lines.filter((l) => l.vatRateBp === entry.vatRateBp).reduce((s, l) => s + l.totalHtCents, 0),
      ),
      totalVAT: euros(
        lines.filter((l) => l.vatRateBp === entry.vatRateBp).reduce((s, l) => s + l.totalVatCents, 0),
      ),
    })),
    deposits: euros(row.depositsTtcCents),
    amountDue: euros(row.totalTtcCents - row.depositsTtcCents),
    // spec §4 (issue 19): what the payments ventilated on an issued bill or deposit bill leave it
    paymentStatus:
      (row.kind === 'bill' || row.kind === 'depositBill') && row.number
        ? billPaymentStatus(
            Math.max(0, row.totalTtcCents - (row.kind === 'bill' ? row.depositsTtcCents : 0)),
            row.paidCents ?? 0,
          )
        : null,
    paymentDelay: row.paymentDelay,
    dueDate: row.dueOn,
    validUntil: row.validUntil,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    issueDate: row.issuedOn,
    order: row.orderId ? { id: row.orderId } : null,
    quote: row.quoteId ? { id: row.quoteId } : null,
    bill: row.billId ? { id: row.billId } : null,
    opportunity: row.opportunityId ? { id: row.opportunityId } : null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function visibleClient(ctx: ServiceContext, viewer: DocumentViewer, clientId: string) {
  const client = await repo.findClient(ctx, clientId);
  if (!client || (viewer.agentId !== null && client.agentUserId !== viewer.agentId)) {
    // another shop's client, or one not assigned to the agent, is unknown here (contract: 404)
    throw notFound(documentMessages.clientNotFound, 'client_not_found');
  }
  return client;
}

export async function visibleDocument(
  ctx: ServiceContext,
  viewer: DocumentViewer,
  kind: SalesDocumentKind,
  id: string,
  lock = false,
) {
  const row = await repo.findDocument(ctx, kind, id, { lock });
  if (!row) throw documentNotFound();
  if (viewer.agentId !== null) {
    const client = await repo.findClient(ctx, row.clientId);
    if (client?.agentUserId !== viewer.agentId) throw documentNotFound();
  }
  return row;
}

/** The document's lines with their totals (each rounded half-up) and the document's totals, their sum. */
export function totalsOf(drafts: readonly DocumentLineDraft[], globalDiscountBp: number) {
  const totals = documentTotals(drafts, globalDiscountBp);
  const lines = drafts.map((draft, index) => {
    const line = totals.lines[index];
    if (!line) throw new Error('documentTotals answers one total per line');
    return { ...draft, ...line };
  });
  return { lines, totals };
}

export async function contentOf(ctx: ServiceContext, body: ResolvedDocumentBody, client: ClientRow) {
  if (body.paymentDelay && !findPaymentDelay(body.paymentDelay)) {
    throw unprocessable(documentMessages.unknownPaymentDelay, 'payment_delay_unknown', [
      { path: 'paymentDelay', message: documentMessages.unknownPaymentDelay },
    ]);
  }
  if (body.order && !(await repo.orderExists(ctx, body.order.id))) {
    throw unprocessable(documentMessages.orderNotFound, 'order_not_found', [
      { path: 'order.id', message: documentMessages.orderNotFound },
    ]);
  }
  const globalDiscountBp = Math.round((body.discount ?? 0) * 100);
  const drafts = await priceDocumentLines(ctx.tx, ctx.shopId, body, client.typology, ctx.now, client.id);
  const { lines, totals } = totalsOf(drafts, globalDiscountBp);
  return {
    lines,
    row: {
      clientId: client.id,
      orderId: body.order?.id ?? null,
      clientSnapshot: clientSnapshotOf(client, await repo.clientAddressSnapshot(ctx, client.id)),
      typology: client.typology,
      globalDiscountBp,
      totalHtCents: totals.totalHtCents,
      totalVatCents: totals.totalVatCents,
      totalTtcCents: totals.totalTtcCents,
      paymentDelay: body.paymentDelay ?? client.paymentDelay ?? null,
      validUntil: body.validUntil ?? null,
      notes: body.notes ?? null,
    },
  };
}

export async function readDocument(ctx: ServiceContext, kind: SalesDocumentKind, id: string) {
  const viewer = documentViewerOf(ctx, kind, 'read');
  // a sent quote past its validity is shown expired, never acceptable (quote-expiry.service.ts); the system
  // expires it, not the reader
  if (kind === 'quote') await withTransaction({ ...ctx, actor: null }, expireDueQuotes);
  const row = await visibleDocument(ctx, viewer, kind, id);
  return describeDocument(row, await repo.findLines(ctx, id));
}

export async function listDocumentPage(
  ctx: ServiceContext,
  kind: SalesDocumentKind,
  query: Omit<DocumentListQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
) {
  const viewer = documentViewerOf(ctx, kind, 'read');
  if (kind === 'quote') await withTransaction({ ...ctx, actor: null }, expireDueQuotes);
  const page = await repo.listDocuments(
    ctx,
    {
      kind,
      statuses: query.status,
      clientId: query.client,
      // an agent sees only their clients' documents, whatever the filter asks
      agentId: viewer.agentId ?? query.agent,
      search: query.search,
      from: query.from ? parisStartOfDay(query.from) : undefined,
      before: query.to ? parisStartOfDay(addDays(query.to, 1)) : undefined,
    },
    query.sort,
    window,
  );
  const rows = await Promise.all(
    page.rows.map(async (row) => describeDocument(row, await repo.findLines(ctx, row.id))),
  );
  return { rows, total: page.total };
}

export function createDocument(ctx: ServiceContext, kind: SalesDocumentKind, sent: DocumentBody) {
  const viewer = documentViewerOf(ctx, kind, 'write');
  return withTransaction(ctx, async (tx) => {
    const { body, opportunityId } = await resolveOpportunity(tx, kind, sent);
    const client = await visibleClient(tx, viewer, body.client.id);
    const { lines, row } = await contentOf(tx, body, client);
    const id = newId(idPrefixes[kind]);
    await repo.insertDocument(tx, {
      ...row,
      opportunityId,
      shopId: tx.shopId,
      id,
      kind,
      createdByUserId: viewer.userId,
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    await repo.replaceLines(tx, id, lines);
    const answer = describeDocument(
      (await repo.findDocument(tx, kind, id)) as repo.DocumentRow,
      await repo.findLines(tx, id),
    );
    await recordActivity(tx, { entity: kind, entityId: id, action: 'created', before: null, after: answer });
    return answer;
  });
}

export function updateDocument(ctx: ServiceContext, kind: SalesDocumentKind, id: string, sent: DocumentBody) {
  const viewer = documentViewerOf(ctx, kind, 'write');
  return withTransaction(ctx, async (tx) => {
    const current = await visibleDocument(tx, viewer, kind, id, true);
    if (!isDocumentEditable(current.status))
      throw unprocessable(frozenDocumentMessage(kind), 'document_issued');
    const before = describeDocument(current, await repo.findLines(tx, id));
    // a draft keeps the opportunity it was made from unless the body names another
    const { body, opportunityId } = await resolveOpportunity(tx, kind, {
      ...sent,
      opportunity:
        sent.opportunity === undefined && current.opportunityId
          ? { id: current.opportunityId }
          : sent.opportunity,
    });
    const client = await visibleClient(tx, viewer, body.client.id);
    const { lines, row } = await contentOf(tx, body, client);
    await repo.updateDocument(tx, id, { ...row, opportunityId, updatedAt: tx.now });
    await repo.replaceLines(tx, id, lines);
    const after = describeDocument(
      (await repo.findDocument(tx, kind, id)) as repo.DocumentRow,
      await repo.findLines(tx, id),
    );
    await recordActivity(tx, { entity: kind, entityId: id, action: 'updated', before, after });
    return after;
  });
}

export function deleteDocument(ctx: ServiceContext, kind: SalesDocumentKind, id: string) {
  const viewer = documentViewerOf(ctx, kind, 'write');
  return withTransaction(ctx, async (tx) => {
    const current = await visibleDocument(tx, viewer, kind, id, true);
    if (!isDocumentEditable(current.status))
      throw unprocessable(frozenDocumentMessage(kind), 'document_issued');
    const before = describeDocument(current, await repo.findLines(tx, id));
    await repo.deleteDocument(tx, id);
    await recordActivity(tx, { entity: kind, entityId: id, action: 'deleted', before, after: null });
  });
}

/** Moves a document along its flow; `issue` gives it its number, issue date and due date (spec §9). */
export function moveDocument(
  ctx: ServiceContext,
  kind: SalesDocumentKind,
  id: string,
  action: SalesDocumentAction,
) {
  const viewer = documentViewerOf(ctx, kind, 'write');
  return withTransaction(ctx, async (tx) => {
    const order = action === 'issue' ? await lockOrderOfDocument(tx, kind, id) : undefined;
    const current = await visibleDocument(tx, viewer, kind, id, true);
    const status = nextDocumentStatus(kind, current.status, action);
    if (!status)
      throw unprocessable(refusedTransitionMessage(kind, current.status, action), 'transition_refused');
    const today = parisDateOf(tx.now);
    if (kind === 'quote' && current.validUntil && isPastValidity(current.validUntil, today)) {
      // past its validity a quote is neither accepted nor sent (quote-expiry.service.ts)
      const message =
        action === 'accept'
          ? quoteExpiredMessage(current.validUntil)
          : action === 'issue'
            ? documentMessages.validityPassed
            : null;
      if (message) throw unprocessable(message, 'quote_expired', [{ path: 'validUntil', message }]);
    }
    const lines = await repo.findLines(tx, id);
    const before = describeDocument(current, lines);
    let changes: Partial<repo.NewDocumentRow> = { status, updatedAt: tx.now };
    if (order) refuseClosedOrder(order);
    if (action === 'issue') {
      const issuedOn = parisDateOf(tx.now);
      const { number, fiscalYear } = await takeDocumentNumber(tx.tx, tx.shopId, kind, issuedOn);
      const delay = current.paymentDelay ? findPaymentDelay(current.paymentDelay) : undefined;
      changes = {
        ...changes,
        number,
        fiscalYear,
        issuedAt: tx.now,
        issuedOn,
        dueOn: kind === 'quote' ? null : delay ? computeDueDate(issuedOn, delay) : issuedOn,
      };
      // C. com. L441-9, L441-10: a bill keeps the payment mentions it was issued with, whatever the settings later
      if (isFacturxKind(kind)) changes.paymentMentions = await currentPaymentMentions(tx);
      // an issued document is immutable: it keeps the seller (identity, address, bank, footer) it was sent with
      changes.sellerSnapshot = { ...(await currentSeller(tx)) };
      if (kind === 'quote') {
        // a quote is valid 30 days unless the seller set its date; its expiry run is queued for the day after
        const validUntil = current.validUntil ?? defaultQuoteValidUntil(today);
        changes.validUntil = validUntil;
        await scheduleQuoteExpiry(tx, validUntil);
      }
    }
    await repo.updateDocument(tx, id, changes);
    const after = describeDocument({ ...current, ...changes } as repo.DocumentRow, lines);
    await recordActivity(tx, { entity: kind, entityId: id, action: 'statusChanged', before, after });
    return after;
  });
}
