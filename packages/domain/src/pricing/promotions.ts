// Price promotions (spec §3 Format.promotions, spec §5 Price promotions).
import type { Cents, Ratio } from '../money/index.ts';
import { cents, compareRatios, parseDecimal } from '../money/index.ts';
import { reduceByPercent } from './unit-price.ts';

/** spec §3: always, minProduct, minPrice, minProductOrder, minPriceOrder, each with its threshold. */
export type PromotionActivation =
  | { kind: 'always' }
  | { kind: 'minProduct'; minQuantity: number }
  | { kind: 'minPrice'; minAmountCents: Cents }
  | { kind: 'minProductOrder'; minQuantity: number }
  | { kind: 'minPriceOrder'; minAmountCents: Cents };

interface PromotionBase {
  activation: PromotionActivation;
  /** Typology keys the promotion is offered to; every typology when absent or empty. */
  typologies?: readonly string[] | undefined;
}

/** spec §5: a percent promotion reduces by amount/100; a euro promotion by amount / unit price (amount off each unit). */
export type Promotion =
  | (PromotionBase & { type: 'percent'; percent: string | number })
  | (PromotionBase & { type: 'euro'; amountCents: Cents });

/** What activation conditions compare with, before any promotion (in the typology's price base). */
export interface PromotionBasis {
  /** This line's quantity, counted as quantity discounts are (eq75 or units). */
  lineQuantity: Ratio;
  /** This line's amount after quantity discounts. */
  lineAmountCents: Cents;
  /** The whole order's product quantity and amount after quantity discounts. */
  orderQuantity: Ratio;
  orderAmountCents: Cents;
}

function reaches(quantity: Ratio, minimum: number): boolean {
  return compareRatios(quantity, parseDecimal(minimum)) >= 0;
}

/** spec §5 activation conditions. Example: minProduct 6 is active from 6 bottles of the line on. */
export function isPromotionActive(promotion: Promotion, typologyKey: string, basis: PromotionBasis): boolean {
  if (
    promotion.typologies &&
    promotion.typologies.length > 0 &&
    !promotion.typologies.includes(typologyKey)
  ) {
    return false;
  }
  const activation = promotion.activation;
  switch (activation.kind) {
    case 'always':
      return true;
    case 'minProduct':
      return reaches(basis.lineQuantity, activation.minQuantity);
    case 'minPrice':
      return basis.lineAmountCents >= activation.minAmountCents;
    case 'minProductOrder':
      return reaches(basis.orderQuantity, activation.minQuantity);
    case 'minPriceOrder':
      return basis.orderAmountCents >= activation.minAmountCents;
  }
}

/** One promotion applied to a unit price; never below 0, never above the price. */
export function applyPromotion(unitCents: Cents, promotion: Promotion): Cents {
  if (promotion.type === 'percent') return reduceByPercent(unitCents, promotion.percent);
  if (promotion.amountCents <= 0) return unitCents;
  return cents(Math.max(0, unitCents - promotion.amountCents));
}

/**
 * Promotions do not stack: the active one that gives the lowest unit price applies (the first one on a tie).
 * Example: Crémant 16.50 with 10 % from 6 bottles gives 14.85 for 6 bottles and 16.50 for 5.
 */
export function applyBestPromotion(
  unitCents: Cents,
  promotions: readonly Promotion[],
  typologyKey: string,
  basis: PromotionBasis,
): { unitCents: Cents; promotion: Promotion | null } {
  let best: { unitCents: Cents; promotion: Promotion | null } = { unitCents, promotion: null };
  for (const promotion of promotions) {
    if (!isPromotionActive(promotion, typologyKey, basis)) continue;
    const reduced = applyPromotion(unitCents, promotion);
    if (reduced < best.unitCents) best = { unitCents: reduced, promotion };
  }
  return best;
}
