import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRatios, ratio, subtractRatios, zeroRatio } from '../money/index.ts';
import { exciseRates2026 } from '../pricing/excise.ts';
import type { DrmMovement } from './drm.ts';
import { computeDrm, drmColumnOf, hectolitres, volumeOf } from './drm.ts';
import { computeDrmDuties } from './drm-duties.ts';
import { stockMovementReasons } from './reasons.ts';

const wine = (
  day: string,
  quantity: number,
  reason: DrmMovement['reason'],
  dutySuspended = false,
): DrmMovement => ({
  day,
  exciseCode: 'W200',
  dutyCategory: 'stillWine',
  unitVolumeMl: ratio(750),
  abvPercent: '13.5',
  quantity,
  reason,
  dutySuspended,
});

describe('DRM of a month (déclaration récapitulative mensuelle)', () => {
  // The journey: 600 bottled, 120 to the duty-paid shop warehouse, 2 broken, in the bonded cellar.
  const journey = [
    wine('2026-03-02', 600, 'production'),
    wine('2026-03-05', -120, 'transferOut'),
    wine('2026-03-09', -2, 'breakage'),
  ];

  it('shows the bonded cellar: 600 bottles in, 120 released to a duty-paid warehouse, 2 broken', () => {
    const [line] = computeDrm('2026-03', journey);
    expect(line && hectolitres(line.opening.ml)).toBe('0.0000');
    expect(line && hectolitres(line.entries.production.ml)).toBe('4.5000');
    expect(line && hectolitres(line.exits.dutyPaid.ml)).toBe('0.9000');
    expect(line && hectolitres(line.exits.loss.ml)).toBe('0.0150');
    expect(line && hectolitres(line.closing.ml)).toBe('3.5850');
    // 3.585 hl × 13.5 % vol = 0.483975 hl AP
    expect(line && hectolitres(line.closing.pureAlcoholMl)).toBe('0.4840');
  });

  it('opens April on March closing', () => {
    const march = computeDrm('2026-03', journey)[0];
    const april = computeDrm('2026-04', journey)[0];
    expect(april?.opening).toEqual(march?.closing);
    expect(april?.closing).toEqual(march?.closing);
  });

  it('liquidates the duty on the released volume only: 0.9 hl × 4.19 € = 3.77 €, no contribution under 18 %', () => {
    expect(computeDrmDuties('2026-03', journey, exciseRates2026)).toEqual([
      { exciseCode: 'W200', exciseCents: 377, socialSecurityLevyCents: 0 },
    ]);
  });

  it('charges no duty on exits under suspension (bonded warehouse, export, intra-EU B2B)', () => {
    const exports = [wine('2026-03-02', 600, 'production'), wine('2026-03-03', -60, 'sale', true)];
    expect(computeDrm('2026-03', exports)[0]?.exits.suspended.ml).toEqual(ratio(45_000));
    expect(computeDrmDuties('2026-03', exports, exciseRates2026)).toEqual([]);
  });

  it('a liqueur wine at 20 % vol pays the contribution per hl of volume, a spirit per hl of pure alcohol', () => {
    const port: DrmMovement = {
      ...wine('2026-03-03', -10, 'sale'),
      exciseCode: 'I000',
      dutyCategory: 'intermediate',
      abvPercent: 20,
    };
    const cognac: DrmMovement = {
      ...port,
      exciseCode: 'S200',
      dutyCategory: 'spirits',
      unitVolumeMl: ratio(700),
      abvPercent: 40,
    };
    expect(computeDrmDuties('2026-03', [port, cognac], exciseRates2026)).toEqual([
      // 0.075 hl × 209.53 = 15.71475; 0.075 hl × 52.39 = 3.92925
      { exciseCode: 'I000', exciseCents: 1571, socialSecurityLevyCents: 393 },
      // 0.07 hl × 40 % = 0.028 hl AP × 1932.42 = 54.10776; × 620.47 = 17.37316
      { exciseCode: 'S200', exciseCents: 5411, socialSecurityLevyCents: 1737 },
    ]);
  });

  it('has no amount when the month has no rates', () => {
    expect(computeDrmDuties('2027-01', [wine('2027-01-04', -1, 'sale')], null)).toEqual([
      { exciseCode: 'W200', exciseCents: null, socialSecurityLevyCents: null },
    ]);
  });

  it('rounds hectolitres half away from zero to 4 decimals', () => {
    expect(hectolitres(ratio(375))).toBe('0.0038');
    expect(hectolitres(ratio(-375))).toBe('-0.0038');
    expect(hectolitres(ratio(123_456_789))).toBe('1234.5679');
  });
});

const movementArbitrary = fc
  .record({
    day: fc
      .integer({ min: 0, max: 120 })
      .map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10)),
    exciseCode: fc.constantFrom('W200', 'W300', 'S200'),
    unitVolumeMl: fc.constantFrom(375, 750, 1500, 700, 5000),
    abvPercent: fc.constantFrom('12', '13.5', '40', '19.25', null),
    units: fc.integer({ min: 1, max: 1000 }),
    reason: fc.constantFrom(...stockMovementReasons),
    dutySuspended: fc.boolean(),
    negativeCount: fc.boolean(),
  })
  .map(({ units, negativeCount, unitVolumeMl, ...rest }): DrmMovement => {
    const entry = ['production', 'purchase', 'return', 'cancellation', 'transferIn'].includes(rest.reason);
    const sign = rest.reason === 'inventory' ? (negativeCount ? -1 : 1) : entry ? 1 : -1;
    return { ...rest, dutyCategory: null, unitVolumeMl: ratio(unitVolumeMl), quantity: sign * units };
  });

const signedSum = (movements: readonly DrmMovement[]) =>
  movements.reduce(
    (sum, movement) =>
      movement.quantity > 0
        ? addRatios(sum, volumeOf(movement).ml)
        : subtractRatios(sum, volumeOf(movement).ml),
    zeroRatio,
  );

describe('DRM properties (fast-check)', () => {
  it('the month equals the sum of its movements, and opens on the previous month closing', () => {
    fc.assert(
      fc.property(
        fc.array(movementArbitrary, { maxLength: 60 }),
        fc.constantFrom('2026-02', '2026-03', '2026-04'),
        (movements, month) => {
          const previous = `2026-0${Number(month.slice(-1)) - 1}`;
          for (const line of computeDrm(month, movements)) {
            const mine = movements.filter((m) => m.exciseCode === line.exciseCode);
            const ofMonth = mine.filter((m) => m.day.startsWith(month));
            expect(line.closing.ml).toEqual(signedSum(mine.filter((m) => m.day < `${month}-32`)));
            expect(subtractRatios(line.totalEntries.ml, line.totalExits.ml)).toEqual(signedSum(ofMonth));
            expect(line.totalEntries.ml).toEqual(
              signedSum(ofMonth.filter((m) => drmColumnOf(m).side === 'entry')),
            );
            const before = computeDrm(previous, movements).find((l) => l.exciseCode === line.exciseCode);
            expect(line.opening).toEqual(before?.closing ?? { ml: zeroRatio, pureAlcoholMl: zeroRatio });
          }
        },
      ),
    );
  });
});
