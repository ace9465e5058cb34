import type { Database } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { resolveVatRateBasisPoints, splitAmount } from '@sarment/domain/pricing';
import { drinkColors, drinkTypes } from '@sarment/domain/reference';
import {
  type FormatPriceRow,
  type FormatRow,
  loadShopPricingContext,
  type ProductCardRow,
  type ProductRow,
} from './catalogue.repo.ts';
import type { FormatPriceAnswer, ProductAnswer, ProductCardAnswer } from './catalogue.schemas.ts';
import { loadProductCardDetails, loadProductDetails } from './product-details.repo.ts';
import type { ProductViewer, ViewerTypology } from './product-viewer.ts';

export type ShopSettings = NonNullable<
  Awaited<ReturnType<typeof loadShopPricingContext>>['shop']
>['settings'];

/** A format with this many units or fewer shows 'low stock' (one case of 12). */
export const LOW_STOCK_UNITS = 12;

const labelOf = (list: readonly { id: string; label: string }[], id: string | null) =>
  id ? (list.find((item) => item.id === id)?.label ?? id) : null;

const percentToBp = (percent: number) => Math.round(percent * 100);
const euros = (amountCents: number) => centsToEuros(cents(amountCents));

function vatRateBp(product: ProductRow, settings: ShopSettings): number {
  return resolveVatRateBasisPoints(
    { vatType: product.vatType, vatRateBasisPoints: product.vatRateBp, disableVAT: product.disableVat },
    {
      hasTVA: settings.hasTVA,
      vatRatesBasisPoints: {
        standard: percentToBp(settings.vatRate.standard),
        medium: percentToBp(settings.vatRate.medium),
        reduced: percentToBp(settings.vatRate.reduced),
      },
    },
  );
}

type PriceFields = Pick<FormatPriceRow, 'priceCents' | 'discountPrice' | 'discountAdd' | 'promotions'>;

function toFormatPrice(row: PriceFields, typology: ViewerTypology, rateBp: number): FormatPriceAnswer {
  const both = splitAmount(cents(row.priceCents), typology.ttc, rateBp);
  return {
    typology: typology.key,
    amount: euros(row.priceCents),
    ttc: typology.ttc,
    priceHT: centsToEuros(both.htCents),
    priceTTC: centsToEuros(both.ttcCents),
    vatRate: rateBp / 100,
    discountPrice: Object.entries(row.discountPrice)
      .map(([threshold, price]) => ({ threshold: Number(threshold), price: euros(price) }))
      .sort((a, b) => a.threshold - b.threshold),
    discountAdd: Object.entries(row.discountAdd)
      .map(([threshold, free]) => ({ threshold: Number(threshold), free }))
      .sort((a, b) => a.threshold - b.threshold),
    promotions: row.promotions.map((p) => ({
      type: p.type,
      // stored in cents for euro amounts and amount thresholds (column rule); answered in euros
      amount: p.type === '€' ? euros(p.amount) : p.amount,
      activation: p.activation,
      threshold: p.activation.startsWith('minPrice') ? euros(p.threshold) : (p.threshold ?? null),
    })),
  };
}

// spec §3 Format.unity: the short units printed on labels
const UNIT_SYMBOLS: Record<string, string> = {
  'Litre(s)': 'L',
  'Centilitre(s)': 'cl',
  'Millilitre(s)': 'ml',
  'Hectolitre(s)': 'hl',
  'Gramme(s)': 'g',
};

const CONTAINER_NAMES: Record<string, string> = { unite: 'Unité', bib: 'BIB' };

/** The name a buyer reads: `nameInShop`, else 'Bouteille 75 cl', 'Magnum 150 cl', 'Unité'. */
export function formatName(
  format: Pick<FormatRow, 'nameInShop' | 'container' | 'unity' | 'unityValue' | 'showUnityValue'>,
): string {
  if (format.nameInShop) return format.nameInShop;
  const container =
    CONTAINER_NAMES[format.container] ?? format.container.charAt(0).toUpperCase() + format.container.slice(1);
  const unit = UNIT_SYMBOLS[format.unity];
  if (!format.showUnityValue || !unit) return container;
  return `${container} ${String(format.unityValue).replace('.', ',')} ${unit}`;
}

export function stockStatusOf(stock: number | null, productStatus: string) {
  if (productStatus === 'outofstock' || stock === 0) return 'outOfStock' as const;
  if (stock === null) return 'unmanaged' as const;
  return stock <= LOW_STOCK_UNITS ? ('low' as const) : ('inStock' as const);
}

/** Rows by their product, each list in its order (a page of 100 products has some 120 formats). */
export function groupByProduct<T extends { productId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byProduct = new Map<string, T[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId);
    if (list) list.push(row);
    else byProduct.set(row.productId, [row]);
  }
  return byProduct;
}

/** What a product answer and a product card both say of a product, for this viewer. */
const productIdentity = (product: ProductCardRow, viewer: ProductViewer) => ({
  id: product.id,
  shopId: product.shopId,
  slug: product.slug,
  name: product.name,
  productType: product.productType,
  precision: product.precision ?? null,
  type: product.type ?? null,
  color: product.color ?? null,
  status: product.status,
  labels: product.labels,
  visuals: product.visuals,
  vatType: product.vatType,
  // spec §1: price viewing reserved to registered members, and the viewer is a visitor
  pricesHidden: !viewer.pricesVisible,
});

/**
 * The formats of a product a viewer is shown (spec §6), each with the price the viewer may read (its row and
 * typology), if any.
 */
export function shownFormats<F extends { price: { visible: boolean } | null }>(
  formats: readonly F[],
  viewer: ProductViewer,
): { format: F; priced: { row: NonNullable<F['price']>; typology: ViewerTypology } | null }[] {
  const { typology } = viewer;
  return formats.flatMap((format) => {
    // the price of the viewer's typology (none without one)
    const row = format.price?.visible ? (format.price as NonNullable<F['price']>) : null;
    if (!row && !viewer.member) return [];
    return [{ format, priced: row && typology && viewer.pricesVisible ? { row, typology } : null }];
  });
}

/**
 * Products of one shop with their vintages and formats, priced for the viewer (spec §6: the buyer's typology, or
 * the public one). A format without a visible price for that typology is shown without price to members and
 * hidden from everyone else; prices are withheld from visitors when the shop reserves them to members.
 */
export async function describeProducts(
  db: Database,
  shopId: string,
  rows: ProductRow[],
  viewer: ProductViewer,
  /** the shop's settings when the caller already read them (spares two queries) */
  knownSettings?: ShopSettings,
): Promise<ProductAnswer[]> {
  if (rows.length === 0) return [];
  const [settings, details] = await Promise.all([
    knownSettings ?? loadShopPricingContext(db, shopId).then((context) => context.shop?.settings),
    loadProductDetails(
      db,
      shopId,
      rows.map((r) => r.id),
      viewer.typology?.key,
    ),
  ]);
  if (!settings) return [];
  const formatsOf = groupByProduct(details.formats);
  const vintagesOf = groupByProduct(details.vintages);
  return rows.map((product) => {
    const rateBp = vatRateBp(product, settings);
    return {
      ...productIdentity(product, viewer),
      typeLabel: labelOf(drinkTypes, product.type),
      colorLabel: labelOf(drinkColors, product.color),
      gamme: product.gamme ?? null,
      description: product.description ?? null,
      minOrder: product.minOrder ?? null,
      maxOrder: product.maxOrder ?? null,
      vintages: (vintagesOf.get(product.id) ?? []).map((v) => ({
        id: v.id,
        name: v.name,
        year: v.year ?? null,
        alcoholPercent: v.advanced.alcool?.value ?? null,
      })),
      formats: shownFormats(formatsOf.get(product.id) ?? [], viewer).map(({ format, priced }) => ({
        id: format.id,
        name: formatName(format),
        container: format.container,
        unity: format.unity,
        unityValue: format.unityValue,
        type: format.type,
        eq75: format.eq75,
        price: priced && toFormatPrice(priced.row, priced.typology, rateBp),
        stock: format.stock ?? null,
        stockStatus: stockStatusOf(format.stock ?? null, product.status),
        gtin: format.gtin ?? null,
      })),
    };
  });
}

/**
 * The same products as their cards show them (a shop's grids): the first visual, the viewer's price as entered
 * for the typology (HT or TTC, spec §6), stock status, and the names of the vintages; same visibility rules as
 * describeProducts.
 */
export async function describeProductCards(
  db: Database,
  shopId: string,
  rows: ProductCardRow[],
  viewer: ProductViewer,
): Promise<ProductCardAnswer[]> {
  if (rows.length === 0) return [];
  const details = await loadProductCardDetails(
    db,
    shopId,
    rows.map((r) => r.id),
    viewer.typology?.key,
  );
  const formatsOf = groupByProduct(details.formats);
  const vintagesOf = groupByProduct(details.vintages);
  return rows.map((product) => ({
    ...productIdentity(product, viewer),
    visuals: product.visuals.slice(0, 1),
    vintages: (vintagesOf.get(product.id) ?? []).map((v) => ({ id: v.id, name: v.name })),
    formats: shownFormats(formatsOf.get(product.id) ?? [], viewer).map(({ format, priced }) => ({
      id: format.id,
      name: formatName(format),
      unity: format.unity,
      unityValue: format.unityValue,
      eq75: format.eq75,
      price: priced && { amount: euros(priced.row.priceCents), ttc: priced.typology.ttc },
      stock: format.stock ?? null,
      stockStatus: stockStatusOf(format.stock ?? null, product.status),
    })),
  }));
}
