// Pages of the public shop (spec §3 Tab) as the editor saves them. Every query filters on the shop id.
import { and, type Executor, eq, type NewShopTab, notInArray, shopTabs } from '@sarment/db';

export { listTabs } from '../tenancy/shop-records.repo.ts';

/** Replaces the pages of a shop: removes those not kept, then upserts parents before their children. */
export async function replaceTabs(db: Executor, shopId: string, rows: NewShopTab[]) {
  const keep = rows.map((row) => row.id);
  await db
    .delete(shopTabs)
    .where(
      keep.length
        ? and(eq(shopTabs.shopId, shopId), notInArray(shopTabs.id, keep))
        : eq(shopTabs.shopId, shopId),
    );
  const ordered = [...rows.filter((row) => !row.parentId), ...rows.filter((row) => row.parentId)];
  for (const row of ordered) {
    const { shopId: _s, id: _i, ...fields } = row;
    await db
      .insert(shopTabs)
      .values(row)
      .onConflictDoUpdate({ target: [shopTabs.shopId, shopTabs.id], set: fields });
  }
}
