// What selling a box takes (issue 16, packages/domain/src/catalogue/README.md): a box that keeps no stock of its
// own takes its components' bottles. The cart check and the checkout both read an order's stock lines through
// orderStockLines, so what the cart accepts is what the checkout takes (and what releasing the order gives back:
// the release reads the order's stock movements).
import { type SQL, sql } from '@sarment/db';
import type { StockLine } from '@sarment/domain/cart';
import { type BoxStockRule, boxAvailable, boxStockLines } from '@sarment/domain/catalogue';

/** One component of a box, with its product's name (the stock message names the bottle, not the box). */
export interface BoxComponentOfSale {
  boxId: string;
  productId: string;
  productName: string;
  formatId: string;
  vintageId: string | null;
  quantity: number;
}

/** The components of the boxes `boxes` selects (a condition on `c.box_id`), for loadSellerCatalogue. */
export const boxComponentsOf = (shopId: string, boxes: SQL) =>
  sql`select c.box_id as "boxId", c.product_id as "productId", p.name as "productName",
      c.format_id as "formatId", c.vintage_id as "vintageId", c.quantity
    from box_components c join products p on p.shop_id = c.shop_id and p.id = c.product_id
    where c.shop_id = ${shopId} and ${boxes}
    order by c.box_id, c.position, c.id`;

interface SaleRows {
  boxComponents: readonly BoxComponentOfSale[];
  stock: readonly { productId: string; formatId: string }[];
}

/** The box rules of the boxes a catalogue read: their components and the formats they keep a stock of. */
export function boxRulesOf(rows: SaleRows): Map<string, BoxStockRule> {
  const rules = new Map<string, { components: BoxComponentOfSale[]; ownStockFormatIds: Set<string> }>();
  for (const component of rows.boxComponents) {
    let rule = rules.get(component.boxId);
    if (!rule) {
      const own = rows.stock.filter((s) => s.productId === component.boxId).map((s) => s.formatId);
      rule = { components: [], ownStockFormatIds: new Set(own) };
      rules.set(component.boxId, rule);
    }
    rule.components.push(component);
  }
  return rules;
}

/** An order's stock lines with each box that keeps no stock replaced by its components (boxStockLines). */
export const orderStockLines = (lines: readonly StockLine[], rows: SaleRows): StockLine[] =>
  boxStockLines(lines, boxRulesOf(rows));

/** The name of a product a box holds, when the order does not name it itself. */
export const componentName = (rows: SaleRows, productId: string): string | undefined =>
  rows.boxComponents.find((c) => c.productId === productId)?.productName;

/** The boxes of `boxes` (box id → its components' available units), for a list of formats. */
export interface BoxComponentStock {
  boxId: string;
  quantity: number;
  /** units over every warehouse; null: not stock-managed */
  available: number | null;
}

/**
 * The components of the boxes among some products with what each holds, for loadDetails: one subquery per
 * component over its format (and vintage, or the rows kept without one), as the checkout takes it.
 */
export const boxComponentStockOf = (shopId: string, boxes: SQL) =>
  sql`select c.box_id as "boxId", c.quantity,
      (select sum(greatest(0, s.quantity))::int from stock_levels s
        where s.shop_id = c.shop_id and s.product_id = c.product_id and s.format_id = c.format_id
          and s.vintage_id is not distinct from c.vintage_id) as available
    from box_components c where c.shop_id = ${shopId} and ${boxes}`;

/**
 * Formats with the stock a buyer can order: a box's format without stock of its own shows what its components
 * allow (boxAvailable); every other format keeps its own stock.
 */
export function withBoxAvailable<F extends { productId: string; stock: number | null }>(
  formats: F[],
  components: readonly BoxComponentStock[],
): F[] {
  if (components.length === 0) return formats;
  return formats.map((format) => {
    if (format.stock !== null) return format;
    const held = components.filter((c) => c.boxId === format.productId);
    return held.length ? { ...format, stock: boxAvailable(null, held) } : format;
  });
}
