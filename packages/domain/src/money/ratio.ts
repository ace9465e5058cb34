// Exact rational numbers on safe integers: volumes, bottle equivalents (eq75), percentages and duty rates
// stay exact until the single rounding of an amount to cents.
import { roundHalfUp } from './rounding.ts';

/** A reduced fraction; the denominator is always positive. */
export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

function assertSafe(value: number): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`ratio term ${value} is outside the safe integer range`);
  return value;
}

/** Builds a reduced fraction. Example: `ratio(700, 750)` is 14/15. */
export function ratio(numerator: number, denominator = 1): Ratio {
  assertSafe(numerator);
  if (denominator === 1) return { numerator: numerator === 0 ? 0 : numerator, denominator };
  assertSafe(denominator);
  if (denominator === 0) throw new RangeError('ratio denominator must not be zero');
  const divisor = gcd(numerator, denominator) || 1;
  const sign = denominator < 0 ? -1 : 1;
  const reduced = (sign * numerator) / divisor;
  return { numerator: reduced === 0 ? 0 : reduced, denominator: (sign * denominator) / divisor };
}

export const zeroRatio: Ratio = { numerator: 0, denominator: 1 };
export const oneRatio: Ratio = { numerator: 1, denominator: 1 };

const decimalPattern = /^\s*([+-])?(\d*)(?:[.,](\d*))?\s*$/;

/**
 * Parses a decimal written in base 10 exactly, with a dot or a French comma.
 * Example: `parseDecimal('5,5')` is 11/2; `parseDecimal(0.1)` is 1/10 (a number is read through its shortest
 * decimal form, so the float error of 0.1 never enters).
 */
export function parseDecimal(value: string | number): Ratio {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return { numerator: value, denominator: 1 };
  const cached = parsedDecimals.get(value);
  if (cached) return cached;
  const parsed = parseDecimalText(typeof value === 'number' ? numberToDecimalText(value) : value);
  // Rates, volumes and thresholds repeat across lines: a small memo keeps pricing fast (values are immutable).
  if (parsedDecimals.size >= parsedDecimalsLimit) parsedDecimals.clear();
  parsedDecimals.set(value, Object.freeze(parsed));
  return parsed;
}

const parsedDecimals = new Map<string | number, Ratio>();
const parsedDecimalsLimit = 1024;

function parseDecimalText(text: string): Ratio {
  const match = decimalPattern.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`"${text}" is not a decimal number`);
  const sign = match[1] === '-' ? -1 : 1;
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  return ratio(sign * Number(digits), 10 ** fraction.length);
}

function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number`);
  const text = String(value);
  // Exponent forms only appear below 1e-6 or from 1e21, far outside prices, rates and volumes.
  if (text.includes('e')) throw new RangeError(`${value} has no exact short decimal form`);
  return text;
}

export function multiplyRatios(a: Ratio, b: Ratio): Ratio {
  if (a.denominator === 1 && b.denominator === 1) return ratio(assertSafe(a.numerator * b.numerator));
  // Cross-reduce first so the products stay small.
  const g1 = gcd(a.numerator, b.denominator) || 1;
  const g2 = gcd(b.numerator, a.denominator) || 1;
  const numerator = assertSafe((a.numerator / g1) * (b.numerator / g2));
  // Both inputs are reduced and cross-reduced, so the product is already reduced.
  return {
    numerator: numerator === 0 ? 0 : numerator,
    denominator: numerator === 0 ? 1 : assertSafe((a.denominator / g2) * (b.denominator / g1)),
  };
}

export function divideRatios(a: Ratio, b: Ratio): Ratio {
  if (b.numerator === 0) throw new RangeError('division by a zero ratio');
  return multiplyRatios(a, ratio(b.denominator, b.numerator));
}

export function addRatios(a: Ratio, b: Ratio): Ratio {
  if (a.denominator === 1 && b.denominator === 1) return ratio(assertSafe(a.numerator + b.numerator));
  const g = gcd(a.denominator, b.denominator);
  const left = assertSafe(a.numerator * (b.denominator / g));
  const right = assertSafe(b.numerator * (a.denominator / g));
  return ratio(assertSafe(left + right), assertSafe((a.denominator / g) * b.denominator));
}

export function subtractRatios(a: Ratio, b: Ratio): Ratio {
  return addRatios(a, { numerator: -b.numerator, denominator: b.denominator });
}

/** -1, 0 or 1, exactly (falls back to bigint when the cross products leave the safe range). */
export function compareRatios(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  if (Number.isSafeInteger(left) && Number.isSafeInteger(right))
    return left < right ? -1 : left > right ? 1 : 0;
  const bigLeft = BigInt(a.numerator) * BigInt(b.denominator);
  const bigRight = BigInt(b.numerator) * BigInt(a.denominator);
  return bigLeft < bigRight ? -1 : bigLeft > bigRight ? 1 : 0;
}

export function isZeroRatio(value: Ratio): boolean {
  return value.numerator === 0;
}

/** Rounds a fraction to an integer, half away from zero (see roundHalfUp). */
export function roundRatioHalfUp(value: Ratio): number {
  return roundHalfUp(value.numerator, value.denominator);
}

/** Smallest integer not below a non-negative fraction: a count of whole bottles or parcels. */
export function ceilRatio(value: Ratio): number {
  const remainder = value.numerator % value.denominator;
  const quotient = (value.numerator - remainder) / value.denominator;
  return remainder > 0 ? quotient + 1 : quotient;
}

/** For display only (never for money): the nearest double. */
export function ratioToNumber(value: Ratio): number {
  return value.numerator / value.denominator;
}
