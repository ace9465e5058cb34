// Duties and contribution due on a DRM: liquidated once per excise code on the month's taxable exits (released
// for consumption), at the rates in force on the month's first day, rounded once to the cent (half up).
import type { Cents, Ratio } from '../money/index.ts';
import {
  addRatios,
  cents,
  compareRatios,
  multiplyRatios,
  parseDecimal,
  ratio,
  roundRatioHalfUp,
  zeroRatio,
} from '../money/index.ts';
import type { DutyBasis, ExciseRateTable } from '../pricing/excise.ts';
import { levyRateOverThreshold, socialSecurityLevyMinAbvPercent } from '../pricing/excise.ts';
import type { DrmMovement } from './drm.ts';
import { drmColumnOf, taxableExitKinds, volumeOf } from './drm.ts';

/** Taxable quantities of one excise code in a month. */
interface TaxableBase {
  units: number;
  ml: Ratio;
  pureAlcoholMl: Ratio;
  /** Only the drinks over 18 % vol owe the social security contribution (CSS art. L245-7). */
  over18Ml: Ratio;
  over18PureAlcoholMl: Ratio;
}

export interface DrmDuties {
  exciseCode: string;
  /** null when the code has no duty category or the month has no rate for it. */
  exciseCents: Cents | null;
  socialSecurityLevyCents: Cents | null;
}

const centsPerEuro = 100;
const mlPerHectolitre = 100_000;

function amountCents(
  rateEuros: Ratio,
  basis: DutyBasis,
  base: { units: number; ml: Ratio; pureAlcoholMl: Ratio },
) {
  const perHl = (ml: Ratio) => multiplyRatios(ml, ratio(centsPerEuro, mlPerHectolitre));
  const exact =
    basis === 'flat'
      ? multiplyRatios(rateEuros, ratio(base.units * centsPerEuro))
      : basis === 'da'
        ? multiplyRatios(rateEuros, perHl(base.ml))
        : basis === 'ap'
          ? multiplyRatios(rateEuros, perHl(base.pureAlcoholMl))
          : // dap: per hl and per % vol, that is 100 × the hl of pure alcohol
            multiplyRatios(rateEuros, multiplyRatios(perHl(base.pureAlcoholMl), ratio(100)));
  return cents(roundRatioHalfUp(exact));
}

/** Excise and contribution due per excise code on the month's taxable exits. */
export function computeDrmDuties(
  month: string,
  movements: readonly DrmMovement[],
  rates: ExciseRateTable | null,
): DrmDuties[] {
  const bases = new Map<string, { category: DrmMovement['dutyCategory']; base: TaxableBase }>();
  for (const movement of movements) {
    if (!movement.day.startsWith(month) || movement.quantity >= 0) continue;
    const column = drmColumnOf(movement);
    if (column.side !== 'exit' || !taxableExitKinds.includes(column.kind)) continue;
    const entry = bases.get(movement.exciseCode) ?? {
      category: movement.dutyCategory,
      base: {
        units: 0,
        ml: zeroRatio,
        pureAlcoholMl: zeroRatio,
        over18Ml: zeroRatio,
        over18PureAlcoholMl: zeroRatio,
      },
    };
    const volume = volumeOf(movement);
    const base = entry.base;
    base.units += Math.abs(movement.quantity);
    base.ml = addRatios(base.ml, volume.ml);
    base.pureAlcoholMl = addRatios(base.pureAlcoholMl, volume.pureAlcoholMl);
    const abv = movement.abvPercent === null ? null : parseDecimal(movement.abvPercent);
    if (abv && compareRatios(abv, ratio(socialSecurityLevyMinAbvPercent)) > 0) {
      base.over18Ml = addRatios(base.over18Ml, volume.ml);
      base.over18PureAlcoholMl = addRatios(base.over18PureAlcoholMl, volume.pureAlcoholMl);
    }
    bases.set(movement.exciseCode, entry);
  }
  return [...bases.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([exciseCode, { category, base }]) => {
      const excise = category && rates ? rates.categories[category] : undefined;
      const levy = category && rates ? levyRateOverThreshold(category, rates) : null;
      return {
        exciseCode,
        exciseCents: excise ? amountCents(parseDecimal(excise.rateEuros), excise.basis, base) : null,
        socialSecurityLevyCents:
          category && rates
            ? levy
              ? amountCents(levy.rateEuros, levy.basis, {
                  units: 0,
                  ml: base.over18Ml,
                  pureAlcoholMl: base.over18PureAlcoholMl,
                })
              : cents(0)
            : null,
      };
    });
}
