// The box_components table (issue 16): the one reader and writer of what a box is made of.
import { and, asc, boxComponents, eq, formats, inArray, or, products, type SQL, vintages } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

export type BoxComponentRow = typeof boxComponents.$inferSelect;
export type NewBoxComponentRow = Omit<typeof boxComponents.$inferInsert, 'shopId' | 'boxId'>;

/** A box's components in their order, with the product's name, the format and the vintage's name. */
export async function listBoxComponents(ctx: ShopScope, boxId: string) {
  return ctx.tx
    .select({
      component: boxComponents,
      productName: products.name,
      format: formats,
      vintageName: vintages.name,
    })
    .from(boxComponents)
    .innerJoin(
      products,
      and(eq(products.shopId, boxComponents.shopId), eq(products.id, boxComponents.productId)),
    )
    .innerJoin(formats, and(eq(formats.shopId, boxComponents.shopId), eq(formats.id, boxComponents.formatId)))
    .leftJoin(
      vintages,
      and(eq(vintages.shopId, boxComponents.shopId), eq(vintages.id, boxComponents.vintageId)),
    )
    .where(and(ofShop(ctx, boxComponents), eq(boxComponents.boxId, boxId)))
    .orderBy(asc(boxComponents.position), asc(boxComponents.id));
}

/** What exists in the shop of the products a box's body names: their type, formats (with eq75) and vintages. */
export async function findComponentTargets(ctx: ShopScope, productIds: readonly string[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return { products: [], formats: [], vintages: [] };
  const [productRows, formatRows, vintageRows] = await Promise.all([
    ctx.tx
      .select({ id: products.id, productType: products.productType })
      .from(products)
      .where(and(ofShop(ctx, products), inArray(products.id, ids))),
    ctx.tx
      .select({ id: formats.id, productId: formats.productId, eq75: formats.eq75 })
      .from(formats)
      .where(and(ofShop(ctx, formats), inArray(formats.productId, ids))),
    ctx.tx
      .select({ id: vintages.id, productId: vintages.productId })
      .from(vintages)
      .where(and(ofShop(ctx, vintages), inArray(vintages.productId, ids))),
  ]);
  return { products: productRows, formats: formatRows, vintages: vintageRows };
}

/** The box's components, written again whole. */
export async function replaceBoxComponents(
  ctx: ShopScope,
  boxId: string,
  rows: readonly NewBoxComponentRow[],
): Promise<void> {
  await ctx.tx.delete(boxComponents).where(and(ofShop(ctx, boxComponents), eq(boxComponents.boxId, boxId)));
  if (rows.length) {
    await ctx.tx.insert(boxComponents).values(rows.map((row) => ({ ...row, shopId: ctx.shopId, boxId })));
  }
}

/** The first component, of any box, that is this product, or one of these formats or vintages. */
export async function findHeldComponent(
  ctx: ShopScope,
  held: { productId?: string; formatIds?: readonly string[]; vintageIds?: readonly string[] },
): Promise<BoxComponentRow | undefined> {
  const which: SQL[] = [];
  if (held.productId) which.push(eq(boxComponents.productId, held.productId));
  if (held.formatIds?.length) which.push(inArray(boxComponents.formatId, [...held.formatIds]));
  if (held.vintageIds?.length) which.push(inArray(boxComponents.vintageId, [...held.vintageIds]));
  if (which.length === 0) return undefined;
  const [row] = await ctx.tx
    .select()
    .from(boxComponents)
    .where(and(ofShop(ctx, boxComponents), or(...which)))
    .limit(1);
  return row;
}

/** The components of the boxes that hold `productId`, with each component format's eq75. */
export async function listWeightsOfBoxesHolding(ctx: ShopScope, productId: string) {
  const holding = ctx.tx
    .selectDistinct({ boxId: boxComponents.boxId })
    .from(boxComponents)
    .where(and(ofShop(ctx, boxComponents), eq(boxComponents.productId, productId)));
  return ctx.tx
    .select({ boxId: boxComponents.boxId, quantity: boxComponents.quantity, eq75: formats.eq75 })
    .from(boxComponents)
    .innerJoin(formats, and(eq(formats.shopId, boxComponents.shopId), eq(formats.id, boxComponents.formatId)))
    .where(and(ofShop(ctx, boxComponents), inArray(boxComponents.boxId, holding)));
}

/** Sets the bottle equivalents of every format of a box. */
export async function setBoxEq75(ctx: ShopScope, boxId: string, eq75: number): Promise<void> {
  await ctx.tx
    .update(formats)
    .set({ eq75 })
    .where(and(ofShop(ctx, formats), eq(formats.productId, boxId)));
}
