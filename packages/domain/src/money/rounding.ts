// Integer division with commercial rounding, the only rounding primitive of the money area.

/**
 * Divides two integers and rounds half away from zero ("half-up" in the commercial sense, Java's HALF_UP):
 * 0.5 cent becomes 1 cent, -0.5 cent becomes -1 cent, so a credit note mirrors its bill exactly.
 * Example: `roundHalfUp(2250, 1000)` is 2 (2.25), `roundHalfUp(2500, 1000)` is 3, `roundHalfUp(-2500, 1000)` is -3.
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    // An unsafe operand has already lost digits: callers with big products use roundHalfUpBig.
    throw new RangeError(
      `roundHalfUp needs safe integers and a non-zero denominator (${numerator}/${denominator})`,
    );
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const remainder = n % d;
  const quotient = (n - remainder) / d;
  // Rounding policy: half away from zero. remainder * 2 stays exact since remainder < d <= 2^53.
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  return sign < 0 ? -rounded : rounded;
}

/** Same rule with bigint operands, for products that leave the safe integer range. */
export function roundHalfUpBig(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) throw new RangeError('roundHalfUp needs a non-zero denominator');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const remainder = n % d;
  // Rounding policy: half away from zero, as in roundHalfUp.
  const rounded = (n - remainder) / d + (remainder * 2n >= d ? 1n : 0n);
  const result = Number(negative ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('rounded amount is outside the safe integer range');
  return result;
}

/** Integer division rounded up (toward +infinity) for non-negative operands: parcels, missing bottles. */
export function ceilDivide(numerator: number, denominator: number): number {
  if (numerator <= 0) return 0;
  const remainder = numerator % denominator;
  return (numerator - remainder) / denominator + (remainder === 0 ? 0 : 1);
}
