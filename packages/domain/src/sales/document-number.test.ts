import { describe, expect, it } from 'vitest';
import { documentPrefix, documentSeries, fiscalYearLabel, formatDocumentNumber } from './document-number.ts';

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
});
