import type { Database } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { resolveVatRateBasisPoints, splitAmount } from '@sarment/domain/pricing';
import { drinkColors, drinkTypes } from '@sarment/domain/reference';
import {
  type FormatPriceRow,
  type FormatRow,
  loadProductDetails,
  loadShopPricingContext,
  type ProductRow,
} from './catalogue.repo.ts';
import type { FormatPriceAnswer, ProductAnswer } from './catalogue.schemas.ts';
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
function groupByProduct<T extends { productId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byProduct = new Map<string, T[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId);
    if (list) list.push(row);
    else byProduct.set(row.productId, [row]);
  }
  return byProduct;
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
  const typology = viewer.typology;
  const [settings, details] = await Promise.all([
    knownSettings ?? loadShopPricingContext(db, shopId).then((context) => context.shop?.settings),
    loadProductDetails(
      db,
      shopId,
      rows.map((r) => r.id),
      typology?.key,
    ),
  ]);
  if (!settings) return [];
  const formatsOf = groupByProduct(details.formats);
  const vintagesOf = groupByProduct(details.vintages);
  return rows.map((product) => {
    const rateBp = vatRateBp(product, settings);
    const formatAnswers = (formatsOf.get(product.id) ?? []).flatMap((format) => {
      // the price of the viewer's typology (none without one)
      const priceRow = format.price;
      const visible = !!priceRow && priceRow.visible;
      if (!visible && !viewer.member) return [];
      const stock = format.stock ?? null;
      return [
        {
          id: format.id,
          name: formatName(format),
          container: format.container,
          unity: format.unity,
          unityValue: format.unityValue,
          type: format.type,
          eq75: format.eq75,
          price:
            visible && typology && viewer.pricesVisible ? toFormatPrice(priceRow, typology, rateBp) : null,
          stock,
          stockStatus: stockStatusOf(stock, product.status),
          gtin: format.gtin ?? null,
        },
      ];
    });
    return {
      id: product.id,
      shopId: product.shopId,
      slug: product.slug,
      name: product.name,
      productType: product.productType,
      precision: product.precision ?? null,
      type: product.type ?? null,
      typeLabel: labelOf(drinkTypes, product.type),
      color: product.color ?? null,
      colorLabel: labelOf(drinkColors, product.color),
      gamme: product.gamme ?? null,
      status: product.status,
      description: product.description ?? null,
      labels: product.labels,
      visuals: product.visuals,
      vatType: product.vatType,
      minOrder: product.minOrder ?? null,
      maxOrder: product.maxOrder ?? null,
      pricesHidden: !viewer.pricesVisible,
      vintages: (vintagesOf.get(product.id) ?? []).map((v) => ({
        id: v.id,
        name: v.name,
        year: v.year ?? null,
        alcoholPercent: v.advanced.alcool?.value ?? null,
      })),
      formats: formatAnswers,
    };
  });
}
