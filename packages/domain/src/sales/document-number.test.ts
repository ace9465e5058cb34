import { describe, expect, it } from 'vitest';
import {
  defaultBillingNumbering,
  documentPrefix,
  documentSeries,
  fiscalYearLabel,
  formatDocumentNumber,
  prefixesOfBillingNumbering,
} from './document-number.ts';
import { orderNumberStart } from './order-number.ts';

describe('document numbering (CGI art. 242 nonies A): per shop, kind and fiscal year, with a prefix', () => {
  it('names the fiscal year by its starting year (spec §9 logStartMonth 0-based)', () => {
    expect(fiscalYearLabel('2026-03-15')).toBe('2026');
    expect(fiscalYearLabel('2026-03-15', { logStartMonth: 6, logStartDay: 1 })).toBe('2025');
    expect(fiscalYearLabel('2026-07-01', { logStartMonth: 6, logStartDay: 1 })).toBe('2026');
  });

  it('one series per kind and fiscal year', () => {
    expect(documentSeries('bill', '2026')).toBe('bill-2026');
    expect(documentSeries('creditNote', '2025')).toBe('creditNote-2025');
  });

  it('formats prefix, year and a zero-padded sequence; refuses 0', () => {
    expect(formatDocumentNumber('FA', '2026', 42)).toBe('FA2026-00042');
    expect(formatDocumentNumber('FA', '2026', 123_456)).toBe('FA2026-123456');
    expect(() => formatDocumentNumber('FA', '2026', 0)).toThrow(RangeError);
  });

  it("takes the shop's prefix from settings, else the default", () => {
    expect(documentPrefix('bill', { bill: 'F-' })).toBe('F-');
    expect(documentPrefix('bill', { bill: '  ' })).toBe('FA');
    expect(documentPrefix('creditNote', undefined)).toBe('AV');
  });

  it("reads the billing tab's fields for the kinds they number: credit notes, deposit bills, delivery notes", () => {
    const prefixes = prefixesOfBillingNumbering({
      credit: 'A-',
      deposit: 'AC-',
      deliveryNote: 'L-',
      bill: 'F',
    });
    expect(documentPrefix('creditNote', prefixes)).toBe('A-');
    expect(documentPrefix('depositBill', prefixes)).toBe('AC-');
    expect(documentPrefix('shipment', prefixes)).toBe('L-');
    expect(documentPrefix('bill', prefixes)).toBe('F');
    expect(documentPrefix('sample', prefixes)).toBe('EC');
  });

  it('shows by default the prefixes documents and orders are really numbered with', () => {
    const shown = defaultBillingNumbering('TROISV');
    const prefixes = prefixesOfBillingNumbering(shown);
    for (const kind of ['quote', 'bill', 'depositBill', 'creditNote', 'shipment'] as const) {
      expect(documentPrefix(kind, prefixes)).toBe(documentPrefix(kind, undefined));
    }
    expect(orderNumberStart({ shopCode: 'TROISV', orderPrefix: shown.order, year: 2026 })).toBe(
      orderNumberStart({ shopCode: 'TROISV', year: 2026 }),
    );
  });
});
