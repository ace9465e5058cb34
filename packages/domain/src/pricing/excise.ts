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
  /** Last day (YYYY-MM-DD) they apply; open-ended when absent (until a later table starts). */
  validTo?: string | null | undefined;
  /** Excise duty (droit de consommation) per category. */
  categories: Readonly<Partial<Record<ExciseCategory, DutyRate>>>;
  /**
   * Cotisation sécurité sociale (CSS art. L245-7 to L245-9) per category, owed on drinks over 18 % vol only:
   * spirits per hl of pure alcohol (L245-9 1°), every other drink per hl of VOLUME (L245-9 2°).
   */
  socialSecurityLevy: Readonly<Partial<Record<ExciseCategory, DutyRate>>>;
}

/** CSS art. L245-7: the contribution is owed on drinks whose alcohol content is over 18 % vol. */
export const socialSecurityLevyMinAbvPercent = 18;
/**
 * CSS art. L245-9, last paragraph of its 2° ("ce montant ne peut excéder 40 % du droit d'accise applicable pour
 * les boissons relevant des codes NC 2204, 2205, 2206"): the per-volume contribution of wines, intermediate
 * products and other fermented drinks is capped at 40 % of their own excise rate.
 */
export const socialSecurityLevyCapOfExcise = ratio(40, 100);

/**
 * French rates for 2026. Duties: CGI art. 438 (wines, intermediate products), art. 403 (alcohols), recodified in
 * the CIBS (art. L313-15 to L313-20) and indexed every 1 January. CSS art. L245-9 (version since the 2019 social
 * security finance law, L245-9 1° citing CIBS L313-15): 1° per hl of pure alcohol for the fiscal category
 * "alcools"; 2° per hl of volume for the other drinks over 18 % vol, capped at 40 % of their excise. The
 * database's excise_rates table is the source of truth; this constant mirrors its 2026 seed for the cart.
 */
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
  socialSecurityLevy: {
    stillWine: { basis: 'da', rateEuros: '52.39' },
    sparklingWine: { basis: 'da', rateEuros: '52.39' },
    intermediateReduced: { basis: 'da', rateEuros: '52.39' },
    intermediate: { basis: 'da', rateEuros: '52.39' },
    spirits: { basis: 'ap', rateEuros: '620.47' },
  },
};

/** Every known table; add next year's first. */
export const exciseRateTables: readonly ExciseRateTable[] = [exciseRates2026];

/** True when the table applies on the day (YYYY-MM-DD). */
export function exciseTableApplies(table: ExciseRateTable, day: string): boolean {
  return table.validFrom <= day && (!table.validTo || day <= table.validTo);
}

/** The table in force on a date (YYYY-MM-DD): the latest validFrom not after it. Throws when none applies. */
export function selectExciseRates(
  pricingDate: string,
  tables: readonly ExciseRateTable[] = exciseRateTables,
) {
  let selected: ExciseRateTable | null = null;
  for (const table of tables) {
    if (exciseTableApplies(table, pricingDate) && (!selected || table.validFrom > selected.validFrom))
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

/** Exact amount in cents, before rounding, of a rate (euros per its basis unit) on a quantity. */
function exactAmountFor(rateEuros: Ratio, basis: DutyBasis, quantity: DutyQuantity): Ratio {
  const rateCents = multiplyRatios(rateEuros, centsPerEuro);
  if (basis === 'flat') return multiplyRatios(rateCents, ratio(quantity.units));
  if (!quantity.volumeMl) return ratio(0);
  const hectolitres = multiplyRatios(quantity.volumeMl, ratio(quantity.units, millilitresPerHectolitre));
  const amount = multiplyRatios(rateCents, hectolitres);
  if (basis === 'da') return amount;
  if (!quantity.abvPercent) throw new RangeError(`a duty per ${basis} needs the alcohol content`);
  return multiplyRatios(
    amount,
    basis === 'ap' ? multiplyRatios(quantity.abvPercent, ratio(1, 100)) : quantity.abvPercent,
  );
}

// Rounding policy: half away from zero, once per line and per duty, on the exact line volume.
function amountFor(rate: DutyRate, quantity: DutyQuantity): Cents {
  return cents(roundRatioHalfUp(exactAmountFor(parseDecimal(rate.rateEuros), rate.basis, quantity)));
}

/**
 * The contribution rate a drink pays per its basis unit, or null when none: over 18 % vol only (L245-7); the
 * per-volume rate of a non-spirit is capped at 40 % of its excise rate per volume (L245-9 2°).
 */
export function socialSecurityLevyRate(
  category: ExciseCategory,
  abvPercent: Ratio | null,
  rates: ExciseRateTable,
): { rateEuros: Ratio; basis: DutyBasis } | null {
  if (!abvPercent || compareRatios(abvPercent, ratio(socialSecurityLevyMinAbvPercent)) <= 0) return null;
  return levyRateOverThreshold(category, rates);
}

/** The contribution rate of a category for a drink already known to be over 18 % vol (capped as above). */
export function levyRateOverThreshold(
  category: ExciseCategory,
  rates: ExciseRateTable,
): { rateEuros: Ratio; basis: DutyBasis } | null {
  const levy = rates.socialSecurityLevy[category];
  if (!levy) return null;
  const rateEuros = parseDecimal(levy.rateEuros);
  const excise = rates.categories[category];
  if (levy.basis !== 'da' || !excise || excise.basis !== 'da') return { rateEuros, basis: levy.basis };
  const cap = multiplyRatios(parseDecimal(excise.rateEuros), socialSecurityLevyCapOfExcise);
  return { rateEuros: compareRatios(rateEuros, cap) > 0 ? cap : rateEuros, basis: 'da' };
}

export interface LineDuties {
  exciseCents: Cents;
  socialSecurityLevyCents: Cents;
}

/** The excise rate of a rule: the category's dated rate, or the explicit rate. Throws when the table lacks it. */
export function exciseRateOf(rule: DutyRule, rates: ExciseRateTable): DutyRate {
  if (!('category' in rule)) return rule;
  const rate = rates.categories[rule.category];
  if (!rate) throw new RangeError(`no excise rate for ${rule.category} from ${rates.validFrom}`);
  return rate;
}

/**
 * Excise and social-security levy of a line. Example: 6 bottles of 70 cl at 40 % vol of spirits in 2026 give
 * 32.46 EUR excise and 10.42 EUR levy (per hl of pure alcohol); 6 x 75 cl of an intermediate product at
 * 19 % vol give 9.43 EUR excise and 2.36 EUR levy (per hl of volume).
 */
export function computeLineDuties(
  rule: DutyRule,
  quantity: DutyQuantity,
  rates: ExciseRateTable,
): LineDuties {
  const exciseCents = amountFor(exciseRateOf(rule, rates), quantity);
  const levy = 'category' in rule ? socialSecurityLevyRate(rule.category, quantity.abvPercent, rates) : null;
  return {
    exciseCents,
    socialSecurityLevyCents: levy
      ? cents(roundRatioHalfUp(exactAmountFor(levy.rateEuros, levy.basis, quantity)))
      : cents(0),
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
