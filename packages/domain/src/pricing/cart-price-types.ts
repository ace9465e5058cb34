// Input and output of computeCartPrice. Inputs are already resolved from the database (the API maps its rows
// to them); amounts are cents, rates basis points, decimals exact strings or numbers.
import type { Cents, Ratio } from '../money/index.ts';
import type { FormatVolume, ProductType } from './eq75.ts';
import type { CustomTax, DutyRule, ExciseRateTable } from './excise.ts';
import type { PricedPromoCode, PromoCodeEntry } from './promo-codes.ts';
import type { Promotion } from './promotions.ts';
import type { PricedReservation, ReservationPriceInput } from './reservations.ts';
import type { FrancoRule, FrancoStatus, ShippingChoice, ShippingPrice } from './shipping.ts';
import type { FormatPricing, PriceTier } from './unit-price.ts';
import type { HtVatTtc, VatShopSettings, VatType } from './vat.ts';

/** The buyer's typology (spec §3 Shop.typologies[key]). */
export interface PricingTypology {
  key: string;
  /** spec §3: a ttc typology's prices include VAT; the others exclude it. */
  ttc: boolean;
  /** spec §3 globalDiscount, a percent off every unit price. */
  globalDiscountPercent?: string | number | null | undefined;
  /** spec §3 allRulesInEq75; falls back to the shop's, then to true (spec §9: discounts are per eq75). */
  allRulesInEq75?: boolean | null | undefined;
}

export interface PricingShop extends VatShopSettings {
  allRulesInEq75?: boolean | null | undefined;
}

export interface PricingContext {
  typology: PricingTypology;
  shop: PricingShop;
  /** Day of the sale (YYYY-MM-DD), passed in: it picks the excise rate table. */
  pricingDate: string;
  /** Franco shown before a delivery mode is chosen; a chosen delivery mode's own franco wins. */
  franco?: FrancoRule | null | undefined;
  exciseRateTables?: readonly ExciseRateTable[] | undefined;
}

export interface PricingProduct {
  id: string;
  name?: string | undefined;
  productType: ProductType;
  /** Family matched by custom taxes (spec §5). */
  family?: string | null | undefined;
  vatType?: VatType | undefined;
  vatRateBasisPoints?: number | null | undefined;
  disableVAT?: boolean | undefined;
  /** True when prices already include excise duties (every demo product): no duty is added. */
  dutiesIncluded: boolean;
  /** spec §3 wrappingPrice, per unit, in the typology's price base. */
  wrappingUnitPriceCents?: Cents | null | undefined;
}

export interface PricingFormat extends FormatPricing, FormatVolume {
  id: string;
}

export interface PricingVintage {
  id: string;
  /** spec §3 Vintage.advanced.alcool.value, % vol. */
  abvPercent?: string | number | null | undefined;
  duty?: DutyRule | null | undefined;
  customTax?: CustomTax | null | undefined;
}

export interface ProductLineInput {
  product: PricingProduct;
  format: PricingFormat;
  vintage?: PricingVintage | null | undefined;
  /** Whole units ordered, at least 1. */
  quantity: number;
  isWrapped?: boolean | undefined;
}

/** One seller's order to price. */
export interface CartPriceOrder {
  sellerId: string;
  products: readonly ProductLineInput[];
  reservations: readonly ReservationPriceInput[];
  shipping: ShippingChoice;
  /** the promotion code the buyer entered for this seller, if any */
  promoCode?: PromoCodeEntry | null | undefined;
}

export type PriceBase = 'TTC' | 'HT';

export interface PricedProductLine extends HtVatTtc {
  productId: string;
  formatId: string;
  vintageId: string | null;
  quantity: number;
  /** spec §3 discountAdd: units added free (shipped, not charged). */
  freeUnits: number;
  priceBase: PriceBase;
  /** Typology price, in the price base. */
  listUnitCents: Cents;
  /** After quantity discount, global discount and promotion, in the price base. */
  netUnitCents: Cents;
  unitHTCents: Cents;
  unitTTCCents: Cents;
  /** (list - net) x quantity, plus the line's part of the promotion code, in the price base. */
  discountCents: Cents;
  /** The line's part of the order's promotion code, in the price base (taken off its goods). */
  promoCodeCents: Cents;
  appliedTier: PriceTier | null;
  appliedPromotion: Promotion | null;
  wrappingCents: Cents;
  exciseCents: Cents;
  socialSecurityLevyCents: Cents;
  customTaxCents: Cents;
  /** Part of htCents that bears no VAT (a custom tax without VAT). */
  untaxedCents: Cents;
  vatRateBasisPoints: number;
  eq75PerUnit: Ratio;
  /** Quantity as counted by discounts, promotions and franco (eq75 or units). */
  ruleQuantity: Ratio;
}

export interface VatBreakdownEntry {
  rateBasisPoints: number;
  htCents: Cents;
  vatCents: Cents;
  ttcCents: Cents;
}

export interface CartPriceResult {
  sellerId: string;
  priceBase: PriceBase;
  lines: PricedProductLine[];
  reservations: PricedReservation[];
  shipping: ShippingPrice;
  franco: FrancoStatus;
  /** Sum of line discounts, promotion code included, in the price base (spec §3 price.promoAmount). */
  discountTotalCents: Cents;
  /** The code entered for this order and what became of it; null when none was entered. */
  promoCode: PricedPromoCode | null;
  touristTaxCents: Cents;
  productsHTCents: Cents;
  productsTTCCents: Cents;
  /** Everything: products, reservations, tourist tax (rate 0) and shipping; HT + VAT = TTC. */
  totalHTCents: Cents;
  totalVATCents: Cents;
  totalTTCCents: Cents;
  /** Sorted by rate; each entry adds whole lines, so HT + VAT = TTC per rate. */
  vatBreakdown: VatBreakdownEntry[];
}

/** A product that cannot be priced for this buyer: hidden from the typology or without any price. */
export class PricingError extends Error {
  readonly code = 'productNotSold';
  readonly productId: string;
  constructor(message: string, productId: string) {
    super(message);
    this.name = 'PricingError';
    this.productId = productId;
  }
}
