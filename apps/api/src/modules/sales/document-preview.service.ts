// POST /v1/{quotes,bills,deposit-bills}/preview (issue 18): the editor's live totals. The draft's body priced
// exactly as saving it would (documents-pricing.ts: the cart's engine for the client's typology), nothing
// written; with the due date (spec §9 delay) or the quote's validity if it were issued today.
import { and, eq, shopTypologies } from '@sarment/db';
import { computeDueDate, findPaymentDelay } from '@sarment/domain/reference';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import { defaultQuoteValidUntil } from '@sarment/domain/sales/quote-expiry';
import { ofShop, type ServiceContext } from '../../http/service-context.ts';
import type { PreviewAnswer } from './document-editor.schemas.ts';
import type * as repo from './documents.repo.ts';
import type { DocumentBody } from './documents.schemas.ts';
import { contentOf, describeDocument, visibleClient } from './documents.service.ts';
import { documentViewerOf } from './documents-viewer.ts';
import { resolveOpportunity } from './quote-opportunity.ts';

export async function previewDocument(
  ctx: ServiceContext,
  kind: SalesDocumentKind,
  sent: DocumentBody,
): Promise<PreviewAnswer> {
  const viewer = documentViewerOf(ctx, kind, 'write');
  const { body } = await resolveOpportunity(ctx, kind, sent);
  const client = await visibleClient(ctx, viewer, body.client.id);
  const { lines, row } = await contentOf(ctx, body, client);
  const drafted = describeDocument(
    {
      ...row,
      shopId: ctx.shopId,
      id: 'preview',
      kind,
      status: 'draft',
      number: null,
      fiscalYear: null,
      createdByUserId: null,
      quoteId: null,
      billId: null,
      opportunityId: null,
      depositsTtcCents: 0,
      dueOn: null,
      issuedAt: null,
      issuedOn: null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    } as repo.DocumentRow,
    lines.map((line) => ({ ...line, shopId: ctx.shopId, documentId: 'preview' })),
  );
  const [typology] = client.typology
    ? await ctx.tx
        .select({ ttc: shopTypologies.ttc })
        .from(shopTypologies)
        .where(and(ofShop(ctx, shopTypologies), eq(shopTypologies.key, client.typology)))
    : [];
  const today = parisDateOf(ctx.now);
  const delay = row.paymentDelay ? findPaymentDelay(row.paymentDelay) : undefined;
  return {
    client: drafted.client,
    typology: client.typology,
    ttc: typology?.ttc ?? !client.isPro,
    lines: drafted.lines,
    discount: drafted.discount,
    totalHT: drafted.totalHT,
    totalVAT: drafted.totalVAT,
    totalTTC: drafted.totalTTC,
    vatByRate: drafted.vatByRate,
    paymentDelay: row.paymentDelay,
    issueDate: today,
    dueDate: kind === 'quote' ? null : delay ? computeDueDate(today, delay) : today,
    validUntil: kind === 'quote' ? (row.validUntil ?? defaultQuoteValidUntil(today)) : null,
  };
}
