// Boxes (coffrets, issue 16): a box is a fixed set of other products of its shop. What it can sell and what it
// weighs in bottles follow from its components, so an owner never keeps two stocks or two volumes in step.
import type { StockLine } from '../cart/stock-take.ts';
import { addRatios, multiplyRatios, type Ratio, ratio, zeroRatio } from '../money/index.ts';

/** One line of a box: `quantity` units of a product's format (and vintage). */
export interface BoxComponent {
  productId: string;
  formatId: string;
  vintageId: string | null;
  quantity: number;
}

/**
 * The boxes a shop can sell: its own stock when it has one (the owner made the boxes up in advance), else what
 * its components allow, the min over them of floor(available / quantity). A component that is not
 * stock-managed (available null) does not limit; null when nothing limits (not stock-managed).
 * Example: 2 A + 1 B with 5 A and 9 B available gives 2.
 */
export function boxAvailable(
  ownStock: number | null,
  components: readonly { quantity: number; available: number | null }[],
): number | null {
  if (ownStock !== null) return Math.max(0, ownStock);
  let least: number | null = null;
  for (const component of components) {
    if (component.available === null) continue;
    const boxes = Math.floor(Math.max(0, component.available) / component.quantity);
    least = least === null ? boxes : Math.min(least, boxes);
  }
  return least;
}

/**
 * Bottle equivalents of one box (spec §9): the sum of its components' eq75 × quantity, so a box of 3 × 75 cl
 * counts 3 toward the parcels of 12 and the excise. Example: 2 × 75 cl + 1 magnum gives 4.
 */
export function boxEq75(components: readonly { quantity: number; eq75: Ratio | number }[]): Ratio {
  return components.reduce<Ratio>(
    (sum, c) =>
      addRatios(
        sum,
        multiplyRatios(typeof c.eq75 === 'number' ? ratioOf(c.eq75) : c.eq75, ratio(c.quantity)),
      ),
    zeroRatio,
  );
}

/** eq75 columns hold 4 decimals at most: exact as a ratio of 10,000ths. */
const ratioOf = (value: number) => ratio(Math.round(value * 10_000), 10_000);

/** What the stock-take rule needs to know of a box: its components, and the formats it keeps a stock of. */
export interface BoxStockRule {
  components: readonly BoxComponent[];
  /** formats of the box with stock rows of their own: those boxes were made up in advance */
  ownStockFormatIds: ReadonlySet<string>;
}

/**
 * An order's stock lines with each box that keeps no stock of its own replaced by its components' lines, so the
 * stock-take rule (cart/stock-take.ts: stockDemandOf, planStockTake) takes their bottles: 2 boxes of 2 A + 1 B
 * take 4 A and 2 B, added to the A and B bought alone. Free boxes take their components as paid ones do.
 */
export function boxStockLines<L extends StockLine>(
  lines: readonly L[],
  boxes: ReadonlyMap<string, BoxStockRule>,
): StockLine[] {
  return lines.flatMap((line): StockLine[] => {
    const box = boxes.get(line.productId);
    const ownStock = line.formatId !== null && box?.ownStockFormatIds.has(line.formatId);
    if (!box || box.components.length === 0 || ownStock) return [line];
    return box.components.map((c) => ({
      productId: c.productId,
      formatId: c.formatId,
      vintageId: c.vintageId,
      quantity: c.quantity * line.quantity,
      freeUnits: c.quantity * line.freeUnits,
    }));
  });
}

/** The units of each component one order of `boxes` boxes takes, for the stock-take rule. */
export function componentUnits<T extends BoxComponent>(
  components: readonly T[],
  boxes: number,
): (T & { units: number })[] {
  return components.map((component) => ({ ...component, units: component.quantity * boxes }));
}
