// Parcels of a shipment (issue 18, spec §9: 12 bottles a parcel, 7 EUR per extra parcel). Bottles count in
// bottle equivalents (eq75: a magnum is 2, a box the sum of its bottles, a 70 cl bottle 14/15), as the cart's
// shipping does; accessories (eq75 0) travel free in the first parcel. Weights are exact integers in
// ten-thousandths of an eq75 (formats keep eq75 with 4 decimals), so no rounding error piles up.

/** spec §9: one parcel holds up to 12 bottles of 75 cl. */
export const bottlesPerParcel = 12;
const scale = 10_000;

export interface ParcelLineInput {
  /** the shipment line it comes from (its line number) */
  lineNo: number;
  quantity: number;
  /** bottle equivalents of one unit (format eq75), 0 for an accessory */
  eq75: number;
}

export interface Parcel {
  /** from 1 */
  number: number;
  /** bottle equivalents in the parcel, 4 decimals at most */
  eq75: number;
  lines: { lineNo: number; quantity: number }[];
}

const weightOf = (eq75: number) => Math.max(0, Math.round(eq75 * scale));

function addUnit(parcel: { weight: number; lines: Map<number, number> }, lineNo: number, weight: number) {
  parcel.weight += weight;
  parcel.lines.set(lineNo, (parcel.lines.get(lineNo) ?? 0) + 1);
}

function answer(parcels: { weight: number; lines: Map<number, number> }[]): Parcel[] {
  return parcels.map((parcel, index) => ({
    number: index + 1,
    eq75: parcel.weight / scale,
    lines: [...parcel.lines].map(([lineNo, quantity]) => ({ lineNo, quantity })),
  }));
}

/** The fewest parcels the 12-bottle rule allows: one per 12 eq75 started, one at least when anything ships. */
export function minimumParcels(lines: readonly ParcelLineInput[]): number {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units === 0) return 0;
  const weight = lines.reduce((sum, line) => sum + weightOf(line.eq75) * line.quantity, 0);
  return Math.max(1, Math.ceil(weight / (bottlesPerParcel * scale)));
}

/**
 * Packs the units in the order of the lines: a parcel is closed when the next bottle would take it past 12 eq75
 * (a unit heavier than a parcel gets a parcel of its own); accessories go in the first parcel.
 * Example: 30 bottles of 75 cl give parcels of 12, 12 and 6.
 */
export function planParcels(lines: readonly ParcelLineInput[]): Parcel[] {
  const capacity = bottlesPerParcel * scale;
  const parcels: { weight: number; lines: Map<number, number> }[] = [];
  const accessories: ParcelLineInput[] = [];
  for (const line of lines) {
    const weight = weightOf(line.eq75);
    if (weight === 0) {
      accessories.push(line);
      continue;
    }
    for (let unit = 0; unit < line.quantity; unit += 1) {
      let current = parcels.at(-1);
      if (!current || (current.weight > 0 && current.weight + weight > capacity)) {
        current = { weight: 0, lines: new Map() };
        parcels.push(current);
      }
      addUnit(current, line.lineNo, weight);
    }
  }
  if (accessories.some((line) => line.quantity > 0)) {
    if (parcels.length === 0) parcels.push({ weight: 0, lines: new Map() });
    const first = parcels[0]!;
    for (const line of accessories) {
      if (line.quantity > 0)
        first.lines.set(line.lineNo, (first.lines.get(line.lineNo) ?? 0) + line.quantity);
    }
  }
  return answer(parcels);
}

/**
 * Spreads the units over `count` parcels chosen by the shipper (never fewer than `minimumParcels`): each unit
 * goes to the parcel its place in the running weight points to, so the parcels weigh about the same.
 * Example: 24 bottles in 3 parcels give 8, 8 and 8. Answers null when the count cannot be honoured (fewer
 * parcels than the 12-bottle rule allows, or more parcels than units).
 */
export function spreadParcels(lines: readonly ParcelLineInput[], count: number): Parcel[] | null {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (!Number.isSafeInteger(count) || count < 1 || count < minimumParcels(lines) || count > units)
    return null;
  const planned = planParcels(lines);
  if (planned.length === count) return planned;
  const total = lines.reduce((sum, line) => sum + Math.max(weightOf(line.eq75), 0) * line.quantity, 0);
  const parcels = Array.from({ length: count }, () => ({ weight: 0, lines: new Map<number, number>() }));
  // units by count when nothing weighs (accessories only), else by weight
  const byCount = total === 0;
  const whole = byCount ? units : total;
  let before = 0;
  for (const line of lines) {
    const weight = weightOf(line.eq75);
    for (let unit = 0; unit < line.quantity; unit += 1) {
      const step = byCount ? 1 : weight;
      // the parcel holding the middle of this unit's share of the running total
      const index = Math.min(count - 1, Math.floor(((before + step / 2) * count) / whole));
      addUnit(parcels[index]!, line.lineNo, weight);
      before += step;
    }
  }
  if (parcels.some((parcel) => parcel.lines.size === 0)) return null;
  if (parcels.some((parcel) => parcel.weight > bottlesPerParcel * scale && parcel.lines.size > 1))
    return null;
  return answer(parcels);
}
