// The cart as it is stored for a buyer (PUT /v1/users/me `cart`): the shape of cart-types.ts, with caps. Fields a
// cart does not hold are dropped, never stored; a value of the wrong kind or too long is refused. Not exported by
// the cart index: public pages import the cart and must not bring zod with them.
import { z } from 'zod';

const id = z.string().min(1).max(100);
const label = z.string().max(300);
const amount = z.number().int().min(-100_000_000).max(100_000_000);
const count = z.number().int().min(0).max(100_000);
const optional = <T extends z.ZodType>(schema: T) => schema.optional();

const cartProductSchema = z.object({
  productId: id,
  formatId: id.nullable(),
  vintageId: id.nullable(),
  quantity: count,
  isWrapped: optional(z.boolean()),
  name: optional(label),
  productType: optional(z.string().max(40)),
  vatType: optional(z.enum(['standard', 'medium', 'reduced'])),
  chosenFormat: optional(
    z.object({
      eq75: optional(z.number().min(0).max(1000).nullable()),
      unityValue: optional(z.union([z.number(), z.string().max(40)]).nullable()),
      unity: optional(z.string().max(40).nullable()),
    }),
  ),
});

const selectedPriceSchema = z.object({
  /** the event rate the line was chosen from (web) */
  rateId: optional(id),
  productType: z.string().max(40),
  label: optional(label),
  priceTTCCents: amount,
  quantity: count,
  notCounting: optional(z.boolean()),
});

const cartReservationSchema = z.object({
  eventId: id,
  event: optional(z.object({ title: label, visuals: optional(z.array(z.string().max(2048)).max(10)) })),
  selectedSlot: z.object({
    slot: z.object({ id, name: optional(label) }),
    start: z.string().max(40),
    end: z.string().max(40),
    periodeMode: optional(z.string().max(40)),
    noHours: optional(z.boolean()),
  }),
  selectedPrices: z.array(selectedPriceSchema).max(20),
  totalQuantity: count,
  optionalQuantities: optional(z.record(z.string().max(100), count)),
  taxQuantities: count,
});

const shippingPriceSchema = z.object({
  totalHTCents: amount,
  marginCents: amount,
  totalWithMarginCents: amount,
  commissionCents: amount,
  totalWithFeesCents: amount,
  vatCents: amount,
});

/** A case composed from a builder (issue 16, cart-types.ts CartBuilderCase). */
const cartBuilderCaseSchema = z.object({
  key: z.string().max(2000),
  builderId: id,
  name: label,
  quantity: z.number().int().min(1).max(1000),
  choices: z
    .array(
      z.object({
        productId: id,
        formatId: id,
        vintageId: id.nullable(),
        quantity: z.number().int().min(1).max(24),
        name: label,
      }),
    )
    .max(24),
});

const cartOrderSchema = z.object({
  id: id.nullable(),
  refId: id.nullable(),
  seller: z.object({ id }),
  products: z.array(cartProductSchema).max(200),
  reservations: z.array(cartReservationSchema).max(20),
  builderCases: optional(z.array(cartBuilderCaseSchema).max(20)),
  shipping: z.object({
    type: id.nullable(),
    ref: z.string().max(100).nullable(),
    collectionPoint: z.object({ id, name: optional(label) }).nullable(),
    franco: z.boolean(),
    instructions: z.string().max(2000),
    nbrPackages: count,
  }),
  payment: z.object({ type: z.string().max(40).nullable(), list: z.array(z.string().max(40)).max(30) }),
  price: z.object({
    payLater: z.boolean(),
    promoAmountCents: amount,
    shipping: shippingPriceSchema.nullable(),
    totalTTCCents: amount,
  }),
  buyer: z.object({ id: optional(id), notes: z.string().max(2000) }),
  promoCode: optional(z.string().max(50).nullable()),
  status: z.string().max(40).nullable(),
  warehouse: id.nullable(),
});

/** spec §3 Cart: one order per seller. */
export const storedCartSchema = z.object({
  orders: z.array(cartOrderSchema).max(50),
  lastUpdated: z.string().max(40).nullable(),
});
