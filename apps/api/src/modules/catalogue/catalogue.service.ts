import type { Database } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { resolveVatRateBasisPoints, splitAmount } from '@sarment/domain/pricing';
import {
  type FormatPriceRow,
  type FormatRow,
  loadProductDetails,
  loadShopPricingContext,
  type ProductRow,
  type TypologyRow,
} from './catalogue.repo.ts';
import type { FormatPriceAnswer, ProductAnswer } from './catalogue.schemas.ts';

type ShopSettings = NonNullable<Awaited<ReturnType<typeof loadShopPricingContext>>['shop']>['settings'];

const percentToBp = (percent: number) => Math.round(percent * 100);

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

function toFormatPrice(row: FormatPriceRow, typology: TypologyRow, rateBp: number): FormatPriceAnswer {
  const both = splitAmount(cents(row.priceCents), typology.ttc, rateBp);
  return {
    typology: typology.key,
    amount: centsToEuros(cents(row.priceCents)),
    ttc: typology.ttc,
    priceHT: centsToEuros(both.htCents),
    priceTTC: centsToEuros(both.ttcCents),
    vatRate: rateBp / 100,
    discountPrice: Object.entries(row.discountPrice)
      .map(([threshold, price]) => ({ threshold: Number(threshold), price: centsToEuros(cents(price)) }))
      .sort((a, b) => a.threshold - b.threshold),
    discountAdd: Object.entries(row.discountAdd)
      .map(([threshold, free]) => ({ threshold: Number(threshold), free }))
      .sort((a, b) => a.threshold - b.threshold),
    promotions: row.promotions.map((p) => ({
      type: p.type,
      amount: p.amount,
      activation: p.activation,
      threshold: p.threshold ?? null,
    })),
  };
}

function formatName(format: FormatRow): string {
  if (format.nameInShop) return format.nameInShop;
  const unit = format.unity.replace(/\(s\)$/, '').toLowerCase();
  return format.showUnityValue ? `${format.container} ${format.unityValue} ${unit}` : format.container;
}

/**
 * Products with their vintages and formats, priced for one typology (spec §6: the buyer's typology, or the
 * public one). A format without a visible price for that typology is shown without price to members and
 * hidden from everyone else.
 */
export async function describeProducts(
  db: Database,
  shopId: string,
  rows: ProductRow[],
  view: { typology: string | undefined; member: boolean },
): Promise<ProductAnswer[]> {
  const [{ shop, typologies }, details] = await Promise.all([
    loadShopPricingContext(db, shopId),
    loadProductDetails(
      db,
      shopId,
      rows.map((r) => r.id),
    ),
  ]);
  if (!shop) return [];
  const typology = typologies.find((t) => t.key === view.typology) ?? typologies.find((t) => t.public);
  const stockByFormat = new Map(details.stock.map((s) => [s.formatId, s.quantity]));
  const priceByFormat = new Map(
    details.prices.filter((p) => p.typology === typology?.key).map((p) => [p.formatId, p]),
  );
  return rows.map((product) => {
    const rateBp = vatRateBp(product, shop.settings);
    const formatAnswers = details.formats
      .filter((f) => f.productId === product.id)
      .map((format) => {
        const priceRow = priceByFormat.get(format.id);
        const visible = !!priceRow && priceRow.visible;
        return {
          visible,
          answer: {
            id: format.id,
            name: formatName(format),
            container: format.container,
            unity: format.unity,
            unityValue: format.unityValue,
            type: format.type,
            eq75: format.eq75,
            price: visible && typology ? toFormatPrice(priceRow, typology, rateBp) : null,
            stock: stockByFormat.get(format.id) ?? null,
          },
        };
      })
      .filter((f) => view.member || f.visible)
      .map((f) => f.answer);
    return {
      id: product.id,
      shopId: product.shopId,
      slug: product.slug,
      name: product.name,
      productType: product.productType,
      precision: product.precision ?? null,
      type: product.type ?? null,
      color: product.color ?? null,
      gamme: product.gamme ?? null,
      status: product.status,
      description: product.description ?? null,
      labels: product.labels,
      visuals: product.visuals,
      vatType: product.vatType,
      minOrder: product.minOrder ?? null,
      maxOrder: product.maxOrder ?? null,
      vintages: details.vintages
        .filter((v) => v.productId === product.id)
        .map((v) => ({
          id: v.id,
          name: v.name,
          year: v.year ?? null,
          alcoholPercent: v.advanced.alcool?.value ?? null,
        })),
      formats: formatAnswers,
    };
  });
}
