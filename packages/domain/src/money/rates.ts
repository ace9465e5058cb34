// Rates applied to amounts: VAT, discounts, promotions, margins.
import type { Cents } from './cents.ts';
import { cents } from './cents.ts';
import type { Ratio } from './ratio.ts';
import { parseDecimal } from './ratio.ts';
import { roundHalfUp, roundHalfUpBig } from './rounding.ts';

/** 1 % is 100 basis points; 5.5 % is 550. */
export const basisPointsPerUnit = 10_000;

/**
 * A rate in basis points (integer number), a percent written as a decimal string ("5.5" is 5.5 %), or an exact
 * fraction (Ratio, 11/200 is 5.5 %).
 */
export type Rate = number | string | Ratio;

/** The exact fraction a rate stands for. Example: `rateToRatio('5.5')` is 11/200. */
export function rateToRatio(rate: Rate): Ratio {
  if (typeof rate === 'number') {
    if (!Number.isSafeInteger(rate)) throw new RangeError(`${rate} basis points is not a whole number`);
    return { numerator: rate, denominator: basisPointsPerUnit };
  }
  if (typeof rate === 'string') {
    const percent = parseDecimal(rate);
    return { numerator: percent.numerator, denominator: percent.denominator * 100 };
  }
  return rate;
}

/**
 * The part of an amount given by a rate, rounded once to the cent.
 * Example: `multiplyRate(cents(1000), 2000)` is 200 (20 % of 10.00); `multiplyRate(cents(1650), '10')` is 165.
 */
export function multiplyRate(amount: Cents, rate: Rate): Cents {
  const fraction = rateToRatio(rate);
  const product = amount * fraction.numerator;
  // Rounding policy: half away from zero, once, on the exact product amount x rate.
  if (Number.isSafeInteger(product)) return cents(roundHalfUp(product, fraction.denominator));
  return cents(roundHalfUpBig(BigInt(amount) * BigInt(fraction.numerator), BigInt(fraction.denominator)));
}

/** Exact basis points of a percent written as a decimal. Example: `percentToBasisPoints('5.5')` is 550. */
export function percentToBasisPoints(percent: string | number): number {
  const value = parseDecimal(percent);
  const basisPoints = (value.numerator * 100) / value.denominator;
  if (!Number.isSafeInteger(basisPoints)) throw new RangeError(`${percent} % is finer than a basis point`);
  return basisPoints;
}
