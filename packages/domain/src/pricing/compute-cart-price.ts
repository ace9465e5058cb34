// The full price of one seller's order (spec §3 Cart price per seller, §4 Cart rules, §5, §9).
import type { Cents, Ratio } from '../money/index.ts';
import { addRatios, cents, multiplyCents, multiplyRatios, ratio, zeroRatio } from '../money/index.ts';
import type {
  CartPriceOrder,
  CartPriceResult,
  PricedProductLine,
  PricingContext,
  VatBreakdownEntry,
} from './cart-price-types.ts';
import { isDrink } from './drinks.ts';
import type { ExciseRateTable } from './excise.ts';
import {
  finishLine,
  lazyExciseRates,
  type OrderTotalsBeforePromotion,
  type PreparedLine,
  prepareLine,
} from './price-line.ts';
import {
  meetsPromoCodeThreshold,
  type PricedPromoCode,
  type PromoCodeStatus,
  promoCodeAvailability,
  promoCodeCountedTypes,
  promoCodeDiscount,
  promoCodeMessage,
  spreadPromoCodeDiscount,
} from './promo-codes.ts';
import type { PricedReservation } from './reservations.ts';
import { priceReservation } from './reservations.ts';
import { computeFranco, computeShipping } from './shipping.ts';
import { resolveVatRateBasisPoints } from './vat.ts';

class VatBuckets {
  private readonly byRate = new Map<number, { ht: number; vat: number }>();

  add(rateBasisPoints: number, htCents: number, vatCents: number): void {
    if (htCents === 0 && vatCents === 0) return;
    const bucket = this.byRate.get(rateBasisPoints);
    if (bucket) {
      bucket.ht += htCents;
      bucket.vat += vatCents;
    } else {
      this.byRate.set(rateBasisPoints, { ht: htCents, vat: vatCents });
    }
  }

  entries(): VatBreakdownEntry[] {
    return [...this.byRate.entries()]
      .sort(([a], [b]) => a - b)
      .map(([rateBasisPoints, { ht, vat }]) => ({
        rateBasisPoints,
        htCents: cents(ht),
        vatCents: cents(vat),
        ttcCents: cents(ht + vat),
      }));
  }
}

/**
 * Prices one seller's order: every line, reservation, tourist tax and shipping, with totals and a VAT breakdown
 * that add up exactly. Example: caviste, 12 Bourgogne Pinot Noir at 11.00 HT with {12: 10.50} gives 126.00 HT.
 */
export function computeCartPrice(order: CartPriceOrder, context: PricingContext): CartPriceResult {
  const prepared = order.products.map((line) => prepareLine(line, context));
  let orderQuantity: Ratio = zeroRatio;
  let orderAmount = 0;
  for (const line of prepared) {
    orderQuantity = addRatios(orderQuantity, line.ruleQuantity);
    orderAmount += line.amountBeforePromotionCents;
  }
  const rates = lazyExciseRates(context);
  const totalsBeforePromotion = { quantity: orderQuantity, amountCents: cents(orderAmount) };
  const finished = prepared.map((line) => finishLine(line, totalsBeforePromotion, context, rates));
  const { lines, promoCode } = applyPromoCode(order, prepared, finished, {
    totals: totalsBeforePromotion,
    context,
    rates,
  });

  const buckets = new VatBuckets();
  let productsHT = 0;
  let productsTTC = 0;
  let discountTotal = 0;
  let goodsTTC = 0;
  let goodsCount: Ratio = zeroRatio;
  let goodsEq75: Ratio = zeroRatio;
  let hasGoods = false;
  for (const [index, line] of lines.entries()) {
    productsHT += line.htCents;
    productsTTC += line.ttcCents;
    discountTotal += line.discountCents;
    buckets.add(line.vatRateBasisPoints, line.htCents - line.untaxedCents, line.vatCents);
    buckets.add(0, line.untaxedCents, 0);
    // Only goods travel and count toward franco: a prestation (a private visit) is not shipped.
    const input = order.products[index];
    if (!input || input.product.productType === 'prestation') continue;
    hasGoods = true;
    goodsTTC += line.ttcCents;
    // an accessory ships, but franco's number of products and the parcels of 12 bottles count drinks only
    if (!isDrink(input.product.productType, input.format)) continue;
    goodsCount = addRatios(goodsCount, line.ruleQuantity);
    goodsEq75 = addRatios(goodsEq75, multiplyRatios(line.eq75PerUnit, ratio(line.quantity + line.freeUnits)));
  }

  const standardRate = resolveVatRateBasisPoints({ vatType: 'standard' }, context.shop);
  const reservations: PricedReservation[] = order.reservations.map((reservation) =>
    priceReservation(reservation, context.shop.hasTVA ? (reservation.vatRateBasisPoints ?? standardRate) : 0),
  );
  let touristTax = 0;
  for (const reservation of reservations) {
    buckets.add(reservation.vatRateBasisPoints, reservation.htCents, reservation.vatCents);
    // The tourist tax bears no VAT: it sits in the 0 % bucket.
    buckets.add(0, reservation.touristTaxCents, 0);
    touristTax += reservation.touristTaxCents;
  }

  const francoRule =
    (order.shipping.kind === 'delivery' ? order.shipping.mode.franco : null) ?? context.franco;
  const franco = computeFranco(francoRule, goodsCount, cents(goodsTTC));
  const shipping = computeShipping(order.shipping, {
    totalEq75: goodsEq75,
    hasGoods,
    franco: franco.franco,
    defaultVatRateBasisPoints: standardRate,
    shopHasVat: context.shop.hasTVA,
  });
  buckets.add(shipping.vatRateBasisPoints, shipping.totalWithFeesCents, shipping.vatCents);

  const vatBreakdown = buckets.entries();
  let totalHT = 0;
  let totalVAT = 0;
  for (const entry of vatBreakdown) {
    totalHT += entry.htCents;
    totalVAT += entry.vatCents;
  }
  return {
    sellerId: order.sellerId,
    priceBase: context.typology.ttc ? 'TTC' : 'HT',
    lines,
    reservations,
    shipping,
    franco,
    discountTotalCents: cents(discountTotal),
    promoCode,
    touristTaxCents: cents(touristTax),
    productsHTCents: cents(productsHT),
    productsTTCCents: cents(productsTTC),
    totalHTCents: cents(totalHT),
    totalVATCents: cents(totalVAT),
    totalTTCCents: cents(totalHT + totalVAT),
    vatBreakdown,
  };
}

/**
 * The order's promotion code (issue 16): when it is available and its threshold met (the order's bottles, or its
 * products' TTC, before the code), it takes a percent of the products' goods (net units and wrapping, duties
 * excluded) or a fixed amount capped at them, spread over the lines, which are priced again with their part.
 */
function applyPromoCode(
  order: CartPriceOrder,
  prepared: readonly PreparedLine[],
  lines: PricedProductLine[],
  pricing: { totals: OrderTotalsBeforePromotion; context: PricingContext; rates: () => ExciseRateTable },
): { lines: PricedProductLine[]; promoCode: PricedPromoCode | null } {
  const entry = order.promoCode;
  if (!entry) return { lines, promoCode: null };
  const { rule } = entry;
  const outcome = (status: PromoCodeStatus, discountCents = cents(0)): PricedPromoCode => ({
    code: entry.code,
    id: rule?.id ?? null,
    status,
    discountCents,
    message: promoCodeMessage(status, rule),
  });
  const availability = promoCodeAvailability(rule, entry.now);
  if (availability !== 'available' || !rule) {
    return { lines, promoCode: outcome(availability === 'available' ? 'invalid' : availability) };
  }
  let productCount = 0;
  let productsTTC = 0;
  for (const [index, line] of lines.entries()) {
    productsTTC += line.ttcCents;
    const type = order.products[index]?.product.productType;
    if (type && promoCodeCountedTypes.has(type)) productCount += line.quantity;
  }
  if (!meetsPromoCodeThreshold(rule, { productCount, productsTTCCents: cents(productsTTC) })) {
    return { lines, promoCode: outcome('threshold') };
  }
  const amounts: Cents[] = lines.map((line) =>
    cents(multiplyCents(line.netUnitCents, line.quantity) + line.wrappingCents),
  );
  const discount = promoCodeDiscount(rule, cents(amounts.reduce((sum, amount) => sum + amount, 0)));
  const shares = spreadPromoCodeDiscount(discount, amounts);
  const { totals, context, rates } = pricing;
  return {
    lines: prepared.map((line, index) => finishLine(line, totals, context, rates, shares[index])),
    promoCode: outcome('applied', discount),
  };
}
