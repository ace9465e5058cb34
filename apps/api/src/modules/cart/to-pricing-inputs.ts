// Database rows of a seller's catalogue mapped to the inputs of the domain's pricing (packages/domain pricing
// README "Entry points"). Amounts stay integer cents; percents become basis points or exact decimal strings.
import type { Promotion as PromotionRow } from '@sarment/db';
import { cents, percentToBasisPoints, roundHalfUp } from '@sarment/domain/money';
import type {
  CollectionPoint,
  CustomTax,
  DeliveryMode,
  DutyRule,
  PricingFormat,
  PricingProduct,
  PricingShop,
  PricingTypology,
  PricingVintage,
  Promotion,
} from '@sarment/domain/pricing';
import { resolveVatRateBasisPoints } from '@sarment/domain/pricing';
import type { SellerCatalogue } from '../catalogue/seller-catalogue.repo.ts';

type Shop = NonNullable<SellerCatalogue['shop']>;
type TypologyRow = SellerCatalogue['typologies'][number];
type ProductRow = SellerCatalogue['products'][number];
type FormatRow = SellerCatalogue['formats'][number];
type VintageRow = SellerCatalogue['vintages'][number];
type PriceRow = SellerCatalogue['prices'][number];
type DeliveryModeRow = SellerCatalogue['deliveryModes'][number];
type CollectionPointRow = SellerCatalogue['collectionPoints'][number];

export function toPricingShop(shop: Shop): PricingShop {
  const rates = shop.settings.vatRate;
  return {
    hasTVA: shop.settings.hasTVA,
    vatRatesBasisPoints: {
      standard: percentToBasisPoints(rates.standard),
      medium: percentToBasisPoints(rates.medium),
      reduced: percentToBasisPoints(rates.reduced),
    },
    allRulesInEq75: shop.settings.allRulesInEq75,
  };
}

/**
 * The buyer's typology. The column is not nullable, so "off" cannot mean "unset": the rules count in eq75 when
 * the typology or the shop turns it on.
 */
export function toPricingTypology(row: TypologyRow, shop: Shop): PricingTypology {
  return {
    key: row.key,
    ttc: row.ttc,
    globalDiscountPercent: row.globalDiscountBp ? String(row.globalDiscountBp / 100) : null,
    allRulesInEq75: row.allRulesInEq75 || shop.settings.allRulesInEq75,
  };
}

export function toPricingProduct(row: ProductRow): PricingProduct {
  return {
    id: row.id,
    name: row.name,
    productType: row.productType,
    family: row.type,
    vatType: row.vatType,
    vatRateBasisPoints: row.vatRateBp,
    disableVAT: row.disableVat,
    dutiesIncluded: row.dutiesIncluded,
  };
}

function toPromotion(row: PromotionRow, typology: string): Promotion {
  const activation =
    row.activation === 'always'
      ? ({ kind: 'always' } as const)
      : row.activation === 'minProduct' || row.activation === 'minProductOrder'
        ? { kind: row.activation, minQuantity: row.threshold }
        : { kind: row.activation, minAmountCents: cents(row.threshold) };
  const base = { activation, typologies: [typology] };
  return row.type === '%'
    ? { ...base, type: 'percent', percent: String(row.amount) }
    : { ...base, type: 'euro', amountCents: cents(row.amount) };
}

/** Only the buyer's typology price is given: a format without it cannot be priced (PricingError). */
export function toPricingFormat(row: FormatRow, price: PriceRow | undefined): PricingFormat {
  const format: PricingFormat = { id: row.id, unity: row.unity, unityValue: row.unityValue, eq75: row.eq75 };
  if (!price) return format;
  const tiers = (map: Record<string, number>) =>
    Object.entries(map).map(([threshold, value]) => ({ minQuantity: Number(threshold), value }));
  return {
    ...format,
    typologies: {
      [price.typology]: {
        visible: price.visible,
        priceCents: cents(price.priceCents),
        // format_prices keeps discount prices in cents (packages/db types.ts DiscountPriceMap)
        discountPrice: tiers(price.discountPrice).map((t) => ({
          minQuantity: t.minQuantity,
          unitPriceCents: cents(t.value),
        })),
        discountAdd: tiers(price.discountAdd).map((t) => ({
          minQuantity: t.minQuantity,
          freeUnits: t.value,
        })),
      },
    },
    promotions: price.promotions.map((promotion) => toPromotion(promotion, price.typology)),
  };
}

const exciseCategoryOfType: Readonly<Record<string, DutyRule>> = {
  wine: { category: 'stillWine' },
  sparkling: { category: 'sparklingWine' },
  champagne: { category: 'sparklingWine' },
  spirit: { category: 'spirits' },
};

/** spec §3 Vintage.legal: the duty follows the drink's family; a custom tax needs a name and an amount. */
export function toPricingVintage(row: VintageRow, product: ProductRow): PricingVintage {
  const legal = row.legal;
  const customTax: CustomTax | null =
    legal.customTaxName && legal.customTaxAmountPerHL
      ? {
          name: legal.customTaxName,
          amountPerHlEuros: legal.customTaxAmountPerHL,
          families: legal.customTaxFamilies,
          vatApplies: legal.customTaxVat,
        }
      : null;
  return {
    id: row.id,
    abvPercent: row.advanced.alcool?.value ?? null,
    duty: product.type ? (exciseCategoryOfType[product.type] ?? null) : null,
    customTax,
  };
}

/** spec §5, §9: the carrier price is TTC (contract: 9.90 TTC), commission a share of it in basis points. */
export function toDeliveryMode(row: DeliveryModeRow, shop: Shop): DeliveryMode {
  const vatRate = resolveVatRateBasisPoints({ vatType: row.vatType }, toPricingShop(shop));
  const franco =
    row.francoMinProducts !== null || row.francoMinAmountCents !== null
      ? {
          minProductCount: row.francoMinProducts,
          minAmountTTCCents: row.francoMinAmountCents === null ? null : cents(row.francoMinAmountCents),
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    priceCents: cents(row.priceTtcCents),
    priceIncludesVat: true,
    extraParcelFeeCents: cents(row.extraParcelCents),
    parcelCapacityEq75: row.bottlesPerParcel,
    marginCents: cents(row.marginCents),
    // Rounding policy: half away from zero, the commission share of the carrier price excluding VAT.
    commissionCents: cents(
      roundHalfUp(row.priceTtcCents * 10_000 * row.commissionBp, (10_000 + vatRate) * 10_000),
    ),
    vatRateBasisPoints: vatRate,
    franco,
  };
}

export function toCollectionPoint(row: CollectionPointRow): CollectionPoint {
  return { id: row.id, name: row.name, priceCents: cents(row.priceCents) };
}
