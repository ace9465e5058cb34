import { describe, expect, it } from 'vitest';
import { checksLegalMentions, documentActions } from './document-page.tsx';
import { listedKindOf } from './documents-list-route.tsx';
import { creditNoteBody } from './sale-dialogs.tsx';
import { keepLastSalesChoice } from './sales-choices.ts';
import { kindOfId } from './sales-types.ts';

describe('the sales pages', () => {
  it('read the kind of a document from its id, and refuse an unknown one', () => {
    expect(kindOfId('ord_1')).toBe('order');
    expect(kindOfId('qte_abc')).toBe('quote');
    expect(kindOfId('bil_abc')).toBe('bill');
    expect(kindOfId('dpb_abc')).toBe('depositBill');
    expect(kindOfId('crn_abc')).toBe('creditNote');
    expect(kindOfId('add')).toBeNull();
    expect(kindOfId('xyz_1')).toBeNull();
  });

  it('offer the actions of the flow: issue a draft, accept or refuse a sent quote, nothing once issued', () => {
    expect(documentActions({ kind: 'quote', status: 'draft' })).toEqual(['issue']);
    expect(documentActions({ kind: 'quote', status: 'sent' })).toEqual(['accept', 'refuse']);
    expect(documentActions({ kind: 'quote', status: 'accepted' })).toEqual([]);
    expect(documentActions({ kind: 'bill', status: 'draft' })).toEqual(['issue']);
    expect(documentActions({ kind: 'bill', status: 'issued' })).toEqual([]);
  });

  it('read the missing legal mentions of draft bills, deposit bills and credit notes only', () => {
    expect(checksLegalMentions('bill', true)).toBe(true);
    expect(checksLegalMentions('depositBill', true)).toBe(true);
    expect(checksLegalMentions('creditNote', true)).toBe(true);
    expect(checksLegalMentions('quote', true)).toBe(false);
    expect(checksLegalMentions('bill', false)).toBe(false);
  });

  it('credit the whole bill with {}, chosen lines with their quantities, and nothing without a line', () => {
    const lines = [
      { lineNo: 1, quantity: 12 },
      { lineNo: 2, quantity: 1 },
    ];
    expect(creditNoteBody(true, { 1: 3 }, lines)).toEqual({});
    expect(creditNoteBody(false, { 2: 1 }, lines)).toEqual({ lines: [{ lineNo: 2, quantity: 1 }] });
    expect(creditNoteBody(false, { 1: 3, 2: null }, lines)).toEqual({ lines: [{ lineNo: 1, quantity: 3 }] });
    expect(creditNoteBody(false, {}, lines)).toBeNull();
    expect(creditNoteBody(false, { 1: 0 }, lines)).toBeNull();
  });

  it('name the list a path shows, and keep one client or period in the URL', () => {
    expect(listedKindOf('/dashboard/orders/bills')).toBe('bill');
    expect(listedKindOf('/dashboard/orders/deposits/')).toBe('depositBill');
    expect(listedKindOf('/dashboard/orders/credits')).toBe('creditNote');
    const url = new URL('http://x/dashboard/orders?client=cli_a,cli_b&status=pending,validated');
    expect(keepLastSalesChoice(url, ['client'])).toBe(
      '/dashboard/orders?client=cli_b&status=pending%2Cvalidated',
    );
    expect(keepLastSalesChoice(new URL('http://x/dashboard/orders?client=cli_a'), ['client'])).toBeNull();
  });
});
