// Won opportunity → quote draft (issue 18): POST /v1/quotes with `opportunity: {id}` takes the opportunity's
// client, and when no line is sent one free line of the opportunity's name and amount (HT, 20 % VAT); the quote
// keeps the link (sales_documents.opportunity_id). The direction stays sales → crm: the CRM only links to the
// editor. A lost opportunity, or one of another shop, makes no quote.
import { and, eq, opportunities } from '@sarment/db';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import { notFound, unprocessable } from '../../http/errors.ts';
import { ofShop, type ServiceContext } from '../../http/service-context.ts';
import type { DocumentBody, ResolvedDocumentBody } from './documents.schemas.ts';

export const quoteOpportunityMessages = {
  notFound: 'Opportunité introuvable',
  lost: 'Cette opportunité est perdue : elle ne fait pas de devis.',
  quotesOnly: 'Seul un devis se fait depuis une opportunité.',
  otherClient: "Le client du devis n'est pas celui de l'opportunité.",
} as const;

/** The body with its client (and a line) from the opportunity, and the opportunity's id to keep. */
export async function resolveOpportunity(
  ctx: ServiceContext,
  kind: SalesDocumentKind,
  body: DocumentBody,
): Promise<{ body: ResolvedDocumentBody; opportunityId: string | null }> {
  if (!body.opportunity) {
    // the schema refuses a body with neither a client nor an opportunity
    return { body: body as ResolvedDocumentBody, opportunityId: null };
  }
  if (kind !== 'quote') {
    throw unprocessable(quoteOpportunityMessages.quotesOnly, 'opportunity_quotes_only', [
      { path: 'opportunity', message: quoteOpportunityMessages.quotesOnly },
    ]);
  }
  const [opportunity] = await ctx.tx
    .select()
    .from(opportunities)
    .where(and(ofShop(ctx, opportunities), eq(opportunities.id, body.opportunity.id)));
  if (!opportunity) throw notFound(quoteOpportunityMessages.notFound, 'opportunity_not_found');
  if (opportunity.status === 'lost') {
    throw unprocessable(quoteOpportunityMessages.lost, 'opportunity_lost', [
      { path: 'opportunity', message: quoteOpportunityMessages.lost },
    ]);
  }
  if (body.client && body.client.id !== opportunity.clientId) {
    throw unprocessable(quoteOpportunityMessages.otherClient, 'opportunity_other_client', [
      { path: 'client.id', message: quoteOpportunityMessages.otherClient },
    ]);
  }
  const lines: DocumentBody['lines'] = body.lines.length
    ? body.lines
    : [{ label: opportunity.name, unitHT: opportunity.amountCents / 100, vatRate: 20, quantity: 1 }];
  return {
    body: { ...body, client: { id: opportunity.clientId }, lines },
    opportunityId: opportunity.id,
  };
}
