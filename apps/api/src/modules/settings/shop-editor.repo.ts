// Pages of the public shop (spec §3 Tab) as the editor saves them. Every query filters on the context's shop.
import { and, type NewShopTab, notInArray, shopTabs } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

export { listTabs } from '../tenancy/shop-records.repo.ts';

/** Replaces the pages of a shop: removes those not kept, then upserts parents before their children. */
export async function replaceTabs(scope: ShopScope, rows: Omit<NewShopTab, 'shopId'>[]) {
  const keep = rows.map((row) => row.id);
  await scope.tx
    .delete(shopTabs)
    .where(
      keep.length ? and(ofShop(scope, shopTabs), notInArray(shopTabs.id, keep)) : ofShop(scope, shopTabs),
    );
  const ordered = [...rows.filter((row) => !row.parentId), ...rows.filter((row) => row.parentId)];
  for (const row of ordered) {
    const { id: _i, ...fields } = row;
    await scope.tx
      .insert(shopTabs)
      .values({ ...row, shopId: scope.shopId })
      .onConflictDoUpdate({ target: [shopTabs.shopId, shopTabs.id], set: fields });
  }
}
