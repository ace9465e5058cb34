// What the cart and orders API answers (see GET /v1/openapi.json, tags cart, orders, payments), as the API's
// schemas say (types only: no server code reaches the browser).
import type {
  bookableEvent,
  cartCheck,
  cartPriceAnswer,
  checkoutAnswer,
  groupAnswer,
  orderDetail,
  orderListItem,
  paymentStatus,
  sellerOptions,
} from '@sarment/api';
import type { z } from 'zod';

export type CartCheck = z.output<typeof cartCheck>;
/** One item of POST /v1/orders/get-cart-price: the contract's price answer, the typology and the checks. */
export type CartPrice = z.output<typeof cartPriceAnswer>;
export type SellerOptions = z.output<typeof sellerOptions>;
export type PaymentStatus = z.output<typeof paymentStatus>;
export type CheckoutAnswer = z.output<typeof checkoutAnswer>;

export interface ErrorAnswer {
  success: false;
  message: string;
  code?: string;
  errors?: unknown;
}

export type BookableEvent = z.output<typeof bookableEvent>;
export type OrderListItem = z.output<typeof orderListItem>;

/**
 * The prices an order froze when it was placed: the get-cart-price answer's `price` of that moment (the API
 * answers it as an open record). An order placed before a field existed lacks it (promoCode since issue 16).
 */
export type OrderPrice = Partial<CartPrice['price']>;

export type OrderDetail = Omit<z.output<typeof orderDetail>, 'price'> & { price: OrderPrice };
export type GroupAnswer = z.output<typeof groupAnswer>;
