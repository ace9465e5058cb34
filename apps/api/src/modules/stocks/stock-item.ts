// The item a stock row names (product, format, vintage) as the stock answers show it: the columns a query selects
// for it and the names it answers ('Bouteille 75 cl').
import { formatName } from '../catalogue/catalogue.service.ts';

/** The item's columns of a stock query's row (products p, formats f, vintages v). */
export interface StockItemColumns {
  product_id: string;
  product_name: string;
  format_id: string;
  name_in_shop: string | null;
  container: string;
  unity: string;
  unity_value: number;
  show_unity_value: boolean;
  vintage_id: string | null;
  vintage_name: string | null;
}

/** The item as answered: `{ product, format, vintage }` with their ids and names (vintage null when none). */
export function stockItemOf(row: StockItemColumns) {
  return {
    product: { id: row.product_id, name: row.product_name },
    format: {
      id: row.format_id,
      name: formatName({
        nameInShop: row.name_in_shop,
        container: row.container,
        unity: row.unity,
        unityValue: row.unity_value,
        showUnityValue: row.show_unity_value,
      }),
    },
    vintage: row.vintage_id ? { id: row.vintage_id, name: row.vintage_name ?? '' } : null,
  };
}
