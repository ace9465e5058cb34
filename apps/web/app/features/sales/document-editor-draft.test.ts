import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  draftOfDocument,
  type EditorDraft,
  editorErrors,
  editorKindOf,
  editorMessages,
  emptyDraft,
  type SalesDocument,
} from './document-editor-draft.ts';

const today = '2026-11-26';
const pinot = {
  key: 'l1',
  type: 'product' as const,
  product: { id: 'prd_pinot', name: 'Bourgogne Pinot Noir' },
  format: { id: 'fmt_75', name: '75 cl' },
  vintage: { id: 'vin_2022', name: '2022' },
  quantity: 12,
  discount: null,
};
const filled = (change: Partial<EditorDraft> = {}): EditorDraft => ({
  ...emptyDraft(),
  client: { id: 'cli_caviste', name: 'Cave de Claire' },
  lines: [pinot],
  ...change,
});

describe('the document editor draft', () => {
  it('opens a quote unless ?subType=bill', () => {
    expect(editorKindOf(null)).toBe('quote');
    expect(editorKindOf('bill')).toBe('bill');
    expect(editorKindOf('anything')).toBe('quote');
  });

  it('asks for a client and a line, in French', () => {
    expect(editorErrors(emptyDraft(), today)).toEqual({
      client: editorMessages.client,
      lines: editorMessages.lines,
    });
    expect(editorErrors(filled(), today)).toEqual({});
  });

  it('checks quantities, discounts, free lines and the validity date', () => {
    const errors = editorErrors(
      filled({
        lines: [
          { ...pinot, quantity: 0, discount: 120 },
          { key: 'l2', type: 'free', label: ' ', unitHT: -1, vatRate: 20, quantity: 1.5, discount: null },
        ],
        discount: -5,
        validUntil: '2026-11-25',
      }),
      today,
    );
    expect(errors).toEqual({
      'lines.0.quantity': 'La quantité est au moins 1.',
      'lines.0.discount': 'La remise est comprise entre 0 et 100 %.',
      'lines.1.quantity': 'La quantité est un nombre entier.',
      'lines.1.label': 'Indiquez le libellé de la ligne.',
      'lines.1.unitHT': 'Le montant ne peut pas être négatif.',
      discount: 'La remise est comprise entre 0 et 100 %.',
      validUntil: 'La date de validité ne peut pas être passée.',
    });
  });

  it('sends catalogue lines by ids only (the server prices them), shipping and terms', () => {
    const body = bodyOf(
      filled({
        discount: 5,
        shippingHT: 12.5,
        shippingVat: 20,
        paymentDelay: 'days30',
        validUntil: '2026-12-31',
      }),
      'quote',
    );
    expect(body).toEqual({
      client: { id: 'cli_caviste' },
      lines: [
        {
          product: { id: 'prd_pinot' },
          format: { id: 'fmt_75' },
          vintage: { id: 'vin_2022' },
          quantity: 12,
          discount: 0,
        },
      ],
      discount: 5,
      shipping: { amountHT: 12.5, vatRate: 20 },
      paymentDelay: 'days30',
      validUntil: '2026-12-31',
      notes: null,
    });
    expect(JSON.stringify(body)).not.toContain('unitHT');
    expect(bodyOf(filled({ validUntil: '2026-12-31' }), 'bill').validUntil).toBeNull();
  });

  it('reloads a saved draft: catalogue lines by ids, free lines as typed, the shipping line as shipping', () => {
    const line = {
      discount: 0,
      totalHT: 0,
      totalVAT: 0,
      totalTTC: 0,
    };
    const document = {
      id: 'qte_1',
      client: { id: 'cli_caviste', name: 'Cave de Claire' },
      opportunity: null,
      discount: 10,
      paymentDelay: null,
      validUntil: '2026-12-31',
      notes: 'Livraison en janvier',
      lines: [
        {
          ...line,
          lineNo: 1,
          kind: 'product',
          product: { id: 'prd_pinot' },
          format: { id: 'fmt_75' },
          vintage: null,
          label: 'Bourgogne Pinot Noir 75 cl',
          quantity: 6,
          unitHT: 10.62,
          vatRate: 20,
        },
        {
          ...line,
          lineNo: 2,
          kind: 'free',
          product: null,
          format: null,
          vintage: null,
          label: 'Conseil',
          quantity: 1,
          unitHT: 80,
          vatRate: 20,
          discount: 15,
        },
        {
          ...line,
          lineNo: 3,
          kind: 'shipping',
          product: null,
          format: null,
          vintage: null,
          label: 'Frais de port',
          quantity: 1,
          unitHT: 9.9,
          vatRate: 20,
        },
      ],
    } as unknown as SalesDocument;
    const draft = draftOfDocument(document);
    expect(draft.lines.map((l) => l.type)).toEqual(['product', 'free']);
    expect(draft).toMatchObject({ shippingHT: 9.9, discount: 10, notes: 'Livraison en janvier' });
    expect(bodyOf(draft, 'quote').lines).toEqual([
      { product: { id: 'prd_pinot' }, format: { id: 'fmt_75' }, vintage: null, quantity: 6, discount: 0 },
      { label: 'Conseil', unitHT: 80, vatRate: 20, quantity: 1, discount: 15 },
    ]);
  });
});
