// The public product list (GET /v1/products with shopIds, GET /v1/shops/{id}/products, issue 22): what a list
// shows of each product, read in one round trip whatever the page: one statement resolves the viewer's typology in
// each shop and answers the shops, the page's products, their vintages and formats (with the viewer's price and
// stock), the boxes' components and the total, as JSON lists.
import {
  and,
  type Database,
  formatPrices,
  formats,
  jsonList,
  jsonObject,
  products,
  queryRows,
  renderOnce,
  type SQL,
  shops,
  shopTypologies,
  sql,
  vintages,
} from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';
import { anyOf, criteriaConditions, type ProductCriteria } from './catalogue.repo.ts';
import { BUYER_STATUSES, type ViewerTypology } from './product-viewer.ts';

/** A shop of the list as its viewer is resolved: whether it reserves prices to members, and its typologies. */
export interface ViewerShop {
  id: string;
  membersOnlyPrices: boolean;
  typologies: ViewerTypology[];
  /** the typology the statement priced the page in (the claimed one if the shop has it, else the public one) */
  typology: string | null;
}

/** Who the viewer is to one shop of the list (viewerClaims): the statement resolves their typology from it. */
export interface ShopClaim {
  shopId: string;
  member: boolean;
  typologyKey: string | undefined;
}

const typologiesOfShop = renderOnce(
  jsonList(
    sql`select ${jsonObject({
      key: shopTypologies.key,
      name: shopTypologies.name,
      public: shopTypologies.public,
      ttc: shopTypologies.ttc,
    })} as typology, ${shopTypologies.position} as rank
      from ${shopTypologies} where ${shopTypologies.shopId} = ${shops.id}`,
    { field: 'typology', orderBy: 'rank' },
  ),
);

/** A product of the page, as the list shows it. */
export interface SummaryProductRow {
  id: string;
  shopId: string;
  slug: string;
  name: string;
  precision: string | null;
  visual: string | null;
  status: string;
}

/** A format of the page with its price for the viewer's typology (null: no price row) and its stock. */
export interface SummaryFormatRow {
  id: string;
  productId: string;
  container: string;
  unity: string;
  unityValue: number;
  nameInShop: string | null;
  showUnityValue: boolean;
  price: { visible: boolean; priceCents: number } | null;
  /** units over every warehouse and vintage; null: no stock row */
  stock: number | null;
}

export interface SummaryPage {
  products: SummaryProductRow[];
  vintages: { id: string; productId: string; name: string }[];
  formats: SummaryFormatRow[];
  /** the components of the page's boxes with what each holds (see withBoxAvailable) */
  boxes: { boxId: string; quantity: number; available: number | null }[];
  total: number;
}

// The viewer of each shop asked (`viewer`: the claims, then the typology the shop prices them in: the claimed one
// when it has it, else its public one, as viewerOf), then the page (`page`) and its lists, in one statement: each
// round trip costs the server more CPU than the statement's JSON (the socket write and its loopback delivery).
const VIEWER = renderOnce(sql`select c.shop_id, c.member,
    (select t.key from ${shopTypologies} t where t.shop_id = c.shop_id and (t.key = c.candidate or t.public)
      order by coalesce(t.key = c.candidate, false) desc limit 1) as typology
  from claims c`);

// spec §6, as scopeCondition of catalogue.repo: prestations never; members of the shop every status; buyers and
// visitors their statuses and the products with a visible price for their typology (none without one). The priced
// products are one uncorrelated subquery (run once, then hashed), not a correlated EXISTS: see
// listVisibleProductIds. Constant text, rendered once (the statuses are the code's own constants).
const VISIBLE = renderOnce(sql`${products.productType} <> 'prestation' and (v.member or (
  ${products.status} in (${sql.raw(BUYER_STATUSES.map((status) => `'${status}'`).join(', '))})
  and (${products.shopId}, ${products.id}) in (select f.shop_id, f.product_id from ${formats} f
    join ${formatPrices} fp on fp.shop_id = f.shop_id and fp.format_id = f.id
    join viewer w on w.shop_id = f.shop_id and fp.typology = w.typology
    where not w.member and fp.visible)))`);

// The page's columns, each shop's products priced in its viewer's typology, ranked as they are ordered.
const PAGE_SELECT =
  renderOnce(sql`select ${products.shopId}, ${products.id}, ${products.slug}, ${products.name},
    ${products.precision}, ${products.visuals}->>0 as visual, ${products.status}, v.typology,
    row_number() over (order by ${products.shopId}, ${products.position}, ${products.name}) as rank,
    count(*) over () as total
  from ${products} join viewer v on v.shop_id = ${products.shopId}`);
const PAGE_ORDER = renderOnce(sql`order by ${products.shopId}, ${products.position}, ${products.name}`);

// The page's lists, each one JSON value of the statement (`pg` is a product of the page). The stock of a format
// sums its rows over every warehouse and vintage (as loadDetails); a box's component holds what its format and
// vintage hold (as boxComponentStockOf).
const PAGE_LISTS = renderOnce(sql`
  coalesce((select json_agg(json_build_object('id', ${shops.id}, 'typology', w.typology,
      'membersOnlyPrices', coalesce((${shops.settings}->>'membersOnlyPrices')::boolean, false),
      'typologies', ${typologiesOfShop})) from viewer w join ${shops} on ${shops.id} = w.shop_id), '[]') as shops,
  coalesce((select json_agg(json_build_object('id', pg.id, 'shopId', pg.shop_id, 'slug', pg.slug, 'name', pg.name,
      'precision', pg.precision, 'visual', pg.visual, 'status', pg.status) order by pg.rank) from page pg), '[]')
    as products,
  coalesce((select json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'name', v.name)
      order by pg.rank, v.position) from ${vintages} v join page pg on v.shop_id = pg.shop_id and v.product_id = pg.id),
    '[]') as vintages,
  coalesce((select json_agg(json_build_object('id', f.id, 'productId', f.product_id, 'container', f.container,
      'unity', f.unity, 'unityValue', f.unity_value, 'nameInShop', f.name_in_shop,
      'showUnityValue', f.show_unity_value,
      'price', case when fp.format_id is null then null
        else json_build_object('visible', fp.visible, 'priceCents', fp.price_cents) end,
      'stock', (select sum(s.quantity)::int from stock_levels s
        where s.shop_id = f.shop_id and s.product_id = f.product_id and s.format_id = f.id))
      order by pg.rank, f.position)
    from ${formats} f join page pg on f.shop_id = pg.shop_id and f.product_id = pg.id
    left join ${formatPrices} fp on fp.shop_id = f.shop_id and fp.format_id = f.id and fp.typology = pg.typology),
    '[]') as formats,
  coalesce((select json_agg(json_build_object('boxId', c.box_id, 'quantity', c.quantity,
      'available', (select sum(greatest(0, s.quantity))::int from stock_levels s
        where s.shop_id = c.shop_id and s.product_id = c.product_id and s.format_id = c.format_id
          and s.vintage_id is not distinct from c.vintage_id)))
    from box_components c join page pg on c.shop_id = pg.shop_id and c.box_id = pg.id), '[]') as boxes,
  (select pg.total from page pg limit 1) as total`);

/**
 * One page of the products of some shops a viewer may see (`claims`: who they are to each shop), ordered by shop,
 * position and name, with their vintages and formats (priced in the viewer's typology of their shop), the shops as
 * the viewer was resolved, and how many products there are in all: one statement.
 */
export async function listSummaryPage(
  db: Database,
  claims: readonly ShopClaim[],
  criteria: ProductCriteria,
  page: { limit: number; offset: number },
): Promise<SummaryPage & { shops: ViewerShop[] }> {
  const empty = { shops: [], products: [], vintages: [], formats: [], boxes: [], total: 0 };
  if (claims.length === 0) return empty;
  const shopIds = claims.map((c) => c.shopId);
  const claimRows = JSON.stringify(
    claims.map((c) => ({ shop_id: c.shopId, member: c.member, candidate: c.typologyKey ?? null })),
  );
  const inShops =
    shopIds.length === 1 ? ofShop({ shopId: shopIds[0]! }, products) : anyOf(products.shopId, shopIds);
  const where = and(inShops, VISIBLE, ...criteriaConditions(criteria)) as SQL;
  const pageRows = sql`${PAGE_SELECT} where ${where} ${PAGE_ORDER} limit ${page.limit} offset ${page.offset}`;
  const [found] = await queryRows<SummaryPage & { shops: ViewerShop[]; total: number | string | null }>(
    db,
    sql`with claims as (select * from json_to_recordset(${claimRows}::json)
        as c(shop_id text, member boolean, candidate text)),
      viewer as (${VIEWER}),
      page as (${pageRows})
      select ${PAGE_LISTS}`,
  );
  const shops = found?.shops ?? [];
  if (found && found.total !== null) return { ...found, total: Number(found.total) };
  // a page past the end has no row to carry the total
  const totals =
    page.offset > 0
      ? await queryRows<{ total: number }>(
          db,
          sql`with claims as (select * from json_to_recordset(${claimRows}::json)
              as c(shop_id text, member boolean, candidate text)),
            viewer as (${VIEWER})
            select count(*)::int as total from ${products} join viewer v on v.shop_id = ${products.shopId}
            where ${where}`,
        )
      : [];
  return { ...empty, shops, total: totals[0]?.total ?? 0 };
}
