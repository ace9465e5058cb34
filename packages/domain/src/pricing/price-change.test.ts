import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { changePriceByPercent, changePriceTiersByPercent, priceChangePercentError } from './price-change.ts';

describe('changePriceByPercent: a price grid raised or lowered by a percent, to the cent, half-up', () => {
  it.each([
    ['11.00 € +3 % is 11.33 € (the issue: Caviste +3 %)', 1100, '3', 1133],
    ['10.50 € +3 % is 10.82 € (10.815 rounded half-up)', 1050, '3', 1082],
    ['9.80 € +3 % is 10.09 € (10.094)', 980, '3', 1009],
    ['10.50 € -5 % is 9.98 € (9.975 rounded half-up, on the new price)', 1050, '-5', 998],
    ['19.99 € +2.5 % is 20.49 € (20.48975)', 1999, '2.5', 2049],
    ['0.01 € +49 % stays 0.01 € (0.0149)', 1, '49', 1],
    ['0.01 € +50 % is 0.02 € (0.015 half-up)', 1, '50', 2],
    ['a free price stays free', 0, '10', 0],
    ['-100 % gives 0', 1234, '-100', 0],
  ])('%s', (_label, before, percent, after) => {
    expect(changePriceByPercent(cents(before), percent)).toBe(after);
  });

  it('scales every quantity tier of the typology the same way', () => {
    expect(changePriceTiersByPercent({ '12': 1050, '60': 980 }, '3')).toEqual({ '12': 1082, '60': 1009 });
    expect(changePriceTiersByPercent({}, '3')).toEqual({});
  });
});

describe('priceChangePercentError: the percent a bulk change accepts', () => {
  it.each([
    ['3', undefined],
    ['-5', undefined],
    ['2.55', undefined],
    ['0', 'Indiquez un pourcentage différent de 0.'],
    ['2.555', 'Le pourcentage ne peut avoir que 2 décimales.'],
    ['-100.5', 'Le pourcentage doit être compris entre -100 et 1000.'],
    ['1000.01', 'Le pourcentage doit être compris entre -100 et 1000.'],
  ])('%s → %s', (percent, message) => {
    expect(priceChangePercentError(Number(percent))).toBe(message);
  });
});
