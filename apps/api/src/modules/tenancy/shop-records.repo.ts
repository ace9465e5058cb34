// The shop as a tenant: its row, its pages (tabs) and its typologies, read by every area that serves a shop. These
// are the only readers of those tables (writers stay with the settings and the shop editor); each list keeps the
// order the public shop shows.
import {
  asc,
  type Executor,
  eq,
  getTableColumns,
  jsonList,
  jsonObject,
  or,
  type Shop,
  type SQL,
  shops,
  shopTabs,
  shopTypologies,
  sql,
} from '@sarment/db';
import { keptRead } from '../../http/kept-reads.ts';
import { inReadScope, primeSharedRead, sharedRead } from '../../http/read-scope.ts';
import { ofShop } from '../../http/service-context.ts';

export type ShopRow = Shop;
export type TabRow = typeof shopTabs.$inferSelect;
export type TypologyRow = typeof shopTypologies.$inferSelect;

/** The keys under which a page render shares a shop's pages and typologies (see `sharedRead`). */
export const shopReadKeys = {
  tabs: (shopId: string) => `tabs:${shopId}`,
  typologies: (shopId: string) => `typologies:${shopId}`,
};

// spec §3 Tab: by position, then by name for pages at the same position (the public shop's menu order)
const tabOrder = [asc(shopTabs.position), asc(shopTabs.name)];
const tabOrderSql: SQL = sql`${shopTabs.position}, ${shopTabs.name}`;

const byKey = (key: string) =>
  or(eq(shops.id, key), eq(shops.code, key), eq(shops.urlName, key.toLowerCase()));

// the shop's pages and typologies as JSON lists, each in its display order
const tabsOfShop = jsonList(
  sql`select ${jsonObject(getTableColumns(shopTabs))} as tab, row_number() over (order by ${tabOrderSql}) as rank
    from ${shopTabs} where ${shopTabs.shopId} = ${shops.id}`,
  { field: 'tab', orderBy: 'rank' },
);
const typologiesOfShop = jsonList(
  sql`select ${jsonObject(getTableColumns(shopTypologies))} as typology, ${shopTypologies.position} as rank
    from ${shopTypologies} where ${shopTypologies.shopId} = ${shops.id}`,
  { field: 'typology', orderBy: 'rank' },
);

/** The shop a tenant route acts on (access enforcement reads its integrations), by its id. */
export async function findShopById(db: Executor, shopId: string): Promise<Shop | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  return row;
}

/**
 * A shop by its id, its public code or its url name (spec §7 GET /v1/shops/{id}); read once per page render (see
 * `sharedRead`). A page render needs the shop's pages and typologies too (its header, its prices): there the shop
 * comes with them in one query, and they are shared with `listTabs` and `listTypologies`: a query costs PGlite
 * about a millisecond however small. In production that query is kept 2 s across renders, until the next API
 * call that may write (`keptRead`).
 */
export function findShopByKey(db: Executor, key: string): Promise<ShopRow | undefined> {
  return sharedRead(db, `shop:${key}`, async () => {
    if (!inReadScope()) {
      const [row] = await db.select().from(shops).where(byKey(key)).limit(1);
      return row;
    }
    // kept a moment across renders (http/kept-reads.ts): every page of the shop reads it, the same for everyone
    const row = await keptRead(db, `shop:${key}`, async () => {
      const [found] = await db
        .select({
          shop: shops,
          tabs: sql<TabRow[]>`${tabsOfShop}`,
          typologies: sql<TypologyRow[]>`${typologiesOfShop}`,
        })
        .from(shops)
        .where(byKey(key))
        .limit(1);
      return found;
    });
    if (!row) return undefined;
    primeSharedRead(db, shopReadKeys.tabs(row.shop.id), row.tabs);
    primeSharedRead(db, shopReadKeys.typologies(row.shop.id), row.typologies);
    return row.shop;
  });
}

/** Every page (tab) of a shop, visible or not, in display order (spec §3 Tab); read once per page render. */
export function listTabs(db: Executor, shopId: string): Promise<TabRow[]> {
  return sharedRead(db, shopReadKeys.tabs(shopId), () =>
    db
      .select()
      .from(shopTabs)
      .where(ofShop({ shopId }, shopTabs))
      .orderBy(...tabOrder),
  );
}

/** The typologies of a shop, in order (read once per page render, see `sharedRead`). */
export function listTypologies(db: Executor, shopId: string): Promise<TypologyRow[]> {
  return sharedRead(db, shopReadKeys.typologies(shopId), () =>
    db
      .select()
      .from(shopTypologies)
      .where(ofShop({ shopId }, shopTypologies))
      .orderBy(asc(shopTypologies.position)),
  );
}
