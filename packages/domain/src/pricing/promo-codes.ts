// spec §3 Promotion, issue 16: a shop's promotion codes, entered in the cart and priced by the server. Whether a
// code applies to an order, how much it takes off, and how that amount spreads over the lines.
import type { Cents } from '../money/index.ts';
import { cents, formatEuros, roundHalfUp, splitLargestRemainder } from '../money/index.ts';
import type { ProductType } from './eq75.ts';

export type PromoCodeKind = 'percent' | 'amount';
export type PromoCodeThresholdKind = 'none' | 'productCount' | 'amount';

/** A code as the shop stored it: `value` is basis points (percent) or cents (amount). */
export interface PromoCodeRule {
  id: string;
  code: string;
  kind: PromoCodeKind;
  value: number;
  thresholdKind: PromoCodeThresholdKind;
  /** bottles for productCount, cents TTC for amount */
  thresholdValue: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** null: unlimited */
  maxUses: number | null;
  uses: number;
  active: boolean;
}

/** What became of the code entered for an order. */
export type PromoCodeStatus = 'applied' | 'invalid' | 'expired' | 'exhausted' | 'threshold';

export const promoCodeMessages = {
  invalid: "Ce code promo n'est pas valide",
  expired: 'Ce code promo a expiré',
  exhausted: "Ce code promo n'est plus disponible",
  thresholdProducts: "Ce code promo s'applique à partir de {count} bouteilles",
  thresholdAmount: "Ce code promo s'applique à partir de {amount} d'achat",
} as const;

/**
 * Whether the code may be used at `now`, before looking at the order: unknown, switched off or not started yet
 * is 'invalid'; past its end 'expired'; every use taken 'exhausted'.
 */
export function promoCodeAvailability(
  rule: PromoCodeRule | null | undefined,
  now: Date,
): 'available' | Exclude<PromoCodeStatus, 'applied' | 'threshold'> {
  if (!rule?.active) return 'invalid';
  if (rule.startsAt && now < rule.startsAt) return 'invalid';
  if (rule.endsAt && now > rule.endsAt) return 'expired';
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return 'exhausted';
  return 'available';
}

/** The products a code's count threshold counts: bottles and boxes of wine, not accessories nor prestations. */
export const promoCodeCountedTypes: ReadonlySet<ProductType> = new Set<ProductType>(['bottle', 'box']);

/** What an order offers a code's threshold: its bottles (paid units) and its products' TTC before the code. */
export interface PromoCodeBasis {
  productCount: number;
  productsTTCCents: Cents;
}

export function meetsPromoCodeThreshold(rule: PromoCodeRule, basis: PromoCodeBasis): boolean {
  if (rule.thresholdKind === 'productCount') return basis.productCount >= rule.thresholdValue;
  if (rule.thresholdKind === 'amount') return basis.productsTTCCents >= rule.thresholdValue;
  return true;
}

/**
 * The amount a code takes off products worth `productsCents` (in the order's price base): a percent of it,
 * rounded half-up to the cent, or a fixed amount capped at it.
 */
export function promoCodeDiscount(rule: Pick<PromoCodeRule, 'kind' | 'value'>, productsCents: Cents): Cents {
  if (productsCents <= 0) return cents(0);
  if (rule.kind === 'amount') return cents(Math.min(rule.value, productsCents));
  // Rounding policy: half away from zero, once, on the order's products (then split without rounding).
  return cents(Math.min(roundHalfUp(productsCents * rule.value, 10_000), productsCents));
}

/**
 * The discount spread over the lines by their amounts (largest remainder): the parts add up to it, and no line
 * gets more than its own amount, so each line keeps HT + VAT = TTC at its own rate.
 */
export function spreadPromoCodeDiscount(discount: Cents, lineAmounts: readonly Cents[]): Cents[] {
  if (discount === 0) return lineAmounts.map(() => cents(0));
  return splitLargestRemainder(discount, lineAmounts);
}

/** The message shown beside the code field, or null when the code applies. */
export function promoCodeMessage(status: PromoCodeStatus, rule?: PromoCodeRule | null): string | null {
  switch (status) {
    case 'applied':
      return null;
    case 'threshold':
      return rule?.thresholdKind === 'amount'
        ? promoCodeMessages.thresholdAmount.replace('{amount}', formatEuros(cents(rule.thresholdValue)))
        : promoCodeMessages.thresholdProducts.replace('{count}', String(rule?.thresholdValue ?? 0));
    default:
      return promoCodeMessages[status];
  }
}

/** A code entered for an order, with the shop's rule of that code when it has one (looked up case-insensitively). */
export interface PromoCodeEntry {
  code: string;
  rule: PromoCodeRule | null;
  /** the moment of the pricing, for the code's dates */
  now: Date;
}

/** The code's outcome in a priced order. */
export interface PricedPromoCode {
  code: string;
  /** the shop's code id when it has one */
  id: string | null;
  status: PromoCodeStatus;
  /** what the code took off, in the price base (0 unless applied) */
  discountCents: Cents;
  message: string | null;
}
