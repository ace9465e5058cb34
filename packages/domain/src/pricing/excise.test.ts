import { describe, expect, it } from 'vitest';
import { parseDecimal, ratio } from '../money/index.ts';
import type { CustomTax, DutyQuantity, DutyRule, ExciseRateTable } from './excise.ts';
import {
  computeCustomTax,
  computeLineDuties,
  customTaxApplies,
  exciseRates2026,
  selectExciseRates,
} from './excise.ts';

const bottles = (volumeMl: number, abv: number | null, units: number): DutyQuantity => ({
  volumeMl: ratio(volumeMl),
  abvPercent: abv === null ? null : parseDecimal(abv),
  units,
});

describe('excise duties, per hl of volume or of pure alcohol (spec §9 Alcohol duty: ap, da, dap, flat)', () => {
  it.each<[string, DutyRule, DutyQuantity, number, number]>([
    // 12 x 75 cl = 0.09 hl x 4.19 = 0.3771
    ['still wine 4.19 €/hl', { category: 'stillWine' }, bottles(750, 13, 12), 38, 0],
    // 6 x 75 cl = 0.045 hl x 10.38 = 0.4671
    ['sparkling 10.38 €/hl', { category: 'sparklingWine' }, bottles(750, 12, 6), 47, 0],
    // 6 x 75 cl x 52.39 = 2.35755; 16 % vol stays under the levy
    ['intermediate reduced 52.39 €/hl', { category: 'intermediateReduced' }, bottles(750, 16, 6), 236, 0],
    // 0.045 hl x 209.53 = 9.42885; CSS art. L245-9 2°: per hl of VOLUME, 0.045 hl x 52.39 = 2.35755
    [
      'intermediate 209.53 €/hl, 19 % vol pays the levy per hl of volume',
      { category: 'intermediate' },
      bottles(750, 19, 6),
      943,
      236,
    ],
    // levy capped at 40 % of the excise: 0.045 hl x min(52.39, 0.4 x 52.39 = 20.956) = 0.94302
    [
      'intermediate reduced at 20 % vol: the levy is capped at 40 % of the excise',
      { category: 'intermediateReduced' },
      bottles(750, 20, 6),
      236,
      94,
    ],
    // 6 x 70 cl at 40 %: 0.0168 hlap x 1932.42 = 32.4647; levy 0.0168 x 620.47 = 10.4239
    [
      'spirits 1932.42 €/hlap with the 620.47 €/hlap levy',
      { category: 'spirits' },
      bottles(700, 40, 6),
      3246,
      1042,
    ],
    [
      'exactly 18 % vol pays no levy (over 18 % only)',
      { category: 'intermediate' },
      bottles(750, 18, 6),
      943,
      0,
    ],
    // 1 hl at 5 % vol x 3.00 €/degree-hl = 15.00
    ['dap: per hl and per % vol', { basis: 'dap', rateEuros: '3' }, bottles(100_000, 5, 1), 1500, 0],
    ['ap: per hl of pure alcohol', { basis: 'ap', rateEuros: '100' }, bottles(100_000, 12.5, 2), 2500, 0],
    ['da: per hl of volume', { basis: 'da', rateEuros: '10' }, bottles(50_000, null, 3), 1500, 0],
    ['flat: per unit', { basis: 'flat', rateEuros: '0.35' }, bottles(750, 12, 6), 210, 0],
  ])('%s', (_rule, rule, quantity, excise, levy) => {
    expect(computeLineDuties(rule, quantity, exciseRates2026)).toEqual({
      exciseCents: excise,
      socialSecurityLevyCents: levy,
    });
  });

  it('needs the alcohol content for a duty per pure alcohol', () => {
    expect(() => computeLineDuties({ category: 'spirits' }, bottles(700, null, 1), exciseRates2026)).toThrow(
      RangeError,
    );
  });

  it('a product without volume owes no volume duty', () => {
    const none = { volumeMl: null, abvPercent: null, units: 3 };
    expect(computeLineDuties({ category: 'stillWine' }, none, exciseRates2026).exciseCents).toBe(0);
  });
});

describe('excise rates are dated data (next year is a data change)', () => {
  const rates2027: ExciseRateTable = {
    ...exciseRates2026,
    validFrom: '2027-01-01',
    categories: { ...exciseRates2026.categories, stillWine: { basis: 'da', rateEuros: '4.30' } },
  };
  const tables = [exciseRates2026, rates2027];

  it.each([
    ['2026-01-01', '2026-01-01'],
    ['2026-12-31', '2026-01-01'],
    ['2027-01-01', '2027-01-01'],
    ['2031-06-30', '2027-01-01'],
  ])('on %s the table from %s applies', (date, validFrom) => {
    expect(selectExciseRates(date, tables).validFrom).toBe(validFrom);
  });

  it('a table stops applying after its last day', () => {
    const closed = [{ ...exciseRates2026, validTo: '2026-12-31' }];
    expect(selectExciseRates('2026-12-31', closed).validFrom).toBe('2026-01-01');
    expect(() => selectExciseRates('2027-01-01', closed)).toThrow(RangeError);
  });

  it('has no rates before the first table', () => {
    expect(() => selectExciseRates('2025-12-31', tables)).toThrow(RangeError);
  });

  it('uses 2026 rates by default', () => {
    expect(selectExciseRates('2026-06-01')).toBe(exciseRates2026);
    expect(exciseRates2026.categories.spirits).toEqual({ basis: 'ap', rateEuros: '1932.42' });
    expect(exciseRates2026.socialSecurityLevy.spirits).toEqual({ basis: 'ap', rateEuros: '620.47' });
    expect(exciseRates2026.socialSecurityLevy.intermediate).toEqual({ basis: 'da', rateEuros: '52.39' });
  });
});

describe('custom tax per hectolitre (spec §5: only with a name and an amount, only to its families if any)', () => {
  const tax = (overrides: Partial<CustomTax>): CustomTax => ({
    name: 'Cotisation interprofession',
    amountPerHlEuros: '1.20',
    ...overrides,
  });

  it.each<[string, CustomTax, string | null, boolean]>([
    ['name and amount, no families: applies', tax({}), 'wine', true],
    ['no name: does not apply', tax({ name: '  ' }), 'wine', false],
    ['zero amount: does not apply', tax({ amountPerHlEuros: 0 }), 'wine', false],
    ['listed family: applies', tax({ families: ['wine', 'sparkling'] }), 'sparkling', true],
    ['other family: does not apply', tax({ families: ['spirit'] }), 'wine', false],
    [
      'families listed but product without family: does not apply',
      tax({ families: ['spirit'] }),
      null,
      false,
    ],
    ['empty family list means all', tax({ families: [] }), null, true],
  ])('%s', (_rule, input, family, expected) => {
    expect(customTaxApplies(input, family)).toBe(expected);
  });

  it('charges the amount per hl of volume: 1.20 €/hl on 12 x 75 cl is 0.108 €, so 11 cents', () => {
    expect(computeCustomTax(tax({}), 'wine', bottles(750, 12, 12))).toBe(11);
    expect(computeCustomTax(tax({ families: ['spirit'] }), 'wine', bottles(750, 12, 12))).toBe(0);
  });
});
