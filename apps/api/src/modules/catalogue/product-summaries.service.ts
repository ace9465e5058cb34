// The public product list as a list shows it (issue 22): see product-summaries.repo.ts. The rules are the product
// answers' own (catalogue.service.ts): which formats a viewer is shown and with which price, stock status, format
// names, what a box's components allow.
import type { Database } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import type { AuthContext } from '../../http/auth-context.ts';
import { withBoxAvailable } from './box-stock.ts';
import type { ProductSummaryAnswer } from './catalogue.schemas.ts';
import { formatName, groupByProduct, shownFormats, stockStatusOf } from './catalogue.service.ts';
import type { ListQuery } from './catalogue-view.service.ts';
import { listSummaryPage } from './product-summaries.repo.ts';
import { type ProductViewer, viewerClaims, viewerOf } from './product-viewer.ts';

/**
 * spec §6, §7: one page of the products of several shops one viewer may see, as a list shows them (its names, first
 * visual, vintages, the formats the viewer is shown with the viewer's price and availability), and the total.
 */
export async function listVisibleProductSummaries(
  db: Database,
  auth: AuthContext | null,
  query: ListQuery,
): Promise<{ products: ProductSummaryAnswer[]; total: number }> {
  const claims = new Map(
    [...new Set(query.shopIds)].map((shopId) => [shopId, viewerClaims(auth, shopId, query.typology)]),
  );
  const page = await listSummaryPage(
    db,
    [...claims].map(([shopId, claim]) => ({ shopId, member: claim.member, typologyKey: claim.typologyKey })),
    query,
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const viewers = new Map<string, ProductViewer>();
  for (const shop of page.shops) {
    const viewer = viewerOf(claims.get(shop.id)!, shop);
    // the statement resolved the same typology (its scope and prices): viewerOf is the rule, checked here
    if ((viewer.typology?.key ?? null) !== shop.typology)
      throw new Error(
        `product list: typology ${shop.typology} resolved for ${shop.id}, not ${viewer.typology?.key}`,
      );
    viewers.set(shop.id, viewer);
  }
  const vintagesOf = groupByProduct(page.vintages);
  const formatsOf = groupByProduct(withBoxAvailable(page.formats, page.boxes));
  const products = page.products.map((product): ProductSummaryAnswer => {
    const viewer = viewers.get(product.shopId)!;
    return {
      id: product.id,
      shopId: product.shopId,
      slug: product.slug,
      name: product.name,
      // absent rather than null (issue 22: the list's bytes)
      ...(product.precision === null ? {} : { precision: product.precision }),
      ...(product.visual === null ? {} : { visual: product.visual }),
      vintages: (vintagesOf.get(product.id) ?? []).map((v) => ({ id: v.id, name: v.name })),
      formats: shownFormats(formatsOf.get(product.id) ?? [], viewer).map(({ format, priced }) => ({
        id: format.id,
        name: formatName(format),
        price: priced && { amount: centsToEuros(cents(priced.row.priceCents)), ttc: priced.typology.ttc },
        stockStatus: stockStatusOf(format.stock, product.status),
      })),
    };
  });
  return { products, total: page.total };
}
