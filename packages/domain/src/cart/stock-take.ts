// What an order takes from stock (spec §3 Format discountAdd, §5 Cart checks): the one rule the cart check and
// the checkout both apply, so an order the cart accepts is an order the checkout can take.
import type { CartCheckCode } from './cart-check-messages.ts';
import { formatCartCheckMessage } from './cart-check-messages.ts';
import type { CartProductRef } from './cart-types.ts';
import { cartProductKey } from './cart-types.ts';

/** One priced line of an order: its paid units and the free units its quantity earns. */
export interface StockLine extends CartProductRef {
  quantity: number;
  freeUnits: number;
}

/** The units one item of an order takes, over all its lines. */
export interface StockDemand extends CartProductRef {
  key: string;
  units: number;
  freeUnits: number;
}

/** Free units leave the warehouse like paid ones: 12 paid with '1 free from 12' take 13 bottles. */
export function unitsTaken(line: Pick<StockLine, 'quantity' | 'freeUnits'>): number {
  return line.quantity + line.freeUnits;
}

/** The units each item takes, lines of the same item added up, items in key order (compareStockRows). */
export function stockDemandOf(lines: readonly StockLine[]): StockDemand[] {
  const demands = new Map<string, StockDemand>();
  for (const line of lines) {
    const key = cartProductKey(line);
    const existing = demands.get(key);
    if (existing) {
      existing.units += unitsTaken(line);
      existing.freeUnits += line.freeUnits;
    } else {
      const { productId, formatId, vintageId, freeUnits } = line;
      demands.set(key, { productId, formatId, vintageId, key, units: unitsTaken(line), freeUnits });
    }
  }
  return [...demands.values()].sort((a, b) => byCodeUnits(a.key, b.key));
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The one order in which stock rows are locked, by checkouts and by the release of an order alike: items by
 * key, then warehouses by id (compared by code units, as SQL's `collate "C"`). Two transactions that lock in
 * the same order never deadlock.
 */
export function compareStockRows(
  a: CartProductRef & { warehouseId: string },
  b: CartProductRef & { warehouseId: string },
): number {
  return byCodeUnits(cartProductKey(a), cartProductKey(b)) || byCodeUnits(a.warehouseId, b.warehouseId);
}

/** An item holds the sum over its warehouses; null when no warehouse keeps it (not stock-managed). */
export function stockAvailable(levels: readonly { quantity: number }[]): number | null {
  if (levels.length === 0) return null;
  return levels.reduce((sum, level) => sum + Math.max(0, level.quantity), 0);
}

/**
 * Which stock rows (one per warehouse) give how many units: the fullest first, so an order touches as few
 * warehouses as it can, ties by id. Null when all of them together hold fewer units than asked.
 */
export function planStockTake(
  units: number,
  levels: readonly { id: string; quantity: number }[],
): { id: string; quantity: number }[] | null {
  if ((stockAvailable(levels) ?? 0) < units) return null;
  const fullestFirst = [...levels].sort(
    (a, b) => b.quantity - a.quantity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const plan: { id: string; quantity: number }[] = [];
  let left = units;
  for (const level of fullestFirst) {
    if (left === 0) break;
    const taken = Math.min(left, Math.max(0, level.quantity));
    if (taken === 0) continue;
    plan.push({ id: level.id, quantity: taken });
    left -= taken;
  }
  return plan;
}

/**
 * The refusal when an item holds fewer units than the order takes, in the same words for the cart and the
 * checkout; null when the stock covers it or the item is not stock-managed (available null).
 */
export function stockShortage(
  product: string,
  available: number | null,
  demand: Pick<StockDemand, 'units' | 'freeUnits'>,
): { code: CartCheckCode; message: string } | null {
  if (available === null || demand.units <= available) return null;
  const stock = Math.max(0, available);
  const message =
    demand.freeUnits > 0
      ? formatCartCheckMessage('insufficientStockWithFreeUnits', {
          product,
          stock,
          units: demand.units,
          free: demand.freeUnits,
        })
      : formatCartCheckMessage('insufficientStock', { product, stock });
  return { code: 'insufficientStock', message };
}
