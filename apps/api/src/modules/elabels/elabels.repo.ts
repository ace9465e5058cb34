import {
  and,
  asc,
  type Executor,
  eq,
  formats,
  gtins,
  inArray,
  ne,
  nutritionDeclarations,
  products,
  shops,
  vintages,
} from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';

/** The GTIN lookup row of the e-label resolver, whatever form (8 to 14 digits) the GTIN was stored in. */
export async function findGtin(db: Executor, forms: string[]) {
  const [row] = await db.select().from(gtins).where(inArray(gtins.gtin, forms)).limit(1);
  return row;
}

const declarationColumns = {
  declaration: nutritionDeclarations,
  productName: products.name,
  productSlug: products.slug,
  productType: products.productType,
  shopName: shops.name,
  shopUrlName: shops.urlName,
  vintageName: vintages.name,
  format: {
    nameInShop: formats.nameInShop,
    container: formats.container,
    unity: formats.unity,
    unityValue: formats.unityValue,
    showUnityValue: formats.showUnityValue,
  },
};

function selectDeclarations(db: Executor) {
  return db
    .select(declarationColumns)
    .from(nutritionDeclarations)
    .innerJoin(
      products,
      and(
        eq(products.shopId, nutritionDeclarations.shopId),
        eq(products.id, nutritionDeclarations.productId),
      ),
    )
    .innerJoin(shops, eq(shops.id, nutritionDeclarations.shopId))
    .leftJoin(
      vintages,
      and(
        eq(vintages.shopId, nutritionDeclarations.shopId),
        eq(vintages.id, nutritionDeclarations.vintageId),
      ),
    )
    .leftJoin(
      formats,
      and(eq(formats.shopId, nutritionDeclarations.shopId), eq(formats.id, nutritionDeclarations.formatId)),
    );
}

export type DeclarationRow = Awaited<ReturnType<typeof findDeclarationByGtin>>;

/** The declaration a GTIN points to, with its product, shop, vintage and format names. */
export async function findDeclarationByGtin(db: Executor, shopId: string, gtin: string) {
  const [row] = await selectDeclarations(db)
    .where(and(ofShop({ shopId }, nutritionDeclarations), eq(nutritionDeclarations.gtin, gtin)))
    .limit(1);
  return row;
}

/** The declaration of another vintage of the same product and format (GS1 AI 22 in the link). */
export async function findDeclarationOfVintage(
  db: Executor,
  key: { shopId: string; productId: string; formatId: string; vintageName: string },
) {
  const [row] = await selectDeclarations(db)
    .where(
      and(
        eq(nutritionDeclarations.shopId, key.shopId),
        eq(nutritionDeclarations.productId, key.productId),
        eq(nutritionDeclarations.formatId, key.formatId),
        eq(vintages.name, key.vintageName),
      ),
    )
    .limit(1);
  return row;
}

/** Every e-label of a shop (declarations with a GTIN), product by product. */
export async function listShopDeclarations(db: Executor, shopId: string) {
  return selectDeclarations(db)
    .where(and(ofShop({ shopId }, nutritionDeclarations), ne(products.productType, 'prestation')))
    .orderBy(asc(products.position), asc(products.name), asc(formats.position));
}
