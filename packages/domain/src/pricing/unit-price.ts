// Unit price of a format for a buyer typology and its quantity discounts (spec §3 Format, Pricing typology; §5).
import type { Cents, Ratio } from '../money/index.ts';
import { cents, compareRatios, eurosToCents, minCents, multiplyRate, parseDecimal } from '../money/index.ts';
import type { Promotion } from './promotions.ts';

/** spec §3 discountPrice: from this quantity on, the unit price becomes unitPriceCents. */
export interface PriceTier {
  minQuantity: number;
  unitPriceCents: Cents;
}

/** spec §3 discountAdd: from this quantity on, freeUnits units are added free. */
export interface FreeUnitsTier {
  minQuantity: number;
  freeUnits: number;
}

/** spec §3 Format.typologies[typology] with the Pricing typology fields. */
export interface TypologyPriceEntry {
  visible?: boolean | undefined;
  priceCents?: Cents | null | undefined;
  discountPrice?: readonly PriceTier[] | undefined;
  discountAdd?: readonly FreeUnitsTier[] | undefined;
}

export interface FormatPricing {
  /** Price used when the typology has no price of its own. */
  priceCents?: Cents | null | undefined;
  discountPrice?: readonly PriceTier[] | undefined;
  discountAdd?: readonly FreeUnitsTier[] | undefined;
  promotions?: readonly Promotion[] | undefined;
  typologies?: Readonly<Record<string, TypologyPriceEntry>> | undefined;
}

export interface ResolvedUnitPrice {
  listUnitCents: Cents;
  discountPrice: readonly PriceTier[];
  discountAdd: readonly FreeUnitsTier[];
  source: 'typology' | 'format';
}

/**
 * The list price of a format for a typology, in that typology's price base (TTC when the typology is ttc).
 * Fallback rules: a typology entry with visible false sells nothing (null); an entry with a price gives that
 * price and the entry's own quantity discounts; otherwise the format's price with the format's discounts;
 * no price at all gives null. Example: caviste Bourgogne Pinot Noir gives 1100 with tiers {12: 1050, 60: 980}.
 */
export function resolveUnitPrice(format: FormatPricing, typologyKey: string): ResolvedUnitPrice | null {
  const entry = format.typologies?.[typologyKey];
  if (entry?.visible === false) return null;
  if (entry?.priceCents !== null && entry?.priceCents !== undefined) {
    return {
      listUnitCents: entry.priceCents,
      discountPrice: entry.discountPrice ?? [],
      discountAdd: entry.discountAdd ?? [],
      source: 'typology',
    };
  }
  if (format.priceCents === null || format.priceCents === undefined) return null;
  return {
    listUnitCents: format.priceCents,
    discountPrice: format.discountPrice ?? [],
    discountAdd: format.discountAdd ?? [],
    source: 'format',
  };
}

function highestReached<T extends { minQuantity: number }>(tiers: readonly T[], quantity: Ratio): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (compareRatios(quantity, parseDecimal(tier.minQuantity)) < 0) continue;
    if (!best || tier.minQuantity > best.minQuantity) best = tier;
  }
  return best;
}

/**
 * spec §5: the highest reached threshold wins; a tier never raises the price.
 * Example: tiers {12: 1050, 60: 980} at 12 bottles give 1050, at 59 give 1050, at 60 give 980.
 */
export function applyPriceTiers(
  listUnitCents: Cents,
  tiers: readonly PriceTier[],
  quantity: Ratio,
): { unitCents: Cents; tier: PriceTier | null } {
  const tier = highestReached(tiers, quantity);
  return { unitCents: tier ? minCents(listUnitCents, tier.unitPriceCents) : listUnitCents, tier };
}

/** spec §5: free units of the highest reached discountAdd threshold. Example: {12: 1} at 24 bottles gives 1. */
export function pickFreeUnits(tiers: readonly FreeUnitsTier[], quantity: Ratio): number {
  return highestReached(tiers, quantity)?.freeUnits ?? 0;
}

/**
 * Lowers a unit price by a percent (typology globalDiscount, percent promotion). The reduction is rounded half away
 * from zero and capped at the price, so the result stays between 0 and the price.
 * Example: `reduceByPercent(cents(1650), '10')` is 1485.
 */
export function reduceByPercent(unitCents: Cents, percent: string | number): Cents {
  const reduction = multiplyRate(unitCents, String(percent));
  if (reduction <= 0) return unitCents;
  return cents(Math.max(0, unitCents - reduction));
}

/**
 * Converts a database map such as {"12": 10.5, "60": "9.80"} (threshold to euros) into tiers.
 * Example: `toPriceTiers({ 12: 10.5 })` is [{ minQuantity: 12, unitPriceCents: 1050 }].
 */
export function toPriceTiers(map: Readonly<Record<string, number | string>> | null | undefined): PriceTier[] {
  return Object.entries(map ?? {}).map(([threshold, euros]) => ({
    minQuantity: Number(threshold),
    unitPriceCents: eurosToCents(euros),
  }));
}

/** Converts a database map {"12": 1} (threshold to free units) into tiers. */
export function toFreeUnitsTiers(
  map: Readonly<Record<string, number | string>> | null | undefined,
): FreeUnitsTier[] {
  return Object.entries(map ?? {}).map(([threshold, units]) => ({
    minQuantity: Number(threshold),
    freeUnits: Number(units),
  }));
}
