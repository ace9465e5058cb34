import { paymentStatuses } from '@sarment/db';
import { emailSchema } from '@sarment/domain/validation/schemas';
import { z } from 'zod';
import { cartOrderInput } from '../cart/cart.schemas.ts';

const id = z.string().min(1).max(100);
const euros = z.number().describe('euros, 2 decimals');

/** The card a buyer gives: test card data for the built-in provider, or a Stripe PaymentMethod id. */
export const cardInput = z.union([
  z.strictObject({
    number: z.string().min(12).max(23),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3}$/, 'CVV invalide'),
  }),
  z.strictObject({ paymentMethodId: z.string().min(3).max(255) }),
]);

/** spec §1, §4 group order: the reservation split into payment groups, each paying its share by its own link. */
export const groupInput = z.strictObject({
  shares: z
    .array(
      z.strictObject({
        label: z.string().trim().min(1).max(100),
        /** how many persons the group pays for: the shares follow these weights (default 1 each) */
        persons: z.number().int().min(1).max(1000).optional(),
        /** issue 15: the payer of this group, who gets their payment link by e-mail */
        email: emailSchema.transform((email) => email.toLowerCase()).optional(),
      }),
    )
    .min(2)
    .max(20),
  /** hours the groups have to pay; at most until the event starts */
  expiresInHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .optional(),
});

export const checkoutBody = z.strictObject({
  /** The same key for a retried checkout: never a second order, never a second imprint (one per shop). */
  idempotencyKey: z.string().trim().min(8).max(100),
  order: cartOrderInput.extend({
    id: id.nullable().optional().describe('the draft order id of this cart order, if any'),
    buyer: z.object({ notes: z.string().max(2000).optional() }).optional(),
    shipping: z
      .object({
        type: id.nullable().optional(),
        collectionPoint: z.object({ id }).nullable().optional(),
        instructions: z.string().max(500).optional(),
      })
      .optional(),
  }),
  payment: z.strictObject({ type: z.string().min(1).max(40), card: cardInput.optional() }),
  group: groupInput.optional(),
  /** issue 15: the buyer accepted the seller's conditions of sale; the order keeps when (snapshot.termsAcceptedAt) */
  termsAccepted: z.literal(true).optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const paymentStatus = z.enum(paymentStatuses);

export const checkoutAnswer = z.object({
  order: z.object({
    id: z.string(),
    shopId: z.string(),
    number: z.string().nullable(),
    status: z.string(),
    totalTTC: euros,
  }),
  payment: z
    .object({
      id: z.string(),
      type: z.string(),
      status: paymentStatus,
      /** where the buyer completes 3-D Secure (the /validate3ds page, or the bank's) */
      redirectUrl: z.string().nullable(),
    })
    .nullable(),
  groups: z.array(
    z.object({ id: z.string(), label: z.string(), amount: euros, link: z.string(), expiresAt: z.string() }),
  ),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

export const orderParams = z.object({ id });

const address = z.record(z.string(), z.unknown()).nullable();

export const orderPayment = z.object({
  id: z.string(),
  type: z.string(),
  status: paymentStatus,
  amount: euros,
  groupId: z.string().nullable(),
  last4: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});

export const orderGroup = z.object({
  id: z.string(),
  label: z.string(),
  amount: euros,
  status: paymentStatus,
  expiresAt: z.string().nullable(),
  link: z.string(),
});

export const orderListItem = z.object({
  id: z.string(),
  shopId: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  totalTTC: euros,
  paymentType: z.string().nullable(),
  paymentStatus: paymentStatus.nullable(),
  seller: z.object({ id: z.string(), name: z.string(), urlName: z.string() }),
  buyerName: z.string(),
});

/** One order as it was placed (snapshot), with its payments and payment groups. */
export const orderDetail = orderListItem.extend({
  totalHT: euros,
  totalVAT: euros,
  shippingTTC: euros,
  notes: z.string().nullable(),
  typology: z.string().nullable(),
  buyer: z.object({
    email: z.string(),
    phone: z.string().nullable(),
    deliveryAddress: address,
    billingAddress: address,
  }),
  sellerLegal: z.record(z.string(), z.unknown()).nullable(),
  delivery: z.object({
    kind: z.string(),
    id: z.string().nullable(),
    name: z.string().nullable(),
    address,
    instructions: z.string(),
  }),
  price: z.record(z.string(), z.unknown()),
  lines: z.array(
    z.object({
      label: z.string(),
      productId: z.string(),
      quantity: z.number(),
      freeUnits: z.number(),
      unitPriceTTC: euros,
      unitPriceHT: euros,
      totalTTC: euros,
      totalHT: euros,
    }),
  ),
  reservations: z.array(
    z.object({
      title: z.string(),
      slot: z.string(),
      start: z.string(),
      persons: z.number(),
      totalTTC: euros,
      touristTaxTTC: euros,
      prices: z.array(
        z.object({ label: z.string(), quantity: z.number(), unitPriceTTC: euros, totalTTC: euros }),
      ),
    }),
  ),
  payments: z.array(orderPayment),
  groups: z.array(orderGroup),
  /** spec §4: a group order whose groups did not all pay in time */
  groupExpired: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderListQuery = z.object({
  status: z
    .string()
    .max(200)
    .optional()
    .describe('comma-separated statuses; default every placed order (no draft or aborted cart)'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
