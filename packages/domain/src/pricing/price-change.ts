// A bulk change of a price grid (issue 16, /dashboard/tarifs): every price of a typology raised or lowered by a
// percent, e.g. Caviste +3 %. The new price is rounded once to the cent, half-up (away from zero), so 10.50 € +3 %
// (10.815 €) is 10.82 €, and the same price always gives the same result whatever else changes with it.
import type { Cents } from '../money/cents.ts';
import { cents } from '../money/cents.ts';
import { basisPointsPerUnit, percentToBasisPoints } from '../money/rates.ts';
import { roundHalfUp, roundHalfUpBig } from '../money/rounding.ts';

export const PRICE_CHANGE_PERCENT_MIN = -100;
export const PRICE_CHANGE_PERCENT_MAX = 1000;

export const priceChangeMessages = {
  zero: 'Indiquez un pourcentage différent de 0.',
  decimals: 'Le pourcentage ne peut avoir que 2 décimales.',
  range: `Le pourcentage doit être compris entre ${PRICE_CHANGE_PERCENT_MIN} et ${PRICE_CHANGE_PERCENT_MAX}.`,
} as const;

/** Why a bulk change's percent is refused (French), or undefined when it is fine. */
export function priceChangePercentError(percent: number): string | undefined {
  if (!Number.isFinite(percent) || percent < PRICE_CHANGE_PERCENT_MIN || percent > PRICE_CHANGE_PERCENT_MAX) {
    return priceChangeMessages.range;
  }
  if (percent === 0) return priceChangeMessages.zero;
  // 2 decimals at most: a basis point is the finest step
  if (!Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6)) return priceChangeMessages.decimals;
  return undefined;
}

/** A price changed by a percent ('3', -5, '2.5'): the new price rounded half-up to the cent, never below 0. */
export function changePriceByPercent(price: Cents, percent: string | number): Cents {
  const factor = basisPointsPerUnit + percentToBasisPoints(percent);
  if (factor <= 0) return cents(0);
  const product = price * factor;
  // Rounding policy: half away from zero, once, on the new price (not on the difference)
  if (Number.isSafeInteger(product)) return cents(roundHalfUp(product, basisPointsPerUnit));
  return cents(roundHalfUpBig(BigInt(price) * BigInt(factor), BigInt(basisPointsPerUnit)));
}

/** The quantity tiers (threshold → unit price in cents) of a typology changed by the same percent. */
export function changePriceTiersByPercent(
  tiers: Readonly<Record<string, number>>,
  percent: string | number,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(tiers).map(([threshold, price]) => [
      threshold,
      changePriceByPercent(cents(price), percent),
    ]),
  );
}
