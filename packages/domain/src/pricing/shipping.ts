// Shipping price and free-shipping threshold (spec §3 Cart order shipping, §4 Cart rules, §5 Delivery note, §9).
import type { Cents, Ratio } from '../money/index.ts';
import { ceilRatio, cents, compareRatios, multiplyRatios, ratio, subtractRatios } from '../money/index.ts';
import { splitAmount, vatOnHt } from './vat.ts';

/** spec §5, §9: up to 12 bottles (eq75) in one parcel, 7 EUR per additional parcel. */
export const parcelCapacityEq75 = 12;
export const extraParcelFeeCents = cents(700);

/** spec §9: free shipping ('franco') by number of products and/or amount; reaching either one is enough. */
export interface FrancoRule {
  minProductCount?: number | null | undefined;
  /** Products total including VAT. */
  minAmountTTCCents?: Cents | null | undefined;
}

export interface DeliveryMode {
  id: string;
  name?: string | undefined;
  /** The carrier price for one parcel. */
  priceCents: Cents;
  /** True when priceCents and extraParcelFeeCents include VAT (the demo's 9.90 TTC). */
  priceIncludesVat: boolean;
  extraParcelFeeCents?: Cents | undefined;
  parcelCapacityEq75?: number | undefined;
  /** Seller margin and platform commission, excluding VAT, added to the carrier price. */
  marginCents?: Cents | undefined;
  commissionCents?: Cents | undefined;
  /** Defaults to the shop's standard rate. */
  vatRateBasisPoints?: number | undefined;
  franco?: FrancoRule | null | undefined;
}

/** spec §4: a collection point uses its price with no margin, commission or VAT. */
export interface CollectionPoint {
  id: string;
  name?: string | undefined;
  priceCents: Cents;
}

export type ShippingChoice =
  | { kind: 'delivery'; mode: DeliveryMode }
  | { kind: 'collectionPoint'; point: CollectionPoint }
  | { kind: 'none' };

/** spec §3 Cart order price.shipping, in cents, plus what the answer needs. */
export interface ShippingPrice {
  kind: ShippingChoice['kind'];
  id: string | null;
  nbrPackages: number;
  /** True when franco made a paid shipping free. */
  free: boolean;
  vatRateBasisPoints: number;
  totalHTCents: Cents;
  marginCents: Cents;
  totalWithMarginCents: Cents;
  commissionCents: Cents;
  totalWithFeesCents: Cents;
  vatCents: Cents;
  totalTTCCents: Cents;
}

export interface FrancoStatus {
  franco: boolean;
  /** Progress 0-100 toward the nearest threshold, rounded down, so 100 means reached. */
  francoPercent: number;
  /** Euros (TTC, in cents) missing to the amount threshold; null without such a threshold. */
  amountBeforeFrancoCents: Cents | null;
  /** Whole bottles missing to the count threshold; null without such a threshold. */
  bottlesBeforeFranco: number | null;
}

/** Parcels for a shipment: none without goods, else one per 12 eq75 started, at least one. */
export function countParcels(totalEq75: Ratio, hasGoods: boolean, capacityEq75 = parcelCapacityEq75): number {
  if (!hasGoods) return 0;
  return Math.max(1, ceilRatio(multiplyRatios(totalEq75, ratio(1, capacityEq75))));
}

function percentOf(value: Ratio, minimum: Ratio): number {
  if (minimum.numerator <= 0) return 100;
  // Rounded down exactly with integer division, so only a reached threshold shows 100.
  const progress = multiplyRatios(value, ratio(100 * minimum.denominator, minimum.numerator));
  const remainder = progress.numerator % progress.denominator;
  return Math.min(100, (progress.numerator - remainder) / progress.denominator);
}

/**
 * Where the order stands against the franco rule. Example: with {24 products, 300.00 TTC}, 12 bottles worth 216.00
 * give 72 % (the amount is nearer), 84.00 missing and 12 bottles missing.
 */
export function computeFranco(
  rule: FrancoRule | null | undefined,
  productCount: Ratio,
  productsTTCCents: Cents,
): FrancoStatus {
  const minCount = rule?.minProductCount ?? null;
  const minAmount = rule?.minAmountTTCCents ?? null;
  const countReached = minCount !== null && compareRatios(productCount, ratio(minCount)) >= 0;
  const amountReached = minAmount !== null && productsTTCCents >= minAmount;
  if (countReached || amountReached) {
    return {
      franco: true,
      francoPercent: 100,
      amountBeforeFrancoCents: minAmount === null ? null : cents(0),
      bottlesBeforeFranco: minCount === null ? null : 0,
    };
  }
  const countPercent = minCount === null ? 0 : percentOf(productCount, ratio(minCount));
  const amountPercent = minAmount === null ? 0 : percentOf(ratio(productsTTCCents), ratio(minAmount));
  return {
    franco: false,
    francoPercent: Math.max(countPercent, amountPercent),
    amountBeforeFrancoCents: minAmount === null ? null : cents(minAmount - productsTTCCents),
    bottlesBeforeFranco: minCount === null ? null : ceilRatio(subtractRatios(ratio(minCount), productCount)),
  };
}

function emptyShipping(kind: ShippingChoice['kind'], id: string | null, nbrPackages: number, free: boolean) {
  const zero = cents(0);
  return {
    kind,
    id,
    nbrPackages,
    free,
    vatRateBasisPoints: 0,
    totalHTCents: zero,
    marginCents: zero,
    totalWithMarginCents: zero,
    commissionCents: zero,
    totalWithFeesCents: zero,
    vatCents: zero,
    totalTTCCents: zero,
  } satisfies ShippingPrice;
}

export interface ShippingBasis {
  totalEq75: Ratio;
  hasGoods: boolean;
  franco: boolean;
  /** Rate for a delivery mode without its own; 0 when the shop has no VAT. */
  defaultVatRateBasisPoints: number;
  shopHasVat: boolean;
}

/**
 * Shipping of one order. Delivery: carrier price plus 7 EUR per parcel beyond the first, then margin and commission
 * (HT), then VAT; free when franco is reached. Collection point: its price as is (spec §4). Nothing to ship: 0.
 * Example: Colissimo 9.90 TTC for 13 bottles gives 2 parcels and 16.90 TTC.
 */
export function computeShipping(choice: ShippingChoice, basis: ShippingBasis): ShippingPrice {
  if (choice.kind === 'none') return emptyShipping('none', null, 0, false);
  if (choice.kind === 'collectionPoint') {
    const price = basis.hasGoods && !basis.franco ? choice.point.priceCents : cents(0);
    const free = basis.hasGoods && basis.franco && choice.point.priceCents > 0;
    const result = emptyShipping(
      'collectionPoint',
      choice.point.id,
      countParcels(basis.totalEq75, basis.hasGoods),
      free,
    );
    return {
      ...result,
      totalHTCents: price,
      totalWithMarginCents: price,
      totalWithFeesCents: price,
      totalTTCCents: price,
    };
  }
  const mode = choice.mode;
  const nbrPackages = countParcels(basis.totalEq75, basis.hasGoods, mode.parcelCapacityEq75);
  if (nbrPackages === 0 || basis.franco)
    return emptyShipping('delivery', mode.id, nbrPackages, nbrPackages > 0);
  const vatRateBasisPoints = basis.shopHasVat
    ? (mode.vatRateBasisPoints ?? basis.defaultVatRateBasisPoints)
    : 0;
  const carrierCents = cents(
    mode.priceCents + (nbrPackages - 1) * (mode.extraParcelFeeCents ?? extraParcelFeeCents),
  );
  const carrier = splitAmount(carrierCents, mode.priceIncludesVat, vatRateBasisPoints);
  const marginCents = mode.marginCents ?? cents(0);
  const commissionCents = mode.commissionCents ?? cents(0);
  const totalWithMarginCents = cents(carrier.htCents + marginCents);
  const totalWithFeesCents = cents(totalWithMarginCents + commissionCents);
  // A TTC carrier price keeps its VAT (TTC - HT); margin and commission add their own, each rounded once.
  const vatCents = cents(
    carrier.vatCents + vatOnHt(cents(marginCents + commissionCents), vatRateBasisPoints),
  );
  return {
    kind: 'delivery',
    id: mode.id,
    nbrPackages,
    free: false,
    vatRateBasisPoints,
    totalHTCents: carrier.htCents,
    marginCents,
    totalWithMarginCents,
    commissionCents,
    totalWithFeesCents,
    vatCents,
    totalTTCCents: cents(totalWithFeesCents + vatCents),
  };
}
