// Pricing: VAT, bottle equivalents, unit prices and discounts, promotions, duties, shipping and franco,
// reservations and tourist tax, and the price of one seller's order. See README.md for the rules.
export type {
  CartPriceAnswer,
  CartPriceAnswerLine,
  CartPriceAnswerPromoCode,
  CartPriceAnswerShipping,
} from './cart-price-answer.ts';
export { toCartPriceAnswer } from './cart-price-answer.ts';
export type {
  CartPriceOrder,
  CartPriceResult,
  PriceBase,
  PricedProductLine,
  PricingContext,
  PricingFormat,
  PricingProduct,
  PricingShop,
  PricingTypology,
  PricingVintage,
  ProductLineInput,
  VatBreakdownEntry,
} from './cart-price-types.ts';
export { PricingError } from './cart-price-types.ts';
export { computeCartPrice } from './compute-cart-price.ts';
export { isDrink } from './drinks.ts';
export type { FormatVolume, ProductType, VolumeUnit } from './eq75.ts';
export { computeEq75, computeVolumeMl, defaultBottleVolumeMl, resolveVolumeMl } from './eq75.ts';
export type {
  CustomTax,
  DutyBasis,
  DutyQuantity,
  DutyRate,
  DutyRule,
  ExciseCategory,
  ExciseRateTable,
  LineDuties,
} from './excise.ts';
export {
  computeCustomTax,
  computeLineDuties,
  customTaxApplies,
  exciseRateOf,
  exciseRates2026,
  exciseRateTables,
  exciseTableApplies,
  levyRateOverThreshold,
  selectExciseRates,
  socialSecurityLevyCapOfExcise,
  socialSecurityLevyMinAbvPercent,
  socialSecurityLevyRate,
} from './excise.ts';
export type { ExciseRateKind, ExciseRateRow } from './excise-rates.ts';
export {
  exciseCategories,
  exciseRateKinds,
  exciseRateRows2026,
  exciseRateTablesFromRows,
  missingExciseRates,
} from './excise-rates.ts';
export type {
  PricedPromoCode,
  PromoCodeBasis,
  PromoCodeEntry,
  PromoCodeKind,
  PromoCodeRule,
  PromoCodeStatus,
  PromoCodeThresholdKind,
} from './promo-codes.ts';
export {
  meetsPromoCodeThreshold,
  promoCodeAvailability,
  promoCodeCountedTypes,
  promoCodeDiscount,
  promoCodeMessage,
  promoCodeMessages,
  spreadPromoCodeDiscount,
} from './promo-codes.ts';
export type { Promotion, PromotionActivation, PromotionBasis } from './promotions.ts';
export { applyBestPromotion, applyPromotion, isPromotionActive } from './promotions.ts';
export type {
  PricedReservation,
  PricedReservationLine,
  ReservationPriceInput,
  ReservationSlotRef,
  SelectedPrice,
} from './reservations.ts';
export {
  countCountingPersons,
  isTouristTax,
  priceReservation,
  reservationKey,
  touristTaxProductType,
} from './reservations.ts';
export type {
  CollectionPoint,
  DeliveryMode,
  FrancoRule,
  FrancoStatus,
  ShippingBasis,
  ShippingChoice,
  ShippingPrice,
} from './shipping.ts';
export {
  computeFranco,
  computeShipping,
  countParcels,
  extraParcelFeeCents,
  parcelCapacityEq75,
} from './shipping.ts';
export type {
  FormatPricing,
  FreeUnitsTier,
  PriceTier,
  ResolvedUnitPrice,
  TypologyPriceEntry,
} from './unit-price.ts';
export {
  applyPriceTiers,
  pickFreeUnits,
  reduceByPercent,
  resolveUnitPrice,
  toFreeUnitsTiers,
  toPriceTiers,
} from './unit-price.ts';
export type { HtVatTtc, VatProductSettings, VatShopSettings, VatType } from './vat.ts';
export {
  defaultVatRatesBasisPoints,
  htToTtc,
  resolveVatRateBasisPoints,
  splitAmount,
  ttcToHt,
  vatOnHt,
} from './vat.ts';
