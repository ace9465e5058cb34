// Alcohol excise duties and custom taxes (spec §9 Alcohol duty; spec §5 custom tax). Rates are dated data:
// next year's rates are a new table, not a code change.
import type { Cents, Ratio } from '../money/index.ts';
import {
  cents,
  compareRatios,
  multiplyRatios,
  parseDecimal,
  ratio,
  roundRatioHalfUp,
} from '../money/index.ts';

export type ExciseCategory =
  | 'stillWine'
  | 'sparklingWine'
  | 'intermediateReduced'
  | 'intermediate'
  | 'spirits';

/**
 * spec §9 duty formats: ap per hl of pure alcohol, da per hl of volume, dap per hl and per % vol (degree-hectolitre),
 * flat per unit sold.
 */
export type DutyBasis = 'ap' | 'da' | 'dap' | 'flat';

export interface DutyRate {
  basis: DutyBasis;
  /** Euros per the basis unit, as an exact decimal. */
  rateEuros: string;
}

export interface ExciseRateTable {
  /** First day (YYYY-MM-DD) these rates apply. */
  validFrom: string;
  categories: Readonly<Record<ExciseCategory, DutyRate>>;
  /** Social-security levy on drinks above minAbvPercent % vol, per hl of pure alcohol. */
  socialSecurityLevy: { minAbvPercent: number; rate: DutyRate };
}

/** French excise rates for 2026 (CIBS, annual indexation). */
export const exciseRates2026: ExciseRateTable = {
  validFrom: '2026-01-01',
  categories: {
    stillWine: { basis: 'da', rateEuros: '4.19' },
    sparklingWine: { basis: 'da', rateEuros: '10.38' },
    // Intermediate products under the reduced rate (natural sweet wines and liqueur wines under a protected name).
    intermediateReduced: { basis: 'da', rateEuros: '52.39' },
    intermediate: { basis: 'da', rateEuros: '209.53' },
    spirits: { basis: 'ap', rateEuros: '1932.42' },
  },
  socialSecurityLevy: { minAbvPercent: 18, rate: { basis: 'ap', rateEuros: '620.47' } },
};

/** Every known table; add next year's first. */
export const exciseRateTables: readonly ExciseRateTable[] = [exciseRates2026];

/** The table in force on a date (YYYY-MM-DD): the latest validFrom not after it. Throws when none applies. */
export function selectExciseRates(
  pricingDate: string,
  tables: readonly ExciseRateTable[] = exciseRateTables,
) {
  let selected: ExciseRateTable | null = null;
  for (const table of tables) {
    if (table.validFrom <= pricingDate && (!selected || table.validFrom > selected.validFrom))
      selected = table;
  }
  if (!selected) throw new RangeError(`no excise rates known for ${pricingDate}`);
  return selected;
}

/** A vintage's duty: a legal category (rates from the dated table) or an explicit rate. */
export type DutyRule = { category: ExciseCategory } | DutyRate;

/** spec §3 Vintage.legal customTax*: a tax per hectolitre. */
export interface CustomTax {
  name: string;
  amountPerHlEuros: string | number;
  /** Product families it applies to; all when empty. */
  families?: readonly string[] | undefined;
  /** spec customTaxVat: VAT applies on top of the tax. */
  vatApplies?: boolean | undefined;
}

const millilitresPerHectolitre = 100_000;

export interface DutyQuantity {
  /** Volume of one unit, in millilitres; null for products without volume. */
  volumeMl: Ratio | null;
  abvPercent: Ratio | null;
  /** Units released (paid and free). */
  units: number;
}

const centsPerEuro = ratio(100);

function amountFor(rate: DutyRate, quantity: DutyQuantity): Cents {
  const rateCents = multiplyRatios(parseDecimal(rate.rateEuros), centsPerEuro);
  if (rate.basis === 'flat') return cents(roundRatioHalfUp(multiplyRatios(rateCents, ratio(quantity.units))));
  if (!quantity.volumeMl) return cents(0);
  const hectolitres = multiplyRatios(quantity.volumeMl, ratio(quantity.units, millilitresPerHectolitre));
  let amount = multiplyRatios(rateCents, hectolitres);
  if (rate.basis === 'ap' || rate.basis === 'dap') {
    if (!quantity.abvPercent) throw new RangeError(`a duty per ${rate.basis} needs the alcohol content`);
    amount = multiplyRatios(
      amount,
      rate.basis === 'ap' ? multiplyRatios(quantity.abvPercent, ratio(1, 100)) : quantity.abvPercent,
    );
  }
  // Rounding policy: half away from zero, once per line and per duty, on the exact line volume.
  return cents(roundRatioHalfUp(amount));
}

export interface LineDuties {
  exciseCents: Cents;
  socialSecurityLevyCents: Cents;
}

/**
 * Excise and social-security levy of a line. Example: 6 bottles of 70 cl at 40 % vol of spirits in 2026 give
 * 32.46 EUR excise and 10.42 EUR levy.
 */
export function computeLineDuties(
  rule: DutyRule,
  quantity: DutyQuantity,
  rates: ExciseRateTable,
): LineDuties {
  const rate = 'category' in rule ? rates.categories[rule.category] : rule;
  const exciseCents = amountFor(rate, quantity);
  const levy = rates.socialSecurityLevy;
  const overLevyThreshold =
    quantity.abvPercent !== null && compareRatios(quantity.abvPercent, ratio(levy.minAbvPercent)) > 0;
  return {
    exciseCents,
    socialSecurityLevyCents: overLevyThreshold ? amountFor(levy.rate, quantity) : cents(0),
  };
}

/** spec §5: a custom tax applies only with a name and an amount, and only to its families if any are listed. */
export function customTaxApplies(tax: CustomTax, productFamily: string | null | undefined): boolean {
  if (tax.name.trim() === '') return false;
  if (compareRatios(parseDecimal(tax.amountPerHlEuros), ratio(0)) <= 0) return false;
  if (!tax.families || tax.families.length === 0) return true;
  return productFamily !== null && productFamily !== undefined && tax.families.includes(productFamily);
}

/** Custom tax of a line (per hectolitre of volume), or 0 when it does not apply. */
export function computeCustomTax(
  tax: CustomTax,
  productFamily: string | null | undefined,
  quantity: DutyQuantity,
) {
  if (!customTaxApplies(tax, productFamily)) return cents(0);
  return amountFor({ basis: 'da', rateEuros: String(tax.amountPerHlEuros) }, quantity);
}
