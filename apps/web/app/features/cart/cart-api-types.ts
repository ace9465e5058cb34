// What the cart and orders API answers (see GET /v1/openapi.json, tags cart, orders, payments).
import type { CartPriceAnswer } from '@sarment/domain/pricing';

export interface CartCheck {
  code: string;
  message: string;
  productId?: string;
  reservationKey?: string;
}

/** One item of POST /v1/orders/get-cart-price: the contract's price answer, the typology and the checks. */
export interface CartPrice extends CartPriceAnswer {
  typology: string;
  checks: CartCheck[];
}

export interface SellerOptions {
  seller: { id: string; name: string; urlName: string; color: string | null };
  deliveryModes: {
    id: string;
    name: string;
    priceTTC: number;
    francoMinProducts: number | null;
    francoMinAmount: number | null;
  }[];
  collectionPoints: { id: string; name: string; price: number; address: string | null }[];
  payments: { type: string; label: string; card: boolean }[];
  events: { id: string; title: string }[];
}

export type PaymentStatus =
  | 'pending'
  | 'setup'
  | 'processing'
  | 'requiresAction'
  | 'paid'
  | 'partial'
  | 'missing'
  | 'refunded'
  | 'error'
  | 'cancelled'
  | 'scheduled';

export interface CheckoutAnswer {
  order: { id: string; shopId: string; number: string | null; status: string; totalTTC: number };
  payment: { id: string; type: string; status: PaymentStatus; redirectUrl: string | null } | null;
  groups: { id: string; label: string; amount: number; link: string; expiresAt: string }[];
}

export interface ErrorAnswer {
  success: false;
  message: string;
  code?: string;
  errors?: unknown;
}

export interface BookableEvent {
  id: string;
  shopId: string;
  title: string;
  durationMinutes: number;
  /** spec §1: the shop reserves its prices to members and the visitor is not logged in (priceTTC null) */
  pricesHidden: boolean;
  rates: {
    id: string;
    name: string;
    kind: 'counting' | 'notCounting' | 'touristTax';
    priceTTC: number | null;
  }[];
  slots: { id: string; name: string; start: string; end: string; placesLeft: number | null }[];
}

export interface OrderListItem {
  id: string;
  shopId: string;
  number: string | null;
  status: string;
  createdAt: string;
  totalTTC: number;
  paymentType: string | null;
  paymentStatus: PaymentStatus | null;
  seller: { id: string; name: string; urlName: string };
  buyerName: string;
}

type Address = Record<string, unknown> | null;

export interface OrderDetail extends OrderListItem {
  totalHT: number;
  totalVAT: number;
  shippingTTC: number;
  notes: string | null;
  typology: string | null;
  buyer: { email: string; phone: string | null; deliveryAddress: Address; billingAddress: Address };
  sellerLegal: Record<string, unknown> | null;
  delivery: { kind: string; id: string | null; name: string | null; address: Address; instructions: string };
  price: {
    totalTTC?: number;
    touristTaxTTC?: number;
    shipping?: { totalTTC?: number };
    /** the promotion code the order was placed with (issue 16) */
    promoCode?: { code: string; status: string; amount: number } | null;
  } & Record<string, unknown>;
  lines: {
    label: string;
    productId: string;
    quantity: number;
    freeUnits: number;
    unitPriceTTC: number;
    unitPriceHT: number;
    totalTTC: number;
    totalHT: number;
  }[];
  reservations: {
    title: string;
    slot: string;
    start: string;
    persons: number;
    totalTTC: number;
    touristTaxTTC: number;
    prices: { label: string; quantity: number; unitPriceTTC: number; totalTTC: number }[];
  }[];
  payments: {
    id: string;
    type: string;
    status: PaymentStatus;
    amount: number;
    groupId: string | null;
    last4: string | null;
    redirectUrl: string | null;
  }[];
  groups: {
    id: string;
    label: string;
    amount: number;
    status: PaymentStatus;
    expiresAt: string | null;
    link: string;
  }[];
  groupExpired: boolean;
}

export interface GroupAnswer {
  id: string;
  shopId: string;
  label: string;
  amount: number;
  status: PaymentStatus;
  expiresAt: string | null;
  expired: boolean;
  order: {
    number: string | null;
    status: string;
    totalTTC: number;
    seller: { id: string; name: string; urlName: string };
    reservations: {
      eventId: string;
      slotId: string;
      title: string;
      slot: string;
      start: string;
      end: string;
    }[];
  };
  groups: { label: string; amount: number; status: PaymentStatus }[];
  payment: { id: string; status: PaymentStatus; redirectUrl: string | null } | null;
}
