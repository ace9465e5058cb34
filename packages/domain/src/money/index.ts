// Money: integer cents, exact decimals, one rounding rule (half away from zero), splits that add up.
export type { Cents } from './cents.ts';
export {
  addCents,
  cents,
  centsToDecimalString,
  centsToEuros,
  eurosToCents,
  formatEuros,
  maxCents,
  minCents,
  multiplyCents,
  subtractCents,
  sumCents,
  zeroCents,
} from './cents.ts';
export type { Rate } from './rates.ts';
export { basisPointsPerUnit, multiplyRate, percentToBasisPoints, rateToRatio } from './rates.ts';
export type { Ratio } from './ratio.ts';
export {
  addRatios,
  ceilRatio,
  compareRatios,
  divideRatios,
  isZeroRatio,
  multiplyRatios,
  oneRatio,
  parseDecimal,
  ratio,
  ratioToNumber,
  roundRatioHalfUp,
  subtractRatios,
  zeroRatio,
} from './ratio.ts';
export { ceilDivide, roundHalfUp, roundHalfUpBig } from './rounding.ts';
export { splitLargestRemainder } from './split.ts';
