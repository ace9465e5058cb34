// The document editor's state (issue 18): what the seller types, its French messages, and the body POST/PUT
// /v1/{quotes,bills,deposit-bills} and their /preview take. Prices are never computed here: catalogue lines are
// priced by the server for the client's typology (the preview answers the lines and totals).
import type { documentAnswer } from '@sarment/api';
import type { z } from 'zod';

/** A quote, bill or deposit bill as the API answers it (GET /v1/quotes/{id}...). */
export type SalesDocument = z.output<typeof documentAnswer>;

export const editorKinds = ['quote', 'bill', 'depositBill'] as const;
export type EditorKind = (typeof editorKinds)[number];

export const editorApiPath: Record<EditorKind, string> = {
  quote: 'quotes',
  bill: 'bills',
  depositBill: 'deposit-bills',
};

export interface Named {
  id: string;
  name: string;
}

export interface ProductLineDraft {
  key: string;
  type: 'product';
  product: Named;
  format: Named;
  vintage: Named | null;
  quantity: number | null;
  discount: number | null;
}

export interface FreeLineDraft {
  key: string;
  type: 'free';
  label: string;
  unitHT: number | null;
  vatRate: number | null;
  quantity: number | null;
  discount: number | null;
}

export type LineDraft = ProductLineDraft | FreeLineDraft;

export interface EditorDraft {
  client: Named | null;
  opportunity: Named | null;
  lines: LineDraft[];
  discount: number | null;
  shippingHT: number | null;
  shippingVat: number | null;
  /** '' : the client's usual delay */
  paymentDelay: string;
  /** a quote: 'YYYY-MM-DD' or '' (30 days from the issue) */
  validUntil: string;
  notes: string;
}

let counter = 0;
export const lineKey = () => `line-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** The editable kind an id names (ids carry their kind: qte_, bil_, dpb_), else null. */
export function editorKindOfId(id: string): EditorKind | null {
  const kinds: Record<string, EditorKind> = { qte: 'quote', bil: 'bill', dpb: 'depositBill' };
  return kinds[id.slice(0, id.indexOf('_'))] ?? null;
}

/** The editor of `?subType=` (quote or bill; a deposit bill from its order's page). */
export function editorKindOf(subType: string | null): EditorKind {
  return subType === 'bill' || subType === 'depositBill' ? subType : 'quote';
}

export function emptyDraft(): EditorDraft {
  return {
    client: null,
    opportunity: null,
    lines: [],
    discount: null,
    shippingHT: null,
    shippingVat: 20,
    paymentDelay: '',
    validUntil: '',
    notes: '',
  };
}

/** A saved draft as the editor holds it: its catalogue lines by ids, its free lines as typed, its shipping line. */
export function draftOfDocument(document: SalesDocument): EditorDraft {
  const shipping = document.lines.find((line) => line.kind === 'shipping');
  return {
    client: { id: document.client.id, name: document.client.name },
    opportunity: document.opportunity ? { id: document.opportunity.id, name: '' } : null,
    lines: document.lines
      .filter((line) => line.kind !== 'shipping')
      .map(
        (line): LineDraft =>
          line.kind === 'product' && line.product && line.format
            ? {
                key: lineKey(),
                type: 'product',
                product: { id: line.product.id, name: line.label },
                format: { id: line.format.id, name: '' },
                vintage: line.vintage ? { id: line.vintage.id, name: '' } : null,
                quantity: line.quantity,
                discount: line.discount || null,
              }
            : {
                key: lineKey(),
                type: 'free',
                label: line.label,
                unitHT: line.unitHT,
                vatRate: line.vatRate,
                quantity: line.quantity,
                discount: line.discount || null,
              },
      ),
    discount: document.discount || null,
    shippingHT: shipping ? shipping.unitHT : null,
    shippingVat: shipping ? shipping.vatRate : 20,
    paymentDelay: document.paymentDelay ?? '',
    validUntil: document.validUntil ?? '',
    notes: document.notes ?? '',
  };
}

export const editorMessages = {
  client: 'Choisissez un client.',
  lines: 'Ajoutez au moins une ligne.',
  quantity: 'Indiquez une quantité.',
  quantityInteger: 'La quantité est un nombre entier.',
  quantityMin: 'La quantité est au moins 1.',
  quantityMax: 'La quantité est au plus 100 000.',
  discount: 'La remise est comprise entre 0 et 100 %.',
  label: 'Indiquez le libellé de la ligne.',
  amount: 'Indiquez un montant.',
  amountNegative: 'Le montant ne peut pas être négatif.',
  vatRate: 'Indiquez un taux de TVA entre 0 et 100 %.',
  validUntil: 'La date de validité ne peut pas être passée.',
} as const;

function quantityError(quantity: number | null): string | undefined {
  if (quantity === null || Number.isNaN(quantity)) return editorMessages.quantity;
  if (!Number.isInteger(quantity)) return editorMessages.quantityInteger;
  if (quantity < 1) return editorMessages.quantityMin;
  if (quantity > 100_000) return editorMessages.quantityMax;
  return undefined;
}

const percentError = (value: number | null) =>
  value !== null && (Number.isNaN(value) || value < 0 || value > 100) ? editorMessages.discount : undefined;

/** Every field's French message, by the API body's path ('lines.0.quantity'); {} when the draft can be saved. */
export function editorErrors(draft: EditorDraft, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string | undefined) => {
    if (message) errors[path] ??= message;
  };
  if (!draft.client && !draft.opportunity) put('client', editorMessages.client);
  if (draft.lines.length === 0 && !draft.opportunity) put('lines', editorMessages.lines);
  draft.lines.forEach((line, index) => {
    put(`lines.${index}.quantity`, quantityError(line.quantity));
    put(`lines.${index}.discount`, percentError(line.discount));
    if (line.type === 'free') {
      if (!line.label.trim()) put(`lines.${index}.label`, editorMessages.label);
      if (line.unitHT === null || Number.isNaN(line.unitHT))
        put(`lines.${index}.unitHT`, editorMessages.amount);
      else if (line.unitHT < 0) put(`lines.${index}.unitHT`, editorMessages.amountNegative);
      if (line.vatRate === null || line.vatRate < 0 || line.vatRate > 100)
        put(`lines.${index}.vatRate`, editorMessages.vatRate);
    }
  });
  put('discount', percentError(draft.discount));
  if (draft.shippingHT !== null && draft.shippingHT < 0)
    put('shipping.amountHT', editorMessages.amountNegative);
  if (draft.validUntil && draft.validUntil < today) put('validUntil', editorMessages.validUntil);
  return errors;
}

/** The API body of the draft (only once `editorErrors` is empty). */
export function bodyOf(draft: EditorDraft, kind: EditorKind) {
  return {
    ...(draft.client ? { client: { id: draft.client.id } } : {}),
    ...(draft.opportunity ? { opportunity: { id: draft.opportunity.id } } : {}),
    lines: draft.lines.map((line) =>
      line.type === 'product'
        ? {
            product: { id: line.product.id },
            format: { id: line.format.id },
            vintage: line.vintage ? { id: line.vintage.id } : null,
            quantity: line.quantity ?? 0,
            discount: line.discount ?? 0,
          }
        : {
            label: line.label.trim(),
            unitHT: line.unitHT ?? 0,
            vatRate: line.vatRate ?? 0,
            quantity: line.quantity ?? 0,
            discount: line.discount ?? 0,
          },
    ),
    discount: draft.discount ?? 0,
    shipping:
      draft.shippingHT !== null && draft.shippingHT > 0
        ? { amountHT: draft.shippingHT, vatRate: draft.shippingVat ?? 20 }
        : null,
    paymentDelay: draft.paymentDelay || null,
    validUntil: kind === 'quote' && draft.validUntil ? draft.validUntil : null,
    notes: draft.notes.trim() || null,
  };
}
