// Everything that stops one seller's order from being placed, reported all at once (spec §5 Cart checks, §8).
import type { Cents } from '../money/index.ts';
import { formatEuros } from '../money/index.ts';
import type { CartCheckCode } from './cart-check-messages.ts';
import { formatCartCheckMessage } from './cart-check-messages.ts';
import type { CartOrder } from './cart-types.ts';
import { cartProductKey, cartReservationKey } from './cart-types.ts';
import { stockShortage, unitsTaken } from './stock-take.ts';

export interface CartViolation {
  code: CartCheckCode;
  message: string;
  productId?: string;
  reservationKey?: string;
}

/** Limits of one product line, keyed by cartProductKey. */
export interface CartCheckProduct {
  name: string;
  minQuantity?: number | null | undefined;
  maxQuantity?: number | null | undefined;
  /** Units over every warehouse (stockAvailable); null or absent: no stock kept (unlimited). */
  stock?: number | null | undefined;
  /** Free units the line's quantity earns (discountAdd): they leave the stock too. */
  freeUnits?: number | undefined;
}

export interface CartCheckContext {
  products: Readonly<Record<string, CartCheckProduct>>;
  /** Places left per slot, keyed by cartReservationKey; null or absent: unlimited. */
  slots?: Readonly<Record<string, { name?: string | undefined; placesLeft: number | null }>> | undefined;
  buyer: { hasDeliveryAddress: boolean; hasPhone: boolean; informationComplete: boolean };
  shop: {
    minOrderAmountHTCents?: Cents | null | undefined;
    minProductCount?: number | null | undefined;
    maxProductCount?: number | null | undefined;
    quantityMultiple?: number | null | undefined;
    /** Defaults to true: the seller and the carrier must be able to call the buyer. */
    phoneRequired?: boolean | undefined;
  };
  /** Products total excluding VAT, from computeCartPrice (productsHTCents). */
  productsHTCents: Cents;
  /** Count used by the shop limits; defaults to the units of every product that is not a prestation. */
  productCount?: number | undefined;
  /** Delivery modes offered for the buyer's address; null when not looked up. */
  deliveryModesForAddress?: number | null | undefined;
}

function violation(
  code: CartCheckCode,
  params: Record<string, string | number> = {},
  extra = {},
): CartViolation {
  return { code, message: formatCartCheckMessage(code, params), ...extra };
}

function checkProducts(order: CartOrder, context: CartCheckContext, found: CartViolation[]): void {
  for (const line of order.products) {
    const limits = context.products[cartProductKey(line)];
    if (!limits) continue;
    const extra = { productId: line.productId };
    const product = limits.name;
    if (limits.minQuantity && line.quantity < limits.minQuantity) {
      found.push(violation('productBelowMinimum', { product, min: limits.minQuantity }, extra));
    }
    if (limits.maxQuantity && line.quantity > limits.maxQuantity) {
      found.push(violation('productAboveMaximum', { product, max: limits.maxQuantity }, extra));
    }
    const freeUnits = limits.freeUnits ?? 0;
    const units = unitsTaken({ quantity: line.quantity, freeUnits });
    const shortage = stockShortage(product, limits.stock ?? null, { units, freeUnits });
    if (shortage) found.push({ ...shortage, ...extra });
  }
}

function checkSlots(order: CartOrder, context: CartCheckContext, found: CartViolation[]): void {
  for (const reservation of order.reservations) {
    const key = cartReservationKey(reservation);
    const slot = context.slots?.[key];
    if (!slot || slot.placesLeft === null) continue;
    // Every person takes a place, counting or not; the tourist tax line is not a person.
    if (reservation.totalQuantity > slot.placesLeft) {
      const name = slot.name ?? reservation.selectedSlot.slot.name ?? reservation.selectedSlot.start;
      found.push(
        violation('slotFull', { slot: name, places: Math.max(0, slot.placesLeft) }, { reservationKey: key }),
      );
    }
  }
}

function checkShop(order: CartOrder, context: CartCheckContext, found: CartViolation[]): void {
  const { shop } = context;
  const goods = order.products.filter((line) => line.productType !== 'prestation');
  const productCount = context.productCount ?? goods.reduce((sum, line) => sum + line.quantity, 0);
  if (order.products.length === 0) return;
  if (shop.minOrderAmountHTCents && context.productsHTCents < shop.minOrderAmountHTCents) {
    found.push(violation('orderBelowMinimumAmount', { amount: formatEuros(shop.minOrderAmountHTCents) }));
  }
  if (shop.minProductCount && productCount < shop.minProductCount) {
    found.push(violation('orderBelowMinimumProductCount', { min: shop.minProductCount }));
  }
  if (shop.maxProductCount && productCount > shop.maxProductCount) {
    found.push(violation('orderAboveMaximumProductCount', { max: shop.maxProductCount }));
  }
  if (shop.quantityMultiple && shop.quantityMultiple > 1 && productCount % shop.quantityMultiple !== 0) {
    found.push(violation('quantityNotMultiple', { multiple: shop.quantityMultiple }));
  }
}

function checkDeliveryAndBuyer(order: CartOrder, context: CartCheckContext, found: CartViolation[]): void {
  const { buyer } = context;
  const needsShipping = order.products.some((line) => line.productType !== 'prestation');
  const homeDelivery = order.shipping.type !== null;
  if (needsShipping && !homeDelivery && order.shipping.collectionPoint === null) {
    found.push(violation('deliveryModeRequired'));
  }
  if (homeDelivery && !buyer.hasDeliveryAddress) found.push(violation('deliveryAddressRequired'));
  if (needsShipping && buyer.hasDeliveryAddress && context.deliveryModesForAddress === 0) {
    found.push(violation('noDeliveryModeForAddress'));
  }
  if ((context.shop.phoneRequired ?? true) && !buyer.hasPhone) found.push(violation('phoneRequired'));
  if (!buyer.informationComplete) found.push(violation('informationToComplete'));
  if (!order.price.payLater && !order.payment.type) found.push(violation('paymentMethodRequired'));
}

/**
 * Every violation of one order, in a stable order: products, slots, shop limits, delivery, buyer, payment.
 * An empty list means the order may be placed.
 */
export function checkCart(order: CartOrder, context: CartCheckContext): CartViolation[] {
  const found: CartViolation[] = [];
  checkProducts(order, context, found);
  checkSlots(order, context, found);
  checkShop(order, context, found);
  checkDeliveryAndBuyer(order, context, found);
  return found;
}
