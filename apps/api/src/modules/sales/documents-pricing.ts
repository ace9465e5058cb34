// Prices a document's lines (issue 18): catalogue lines by the cart's own engine (priceSellerOrder: the client's
// typology price, tiers, promotions, eq75, excise and custom taxes, VAT per product), free-text lines as typed.
// A line's unit HT carries its duties (excise, social security levy, custom taxes) per unit: the document's
// totals are then the domain's sum of lines rounded half-up (document-totals.ts).
import type { Executor, SalesDocumentLineKind } from '@sarment/db';
import { eurosToCents } from '@sarment/domain/money';
import { roundHalfUp } from '@sarment/domain/money/rounding';
import { unprocessable } from '../../http/errors.ts';
import { exciseRateTablesFor } from '../admin/excise-rates-cache.ts';
import { priceSellerOrder, pricingDateOf } from '../cart/price-seller-order.ts';
import { loadSellerCatalogue } from '../catalogue/seller-catalogue.repo.ts';
import { documentAllocationRefusals } from '../stocks/allocation-shares.ts';
import type { DocumentBody } from './documents.schemas.ts';
import { lineLabel } from './order-snapshot.ts';

export interface DocumentLineDraft {
  lineNo: number;
  kind: SalesDocumentLineKind;
  productId: string | null;
  formatId: string | null;
  vintageId: string | null;
  label: string;
  quantity: number;
  unitHtCents: number;
  discountBp: number;
  vatRateBp: number;
}

const percentToBp = (percent: number | undefined) => Math.round((percent ?? 0) * 100);

export const documentPricingMessages = {
  unavailable: (name: string) =>
    `« ${name} » n'est pas vendu au tarif de ce client : retirez la ligne ou changez son tarif.`,
};

/** The lines of a document body priced for `typology` on `now`, in the body's order, shipping last. */
export async function priceDocumentLines(
  db: Executor,
  shopId: string,
  body: Pick<DocumentBody, 'lines' | 'shipping'>,
  typology: string | null,
  now: Date,
  /** the document's CRM client: its stock allocations apply (issue 20) */
  clientId?: string,
): Promise<DocumentLineDraft[]> {
  const catalogueLines = body.lines.flatMap((line) => ('product' in line ? [line] : []));
  const priced = catalogueLines.length
    ? priceSellerOrder(
        {
          seller: { id: shopId },
          products: catalogueLines.map((line) => ({
            id: line.product.id,
            chosenFormat: { id: line.format.id },
            chosenVintage: line.vintage ?? null,
            quantity: line.quantity,
          })),
          reservations: [],
          builderCases: [],
        },
        await loadSellerCatalogue(db, shopId, {
          productIds: catalogueLines.map((line) => line.product.id),
          formatIds: catalogueLines.map((line) => line.format.id),
          vintageIds: catalogueLines.flatMap((line) => (line.vintage ? [line.vintage.id] : [])),
          eventIds: [],
          slotIds: [],
        }),
        {
          buyerTypology: typology,
          now,
          pricesVisible: true,
          exciseRateTables: await exciseRateTablesFor(db, pricingDateOf(now)),
        },
      )
    : null;
  const drafts: DocumentLineDraft[] = body.lines.map((line, index) => {
    const lineNo = index + 1;
    const discountBp = percentToBp(line.discount);
    if (!('product' in line)) {
      return {
        lineNo,
        kind: 'free',
        productId: null,
        formatId: null,
        vintageId: null,
        label: line.label,
        quantity: line.quantity,
        unitHtCents: eurosToCents(line.unitHT),
        discountBp,
        vatRateBp: percentToBp(line.vatRate),
      };
    }
    const resolved = priced?.lines.find(
      (candidate) =>
        candidate.input.id === line.product.id &&
        candidate.format.id === line.format.id &&
        (candidate.vintage?.id ?? null) === (line.vintage?.id ?? null),
    );
    const result = resolved ? priced?.result.lines[priced.lines.indexOf(resolved)] : undefined;
    if (!resolved || !result) {
      throw unprocessable(documentPricingMessages.unavailable(line.product.id), 'line_unavailable', [
        { path: `lines.${index}`, message: documentPricingMessages.unavailable(line.product.id) },
      ]);
    }
    const duties = result.exciseCents + result.socialSecurityLevyCents + result.customTaxCents;
    return {
      lineNo,
      kind: 'product',
      productId: line.product.id,
      formatId: line.format.id,
      vintageId: line.vintage?.id ?? null,
      label: lineLabel(resolved),
      quantity: line.quantity,
      unitHtCents: result.unitHTCents + roundHalfUp(duties, line.quantity),
      discountBp,
      vatRateBp: result.vatRateBasisPoints,
    };
  });
  if (clientId) {
    const refusals = await documentAllocationRefusals(
      { shopId, tx: db },
      clientId,
      drafts.flatMap((draft, index) =>
        draft.kind === 'product' && draft.productId && draft.formatId
          ? [
              {
                productId: draft.productId,
                formatId: draft.formatId,
                vintageId: draft.vintageId,
                quantity: draft.quantity,
                name: draft.label,
                index,
              },
            ]
          : [],
      ),
      now,
    );
    if (refusals.length > 0) throw unprocessable(refusals[0]!.message, 'allocation_exceeded', refusals);
  }
  if (body.shipping && body.shipping.amountHT > 0) {
    drafts.push({
      lineNo: drafts.length + 1,
      kind: 'shipping',
      productId: null,
      formatId: null,
      vintageId: null,
      label: 'Frais de port',
      quantity: 1,
      unitHtCents: eurosToCents(body.shipping.amountHT),
      discountBp: 0,
      vatRateBp: percentToBp(body.shipping.vatRate),
    });
  }
  return drafts;
}
