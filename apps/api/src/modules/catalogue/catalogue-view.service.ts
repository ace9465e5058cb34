import type { Database } from '@sarment/db';
import {
  type ActiveFilters,
  countFacets,
  drinkColors,
  drinkTypes,
  isNamedVintage,
  type ProductFilterGroup,
  productFilterFixed,
} from '@sarment/domain/reference';
import type { AuthContext } from '../../http/auth-context.ts';
import {
  listFacetProducts,
  listPackings,
  listProductCards,
  listShopTypologies,
  loadShopPricingContext,
  type ProductCriteria,
  type ProductRow,
  type ShopScope,
} from './catalogue.repo.ts';
import type { ProductDetailAnswer, ProductFiltersAnswer } from './catalogue.schemas.ts';
import { describeProductCards, describeProducts, type ShopSettings } from './catalogue.service.ts';
import { BUYER_STATUSES, type ProductViewer, resolveProductViewer } from './product-viewer.ts';

/** A shop as the caller may already have read it: its id and settings. */
export interface PricingShop {
  id: string;
  settings: ShopSettings;
}

/** The shop's settings and typologies; a shop row the caller already read spares reading it again. */
async function loadPricing(db: Database, shop: string | PricingShop) {
  if (typeof shop === 'string') return loadShopPricingContext(db, shop);
  return { shop, typologies: await listShopTypologies(db, shop.id) };
}

/**
 * The viewer of one shop's catalogue and the shop's settings, or undefined when the shop does not exist. `shop`
 * is its id, or its row when the caller already read it.
 */
async function loadCatalogueContext(
  db: Database,
  auth: AuthContext | null,
  shop: string | PricingShop,
  requestedTypology?: string,
): Promise<{ viewer: ProductViewer; settings: ShopSettings } | undefined> {
  const shopId = typeof shop === 'string' ? shop : shop.id;
  const { shop: row, typologies } = await loadPricing(db, shop);
  if (!row) return undefined;
  const viewer = resolveProductViewer({
    auth,
    shopId,
    typologies,
    membersOnlyPrices: row.settings.membersOnlyPrices,
    requestedTypology,
  });
  return { viewer, settings: row.settings };
}

/** The viewer of one shop's catalogue (its id, or its row when read already), undefined when it does not exist. */
export async function loadProductViewer(
  db: Database,
  auth: AuthContext | null,
  shop: string | PricingShop,
  requestedTypology?: string,
): Promise<ProductViewer | undefined> {
  return (await loadCatalogueContext(db, auth, shop, requestedTypology))?.viewer;
}

/** spec §6: members see every status; buyers and visitors the products with a price for their typology. */
export function scopeOf(shopId: string, viewer: ProductViewer): ShopScope | undefined {
  if (viewer.member) return { shopId };
  // a shop with no typology open to the public shows nothing to buyers and visitors without one
  if (!viewer.typology) return undefined;
  return { shopId, statuses: BUYER_STATUSES, visibleForTypology: viewer.typology.key };
}

export interface ListQuery extends ProductCriteria {
  shopIds: readonly string[];
  /** rows of these shops the caller already read (spares reading their settings again) */
  knownShops?: readonly PricingShop[] | undefined;
  typology?: string | undefined;
  page: number;
  pageSize: number;
}

/** How one kind of product answer is read (its page of rows) and described (priced for a viewer). */
interface ProductView<Row extends { id: string; shopId: string }, Answer extends { id: string }> {
  list: (
    db: Database,
    scopes: readonly ShopScope[],
    criteria: ProductCriteria,
    page: { limit: number; offset: number },
  ) => Promise<{ rows: Row[]; total: number }>;
  describe: (
    db: Database,
    shopId: string,
    rows: Row[],
    viewer: ProductViewer,
    settings: ShopSettings,
  ) => Promise<Answer[]>;
}

/** The products of several shops one viewer may see, paged across them, as `view` reads and describes them. */
async function listVisible<Row extends { id: string; shopId: string }, Answer extends { id: string }>(
  db: Database,
  auth: AuthContext | null,
  query: ListQuery,
  view: ProductView<Row, Answer>,
): Promise<{ products: Answer[]; total: number }> {
  const contexts = new Map<string, { viewer: ProductViewer; settings: ShopSettings }>();
  const scopes: ShopScope[] = [];
  for (const shopId of new Set(query.shopIds)) {
    const known = query.knownShops?.find((shop) => shop.id === shopId);
    const context = await loadCatalogueContext(db, auth, known ?? shopId, query.typology);
    const scope = context && scopeOf(shopId, context.viewer);
    if (!context || !scope) continue;
    contexts.set(shopId, context);
    scopes.push(scope);
  }
  const { rows, total } = await view.list(db, scopes, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const byShop = new Map<string, Row[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row]);
  const described = new Map<string, Answer>();
  for (const [shopId, shopRows] of byShop) {
    const { viewer, settings } = contexts.get(shopId)!;
    for (const answer of await view.describe(db, shopId, shopRows, viewer, settings)) {
      described.set(answer.id, answer);
    }
  }
  return { products: rows.flatMap((row) => described.get(row.id) ?? []), total };
}

/** The same list as product cards (a shop's grids: what the cards show, a third of the whole answer). */
export const listVisibleProductCards = (db: Database, auth: AuthContext | null, query: ListQuery) =>
  listVisible(db, auth, query, { list: listProductCards, describe: describeProductCards });

/** One product for one viewer, with the shop's packings; undefined when the viewer may not see it. */
export async function describeVisibleProduct(
  db: Database,
  auth: AuthContext | null,
  row: ProductRow,
  requestedTypology?: string,
): Promise<ProductDetailAnswer | undefined> {
  const context = await loadCatalogueContext(db, auth, row.shopId, requestedTypology);
  if (!context || row.productType === 'prestation') return undefined;
  const { viewer, settings } = context;
  if (!viewer.member && !(BUYER_STATUSES as readonly string[]).includes(row.status)) return undefined;
  const [[answer], packings] = await Promise.all([
    describeProducts(db, row.shopId, [row], viewer, settings),
    listPackings(db, row.shopId),
  ]);
  // spec §6: buyers see the products of their typology only
  if (!answer || (!viewer.member && answer.formats.length === 0)) return undefined;
  return { ...answer, packings };
}

const labelOf = (list: readonly { id: string; label: string }[], id: string) =>
  list.find((item) => item.id === id)?.label ?? id;

// spec §3: the newest vintage first; non-vintages (NV, Non millésimé...) last
const newestVintageFirst = (a: { name: string }, b: { name: string }) =>
  Number(isNamedVintage(b.name)) - Number(isNamedVintage(a.name)) || b.name.localeCompare(a.name);

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'fr');

/**
 * spec §9: the filter panel of a shop for one viewer, with the number of products behind each choice: each group
 * counted with the search and the other groups' active filters (issue 15), 'Tous les produits' with none.
 */
export async function describeProductFilters(
  db: Database,
  shopId: string,
  viewer: ProductViewer,
  active: ActiveFilters & { search?: string | undefined } = {},
): Promise<ProductFiltersAnswer> {
  const scope = scopeOf(shopId, viewer);
  if (!scope) return { fixed: [], groups: [] };
  const counted = countFacets(await listFacetProducts(db, scope, active.search), active);
  const fixedCounts = { all: counted.all, others: counted.others };
  const options = (group: ProductFilterGroup, label: (value: string) => string) =>
    [...counted.groups[group]].map(([value, count]) => ({ value, label: label(value), count }));
  return {
    fixed: productFilterFixed.map((f) => ({ id: f.id, label: f.label, count: fixedCounts[f.id] })),
    groups: [
      { id: 'range' as const, label: 'Gamme', options: options('range', (v) => v).sort(byLabel) },
      {
        id: 'type' as const,
        label: 'Type',
        options: options('type', (v) => labelOf(drinkTypes, v)).sort(byLabel),
      },
      {
        id: 'color' as const,
        label: 'Couleur',
        options: options('color', (v) => labelOf(drinkColors, v)).sort(byLabel),
      },
      {
        id: 'vintage' as const,
        label: 'Millésime',
        options: options('vintage', (v) => (isNamedVintage(v) ? v : 'Non millésimé')).sort((a, b) =>
          newestVintageFirst({ name: a.value }, { name: b.value }),
        ),
      },
    ],
  };
}
