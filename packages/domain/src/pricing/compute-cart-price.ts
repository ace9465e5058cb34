// The full price of one seller's order (spec §3 Cart price per seller, §4 Cart rules, §5, §9).
import type { Ratio } from '../money/index.ts';
import { addRatios, cents, multiplyRatios, ratio, zeroRatio } from '../money/index.ts';
import type {
  CartPriceOrder,
  CartPriceResult,
  PricingContext,
  VatBreakdownEntry,
} from './cart-price-types.ts';
import { finishLine, lazyExciseRates, prepareLine } from './price-line.ts';
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
  const lines = prepared.map((line) => finishLine(line, totalsBeforePromotion, context, rates));

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
    if (order.products[index]?.product.productType === 'prestation') continue;
    hasGoods = true;
    goodsTTC += line.ttcCents;
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
    touristTaxCents: cents(touristTax),
    productsHTCents: cents(productsHT),
    productsTTCCents: cents(productsTTC),
    totalHTCents: cents(totalHT),
    totalVATCents: cents(totalVAT),
    totalTTCCents: cents(totalHT + totalVAT),
    vatBreakdown,
  };
}
