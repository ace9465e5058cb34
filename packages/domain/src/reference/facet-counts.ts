// spec §9 filter counts that follow the active filters (issue 15): faceted counts, each group counted with the
// filters of the OTHER groups applied, so a number says what choosing that value would show next to what is
// chosen (another colour adds to the chosen one, a range narrows it).
import type { ProductFilterGroup } from './product-filters.ts';

/** One visible product of a shop as the filter panel sees it. */
export interface FacetProduct {
  productType: string;
  gamme: string | null;
  type: string | null;
  color: string | null;
  vintages: readonly string[];
  /** whether the shop search (when there is one) finds it */
  matchesSearch: boolean;
}

export interface ActiveFilters {
  category?: 'others' | null | undefined;
  range?: readonly string[] | undefined;
  type?: readonly string[] | undefined;
  color?: readonly string[] | undefined;
  vintage?: readonly string[] | undefined;
}

export interface FacetCounts {
  /** 'Tous les produits' clears every filter and the search: every visible product */
  all: number;
  /** 'Autres produits' (accessories and boxes) with the groups' filters and the search */
  others: number;
  /** per group, every value of the visible products with how many products choosing it would show */
  groups: Record<ProductFilterGroup, Map<string, number>>;
}

const isOther = (product: FacetProduct) =>
  product.productType === 'accessory' || product.productType === 'box';

function valuesOf(product: FacetProduct, group: ProductFilterGroup): readonly string[] {
  if (group === 'vintage') return product.vintages;
  const value = group === 'range' ? product.gamme : product[group];
  return value ? [value] : [];
}

const groups: readonly ProductFilterGroup[] = ['range', 'type', 'color', 'vintage'];

/** Example: with Rouge chosen, the range 'Les Bulles' (white sparkling wines) counts 0, the colour Blanc its own. */
export function countFacets(products: readonly FacetProduct[], active: ActiveFilters): FacetCounts {
  const chosen = (group: ProductFilterGroup) => active[group] ?? [];
  const passes = (product: FacetProduct, group: ProductFilterGroup) => {
    const wanted = chosen(group);
    return wanted.length === 0 || valuesOf(product, group).some((value) => wanted.includes(value));
  };
  const counts = Object.fromEntries(
    groups.map((group) => [group, new Map<string, number>()]),
  ) as FacetCounts['groups'];
  let others = 0;
  for (const product of products) {
    const passing = groups.filter((group) => passes(product, group));
    const searched = product.matchesSearch && (active.category !== 'others' || isOther(product));
    if (searched && passing.length === groups.length && isOther(product)) others += 1;
    for (const group of groups) {
      // the product counts under its values when it passes every filter but its group's own
      const counted = searched && passing.length >= groups.length - (passes(product, group) ? 0 : 1);
      for (const value of new Set(valuesOf(product, group))) {
        const map = counts[group];
        map.set(value, (map.get(value) ?? 0) + (counted ? 1 : 0));
      }
    }
  }
  return { all: products.length, others, groups: counts };
}
