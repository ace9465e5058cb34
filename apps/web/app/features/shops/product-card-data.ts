// The data of a product card. A page's loader hands its grid only what the cards show: a hundred full products
// (descriptions, price tiers, promotions, GTINs...) were most of a catalogue page's serialized data, encoded on the
// server and decoded again by the browser for nothing.
import type { PageBlock, ProductCardData } from './shop-types.ts';

/** A product (or a card already) as a card: only the fields a card reads, whatever else it holds. */
export function toProductCard(product: ProductCardData): ProductCardData {
  return {
    id: product.id,
    shopId: product.shopId,
    slug: product.slug,
    name: product.name,
    productType: product.productType,
    precision: product.precision,
    type: product.type,
    color: product.color,
    status: product.status,
    labels: product.labels,
    // a card shows the first visual only
    visuals: product.visuals.slice(0, 1),
    vatType: product.vatType,
    pricesHidden: product.pricesHidden,
    vintages: product.vintages.map(({ id, name }) => ({ id, name })),
    formats: product.formats.map((format) => ({
      id: format.id,
      name: format.name,
      unity: format.unity,
      unityValue: format.unityValue,
      eq75: format.eq75,
      stock: format.stock,
      stockStatus: format.stockStatus,
      price: format.price && { amount: format.price.amount, ttc: format.price.ttc },
    })),
  };
}

/** A page's blocks with their products as cards. */
export const withProductCards = (blocks: readonly PageBlock[]): PageBlock[] =>
  blocks.map((block) =>
    block.type === 'products' ? { ...block, products: block.products.map(toProductCard) } : block,
  );
