// VAT rates and HT <-> TTC conversions (spec §9: defaults 20 / 10 / 5.5 %, overridable by the shop and the product).
import type { Cents } from '../money/index.ts';
import { basisPointsPerUnit, cents, roundHalfUp } from '../money/index.ts';

export type VatType = 'standard' | 'medium' | 'reduced';

/** spec §9: standard 20 %, medium 10 %, reduced 5.5 % (multipliers 1.2, 1.1, 1.055), in basis points. */
export const defaultVatRatesBasisPoints: Readonly<Record<VatType, number>> = {
  standard: 2000,
  medium: 1000,
  reduced: 550,
};

export interface VatShopSettings {
  /** spec §3 Shop.settings.hasTVA: a shop outside VAT charges none. */
  hasTVA: boolean;
  /** spec §3 Shop.settings.vatRate, already in basis points. */
  vatRatesBasisPoints?: Partial<Record<VatType, number>> | undefined;
}

export interface VatProductSettings {
  vatType?: VatType | undefined;
  /** spec §3 Product.tva: the product's own rate wins over the shop's. */
  vatRateBasisPoints?: number | null | undefined;
  disableVAT?: boolean | undefined;
}

/**
 * The VAT rate of a product: 0 when the shop has no VAT or the product disables it, else the product's own
 * rate, else the shop's rate for its VAT type, else the default. Example: a reduced-rate product in a default
 * shop gives 550.
 */
export function resolveVatRateBasisPoints(product: VatProductSettings, shop: VatShopSettings): number {
  if (!shop.hasTVA || product.disableVAT) return 0;
  if (product.vatRateBasisPoints !== null && product.vatRateBasisPoints !== undefined) {
    return product.vatRateBasisPoints;
  }
  const vatType = product.vatType ?? 'standard';
  return shop.vatRatesBasisPoints?.[vatType] ?? defaultVatRatesBasisPoints[vatType];
}

/** VAT due on an amount excluding tax. Example: `vatOnHt(cents(1100), 2000)` is 220. */
export function vatOnHt(htAmount: Cents, rateBasisPoints: number): Cents {
  // Rounding policy: half away from zero, on each priced line (the breakdown per rate adds rounded lines).
  return cents(roundHalfUp(htAmount * rateBasisPoints, basisPointsPerUnit));
}

/** Amount including tax from an amount excluding tax. Example: `htToTtc(cents(825), 2000)` is 990. */
export function htToTtc(htAmount: Cents, rateBasisPoints: number): Cents {
  return cents(htAmount + vatOnHt(htAmount, rateBasisPoints));
}

/**
 * Amount excluding tax inside an amount including tax. Example: `ttcToHt(cents(1650), 2000)` is 1375.
 * The VAT of a TTC amount is always TTC - HT, so a TTC price is never changed by a round trip.
 */
export function ttcToHt(ttcAmount: Cents, rateBasisPoints: number): Cents {
  // Rounding policy: half away from zero on TTC / (1 + rate), computed exactly as TTC x 10000 / (10000 + bp).
  return cents(roundHalfUp(ttcAmount * basisPointsPerUnit, basisPointsPerUnit + rateBasisPoints));
}

export interface HtVatTtc {
  htCents: Cents;
  vatCents: Cents;
  ttcCents: Cents;
}

/**
 * Both sides of an amount given in the price base of a typology (spec §3: a ttc typology's prices include VAT).
 * Example: `splitAmount(cents(1650), true, 2000)` is { ht 1375, vat 275, ttc 1650 }.
 */
export function splitAmount(amount: Cents, includesVat: boolean, rateBasisPoints: number): HtVatTtc {
  if (includesVat) {
    const htCents = ttcToHt(amount, rateBasisPoints);
    return { htCents, vatCents: cents(amount - htCents), ttcCents: amount };
  }
  const vatCents = vatOnHt(amount, rateBasisPoints);
  return { htCents: amount, vatCents, ttcCents: cents(amount + vatCents) };
}
