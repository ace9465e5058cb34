import type { CartOrder } from '@sarment/domain/cart';
import { centsToEuros, eurosToCents, sumCents } from '@sarment/domain/money';
import type { CartPrice } from './cart-api-types.ts';

/** The cart's total TTC and tourist tax over every seller, from the server's prices, added in cents. */
export function cartTotals(orders: readonly CartOrder[], prices: Readonly<Record<string, CartPrice>>) {
  const priced = orders.map((order) => prices[order.seller.id]).filter((price) => price !== undefined);
  return {
    totalTTC: centsToEuros(sumCents(priced.map((price) => eurosToCents(price.price.totalTTC)))),
    touristTaxTTC: centsToEuros(sumCents(priced.map((price) => eurosToCents(price.price.touristTaxTTC)))),
  };
}
