// Prices one product line: list price, quantity discount, global discount, promotion, wrapping, duties, VAT.
import type { Cents, Ratio } from '../money/index.ts';
import { cents, isZeroRatio, multiplyCents, multiplyRatios, parseDecimal, ratio } from '../money/index.ts';
import type { PricedProductLine, PricingContext, ProductLineInput } from './cart-price-types.ts';
import { PricingError } from './cart-price-types.ts';
import { computeEq75, resolveVolumeMl } from './eq75.ts';
import type { ExciseRateTable } from './excise.ts';
import { computeCustomTax, computeLineDuties, selectExciseRates } from './excise.ts';
import type { PromotionBasis } from './promotions.ts';
import { applyBestPromotion } from './promotions.ts';
import type { PriceTier } from './unit-price.ts';
import { applyPriceTiers, pickFreeUnits, reduceByPercent, resolveUnitPrice } from './unit-price.ts';
import { htToTtc, resolveVatRateBasisPoints, splitAmount, ttcToHt, vatOnHt } from './vat.ts';

/** A line after the steps that do not depend on the rest of the order. */
export interface PreparedLine {
  input: ProductLineInput;
  listUnitCents: Cents;
  /** After the quantity tier and the typology's global discount, before promotions. */
  unitBeforePromotionCents: Cents;
  appliedTier: PriceTier | null;
  freeUnits: number;
  eq75PerUnit: Ratio;
  /** Volume of one unit, for duties; null without volume. */
  volumeMl: Ratio | null;
  ruleQuantity: Ratio;
  amountBeforePromotionCents: Cents;
}

/** spec §9 "Discounts are expressed per eq75": count in eq75 unless the typology or shop says otherwise. */
export function countsInEq75(context: PricingContext): boolean {
  return context.typology.allRulesInEq75 ?? context.shop.allRulesInEq75 ?? true;
}

/**
 * Step one: list price and quantity-based reductions. A product with no bottle equivalent (accessory, prestation)
 * counts one per unit even when rules count in eq75, so its own tiers still work.
 */
export function prepareLine(input: ProductLineInput, context: PricingContext): PreparedLine {
  const { product, format, quantity } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity of ${product.id} must be a whole number >= 1, got ${quantity}`);
  }
  const resolved = resolveUnitPrice(format, context.typology.key);
  if (!resolved) {
    throw new PricingError(
      `product ${product.id} format ${format.id} has no price for ${context.typology.key}`,
      product.id,
    );
  }
  const volumeMl = resolveVolumeMl(format, product.productType);
  const eq75PerUnit = computeEq75(format, product.productType, volumeMl);
  const ruleQuantity =
    countsInEq75(context) && !isZeroRatio(eq75PerUnit)
      ? multiplyRatios(eq75PerUnit, ratio(quantity))
      : ratio(quantity);
  const tiered = applyPriceTiers(resolved.listUnitCents, resolved.discountPrice, ruleQuantity);
  const globalDiscount = context.typology.globalDiscountPercent;
  const unitBeforePromotionCents =
    globalDiscount === null || globalDiscount === undefined
      ? tiered.unitCents
      : reduceByPercent(tiered.unitCents, globalDiscount);
  return {
    input,
    listUnitCents: resolved.listUnitCents,
    unitBeforePromotionCents,
    appliedTier: tiered.tier,
    freeUnits: pickFreeUnits(resolved.discountAdd, ruleQuantity),
    eq75PerUnit,
    volumeMl,
    ruleQuantity,
    amountBeforePromotionCents: multiplyCents(unitBeforePromotionCents, quantity),
  };
}

export interface OrderTotalsBeforePromotion {
  quantity: Ratio;
  amountCents: Cents;
}

const noDuties = {
  exciseCents: cents(0),
  socialSecurityLevyCents: cents(0),
  customTaxCents: cents(0),
  taxVat: false,
};

function dutiesOf(prepared: PreparedLine, rates: () => ExciseRateTable): typeof noDuties {
  const { product, vintage } = prepared.input;
  if (!vintage) return noDuties;
  const duty = product.dutiesIncluded ? null : vintage.duty;
  if (!duty && !vintage.customTax) return noDuties;
  const abv = vintage.abvPercent;
  const quantity = {
    volumeMl: prepared.volumeMl,
    abvPercent: abv === null || abv === undefined || abv === '' ? null : parseDecimal(abv),
    // Excise is owed on every unit released, free units included.
    units: prepared.input.quantity + prepared.freeUnits,
  };
  const duties = duty ? computeLineDuties(duty, quantity, rates()) : noDuties;
  const customTax = vintage.customTax;
  return {
    exciseCents: duties.exciseCents,
    socialSecurityLevyCents: duties.socialSecurityLevyCents,
    customTaxCents: customTax ? computeCustomTax(customTax, product.family, quantity) : cents(0),
    taxVat: customTax?.vatApplies ?? false,
  };
}

/** The excise table of the sale's date, looked up once and only when a line owes duties. */
export function lazyExciseRates(context: PricingContext): () => ExciseRateTable {
  let table: ExciseRateTable | null = null;
  return () => {
    table ??= selectExciseRates(context.pricingDate, context.exciseRateTables);
    return table;
  };
}

/**
 * Step two: the best promotion given the order, then amounts with VAT on goods and on duties. `promoCodeCents` is
 * this line's part of a promotion code (in the price base), taken off its goods before VAT is split.
 */
export function finishLine(
  prepared: PreparedLine,
  order: OrderTotalsBeforePromotion,
  context: PricingContext,
  rates: () => ExciseRateTable,
  promoCodeCents: Cents = cents(0),
): PricedProductLine {
  const { product, format, vintage, quantity, isWrapped } = prepared.input;
  const basis: PromotionBasis = {
    lineQuantity: prepared.ruleQuantity,
    lineAmountCents: prepared.amountBeforePromotionCents,
    orderQuantity: order.quantity,
    orderAmountCents: order.amountCents,
  };
  const promoted = applyBestPromotion(
    prepared.unitBeforePromotionCents,
    format.promotions ?? [],
    context.typology.key,
    basis,
  );
  const netUnitCents = promoted.unitCents;
  const includesVat = context.typology.ttc;
  const wrappingCents =
    isWrapped && product.wrappingUnitPriceCents
      ? multiplyCents(product.wrappingUnitPriceCents, quantity)
      : cents(0);
  const vatRateBasisPoints = resolveVatRateBasisPoints(product, context.shop);
  const goods = splitAmount(
    cents(multiplyCents(netUnitCents, quantity) + wrappingCents - promoCodeCents),
    includesVat,
    vatRateBasisPoints,
  );
  const duties = dutiesOf(prepared, rates);
  const untaxedCents = duties.taxVat ? cents(0) : duties.customTaxCents;
  // spec §9 / CGI art. 267: excise duties are part of the VAT base.
  const taxedDutiesCents = cents(
    duties.exciseCents + duties.socialSecurityLevyCents + duties.customTaxCents - untaxedCents,
  );
  const htCents = cents(goods.htCents + taxedDutiesCents + untaxedCents);
  const vatCents = cents(goods.vatCents + vatOnHt(taxedDutiesCents, vatRateBasisPoints));
  return {
    productId: product.id,
    formatId: format.id,
    vintageId: vintage?.id ?? null,
    quantity,
    freeUnits: prepared.freeUnits,
    priceBase: includesVat ? 'TTC' : 'HT',
    listUnitCents: prepared.listUnitCents,
    netUnitCents,
    unitHTCents: includesVat ? ttcToHt(netUnitCents, vatRateBasisPoints) : netUnitCents,
    unitTTCCents: includesVat ? netUnitCents : htToTtc(netUnitCents, vatRateBasisPoints),
    discountCents: cents(
      multiplyCents(cents(prepared.listUnitCents - netUnitCents), quantity) + promoCodeCents,
    ),
    promoCodeCents,
    appliedTier: prepared.appliedTier,
    appliedPromotion: promoted.promotion,
    wrappingCents,
    exciseCents: duties.exciseCents,
    socialSecurityLevyCents: duties.socialSecurityLevyCents,
    customTaxCents: duties.customTaxCents,
    untaxedCents,
    vatRateBasisPoints,
    eq75PerUnit: prepared.eq75PerUnit,
    ruleQuantity: prepared.ruleQuantity,
    htCents,
    vatCents,
    ttcCents: cents(htCents + vatCents),
  };
}
