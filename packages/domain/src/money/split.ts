import type { Cents } from './cents.ts';
import { cents } from './cents.ts';

/**
 * Spreads an amount over weights (largest remainder method) so the parts always add up to the total: each part
 * gets the floor of its exact share, then the cents left go one by one to the largest remainders (ties to the
 * earlier weight). All-zero weights split evenly. A negative total splits its magnitude and negates the parts.
 * Example: `splitLargestRemainder(cents(1000), [1, 1, 1])` is [334, 333, 333].
 */
export function splitLargestRemainder(total: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new RangeError('cannot split a non-zero amount over no weights');
  }
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError(`weight ${weight} must be a whole number >= 0`);
  }
  const used = weights.some((weight) => weight > 0) ? weights : weights.map(() => 1);
  const magnitude = BigInt(Math.abs(total));
  const weightSum = BigInt(used.reduce((sum, weight) => sum + weight, 0));
  const parts: number[] = [];
  const remainders: bigint[] = [];
  let allotted = 0n;
  for (const weight of used) {
    const share = magnitude * BigInt(weight);
    const part = share / weightSum;
    parts.push(Number(part));
    remainders.push(share % weightSum);
    allotted += part;
  }
  const order = parts.map((_, index) => index);
  order.sort((a, b) => {
    const left = remainders[a] ?? 0n;
    const right = remainders[b] ?? 0n;
    return left === right ? a - b : left > right ? -1 : 1;
  });
  let left = Number(magnitude - allotted);
  for (const index of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((part) => cents(total < 0 ? -part : part));
}
