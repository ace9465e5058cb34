import { z } from 'zod';

const id = z.string().min(1).max(100);
const idRef = z.object({ id });

/**
 * spec §3 Cart product, as the web app sends it ("formatted products", spec §7): the product, its format and
 * vintage, the quantity. Display fields the cart keeps (name, visuals...) are accepted and ignored: the server
 * reads every price itself.
 */
export const cartProductInput = z.object({
  id,
  chosenFormat: idRef,
  chosenVintage: idRef.nullable().optional(),
  quantity: z.number().int().min(1).max(100_000),
  isWrapped: z.boolean().optional(),
});

/**
 * A mixed case the buyer composed from one of the shop's builders (issue 16, packages/domain/src/catalogue/
 * README.md): the bottles chosen for one case, `quantity` cases alike. The server checks and prices it.
 */
export const cartBuilderCaseInput = z.object({
  builder: idRef,
  quantity: z.number().int().min(1).max(1000),
  choices: z
    .array(
      z.object({
        product: idRef,
        format: idRef,
        vintage: idRef.nullable().optional(),
        quantity: z.number().int().min(1).max(24),
      }),
    )
    .min(1)
    .max(24),
});
export type CartBuilderCaseInput = z.infer<typeof cartBuilderCaseInput>;

/** spec §3 Reservation line: the rate of each selected price is read on the server (rateId, or touristTax). */
export const cartReservationInput = z.object({
  eventId: id,
  selectedSlot: z.object({
    slot: idRef,
    start: z.string().max(40).optional(),
    end: z.string().max(40).optional(),
  }),
  selectedPrices: z
    .array(
      z.object({
        rateId: id.optional(),
        productType: z.string().max(40).optional(),
        quantity: z.number().int().min(0).max(10_000),
      }),
    )
    .max(20),
});

/** spec §3 Cart order shipping: a delivery type (mode id) or a collection point, or nothing yet. */
export const cartShippingInput = z.object({
  type: id.nullable().optional(),
  collectionPoint: idRef.nullable().optional(),
});

export const cartOrderInput = z.object({
  seller: idRef,
  products: z.array(cartProductInput).max(200).default([]),
  reservations: z.array(cartReservationInput).max(20).default([]),
  builderCases: z.array(cartBuilderCaseInput).max(20).default([]),
  shipping: cartShippingInput.optional(),
  payment: z.object({ type: z.string().max(40).nullable().optional() }).optional(),
  price: z.object({ payLater: z.boolean().optional() }).optional(),
  /** the promotion code typed for this seller (issue 16): looked up whatever its case, priced by the server */
  promoCode: z.string().max(50).nullable().optional(),
});

export type CartOrderInput = z.infer<typeof cartOrderInput>;
export type CartProductInput = z.infer<typeof cartProductInput>;
export type CartReservationInput = z.infer<typeof cartReservationInput>;

export const cartPriceRequest = z.object({ orders: z.array(cartOrderInput).max(20) });

const euros = z.number().describe('euros, 2 decimals');

export const cartCheck = z.object({
  code: z.string(),
  message: z.string(),
  productId: z.string().optional(),
  reservationKey: z.string().optional(),
});
export type CartCheck = z.infer<typeof cartCheck>;

const shippingAnswer = z.object({
  kind: z.enum(['delivery', 'collectionPoint', 'none']),
  id: z.string().nullable(),
  nbrPackages: z.number(),
  free: z.boolean(),
  totalHT: euros,
  margin: euros,
  totalWithMargin: euros,
  commission: euros,
  totalWithFees: euros,
  tva: euros,
  totalTTC: euros,
});

/** One item of the get-cart-price answer (contract), plus the cart checks of spec §5 for that order. */
export const cartPriceAnswer = z.object({
  sellerId: z.string(),
  price: z.object({
    totalTTC: euros,
    totalHT: euros,
    totalVAT: euros,
    promoAmount: euros,
    promoCode: z
      .object({
        code: z.string(),
        status: z.enum(['applied', 'invalid', 'expired', 'exhausted', 'threshold']),
        amount: euros.describe('what the code took off, in priceBase; 0 unless applied'),
        message: z.string().nullable().describe('why the code does not apply, in French'),
      })
      .nullable()
      .optional()
      .describe('the code typed for this order (null: none); included in promoAmount when applied'),
    priceBase: z.enum(['TTC', 'HT']),
    touristTaxTTC: euros,
    shipping: shippingAnswer,
    vatBreakdown: z.array(z.object({ rate: z.number(), totalHT: euros, totalVAT: euros, totalTTC: euros })),
  }),
  francoPercent: z.number(),
  amountBeforeFranco: euros.nullable(),
  amountBeforeBottleFranco: z.number().nullable(),
  franco: z.boolean(),
  lines: z.array(
    z.object({
      productId: z.string(),
      formatId: z.string(),
      vintageId: z.string().nullable(),
      quantity: z.number(),
      freeUnits: z.number(),
      listUnitPrice: euros,
      unitPriceHT: euros,
      unitPriceTTC: euros,
      discount: euros,
      duties: euros,
      totalHT: euros,
      totalVAT: euros,
      totalTTC: euros,
      builderCase: z
        .object({ index: z.number(), builderId: z.string(), name: z.string() })
        .optional()
        .describe('the bottle belongs to the composed case builderCases[index] of the order'),
    }),
  ),
  reservations: z.array(
    z.object({ key: z.string(), totalTTC: euros, touristTaxQuantity: z.number(), touristTaxTTC: euros }),
  ),
  typology: z.string(),
  checks: z
    .array(cartCheck)
    .describe('spec §5 cart checks of this order, in French; empty when it may be placed'),
});

export const sellerOptionsParams = z.object({ shopId: id });

/** What the cart page offers for one seller: delivery for the buyer's address, collection points, payments. */
export const sellerOptions = z.object({
  seller: z.object({ id: z.string(), name: z.string(), urlName: z.string(), color: z.string().nullable() }),
  deliveryModes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      priceTTC: euros,
      /** issue 15: the parcel breakdown, 'n colis : 9,90 € + 7,00 € par colis supplémentaire' */
      bottlesPerParcel: z.number(),
      extraParcelTTC: euros,
      francoMinProducts: z.number().nullable(),
      francoMinAmount: euros.nullable(),
    }),
  ),
  collectionPoints: z.array(
    z.object({ id: z.string(), name: z.string(), price: euros, address: z.string().nullable() }),
  ),
  payments: z.array(z.object({ type: z.string(), label: z.string(), card: z.boolean() })),
  /** events the seller takes reservations for, with a slot still to come */
  events: z.array(z.object({ id: z.string(), title: z.string() })),
});

export const eventParams = z.object({ shopId: id, eventId: id });

/** An event to book from the shop page: its rates and next slots with the places left (null: unlimited). */
export const bookableEvent = z.object({
  id: z.string(),
  shopId: z.string(),
  title: z.string(),
  durationMinutes: z.number(),
  /** spec §1: the shop reserves its prices to registered members and the caller is a visitor */
  pricesHidden: z.boolean(),
  rates: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['counting', 'notCounting', 'touristTax']),
      priceTTC: euros.nullable(),
    }),
  ),
  slots: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      start: z.string(),
      end: z.string(),
      placesLeft: z.number().nullable(),
    }),
  ),
});
