import { describe, expect, it } from 'vitest';
import { parseDecimal, ratio } from '../money/index.ts';
import { computeLineDuties, exciseRates2026, selectExciseRates } from './excise.ts';
import { exciseRateRows2026, exciseRateTablesFromRows, missingExciseRates } from './excise-rates.ts';

describe('excise rates from the admin rows (dated data)', () => {
  it('the 2026 rows give the same duties as the engine constant', () => {
    const [table] = exciseRateTablesFromRows(exciseRateRows2026);
    const quantity = { volumeMl: ratio(700), abvPercent: parseDecimal(40), units: 6 };
    expect(table && computeLineDuties({ category: 'spirits' }, quantity, table)).toEqual(
      computeLineDuties({ category: 'spirits' }, quantity, exciseRates2026),
    );
    expect(table?.socialSecurityLevy).toEqual(exciseRates2026.socialSecurityLevy);
    expect(table?.categories).toEqual(exciseRates2026.categories);
  });

  it('2027 rows make a second table, picked from 1 January 2027', () => {
    const rows = [
      ...exciseRateRows2026,
      {
        category: 'stillWine' as const,
        kind: 'droit' as const,
        basis: 'da' as const,
        rateEuros: '4.26',
        validFrom: '2027-01-01',
        validTo: null,
      },
    ];
    const tables = exciseRateTablesFromRows(rows);
    expect(selectExciseRates('2026-12-31', tables).categories.stillWine?.rateEuros).toBe('4.19');
    expect(selectExciseRates('2027-01-01', tables).categories.stillWine?.rateEuros).toBe('4.26');
  });

  it('warns of the categories a year has no rate for', () => {
    expect(missingExciseRates(exciseRateRows2026, 2026)).toEqual([]);
    expect(missingExciseRates(exciseRateRows2026, 2027)).toEqual([
      'stillWine',
      'sparklingWine',
      'intermediateReduced',
      'intermediate',
      'spirits',
    ]);
  });
});
