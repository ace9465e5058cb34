// Cart: the per-seller cart as a pure reducer, login merge, and the checks before ordering.

export type { CartCheckCode, CartCheckMessageKey } from './cart-check-messages.ts';
export { cartCheckMessages, formatCartCheckMessage } from './cart-check-messages.ts';
export { createCartOrder, emptyCartShipping, isEmptyOrder, normalizeReservation } from './cart-order.ts';
export type { CartAction } from './cart-reducer.ts';
export { cartReducer, touchCart } from './cart-reducer.ts';
export type {
  Cart,
  CartBuilderCase,
  CartBuilderChoice,
  CartOrder,
  CartProduct,
  CartProductRef,
  CartReservation,
  CartShipping,
  CartShippingPrice,
} from './cart-types.ts';
export { cartProductKey, cartReservationKey, emptyCart } from './cart-types.ts';
export type { CartonSize } from './cartons.ts';
export { cartonSizes, nextCarton, readQuantity } from './cartons.ts';
export type { CartCheckContext, CartCheckProduct, CartViolation } from './check-cart.ts';
export { checkCart } from './check-cart.ts';
export type { CartMergeMode } from './merge-carts.ts';
export { mergeCarts } from './merge-carts.ts';
export type { StockDemand, StockLine } from './stock-take.ts';
export {
  compareStockRows,
  planStockTake,
  stockAvailable,
  stockDemandOf,
  stockShortage,
  unitsTaken,
} from './stock-take.ts';
