// One seller's cart order priced on the server from the database (spec §4: the browser never decides a price).
import type { StockLine } from '@sarment/domain/cart';
import { type EventViewer, eventRefusal } from '@sarment/domain/events';
import { cents } from '@sarment/domain/money';
import type {
  CartPriceResult,
  ExciseRateTable,
  ProductLineInput,
  PromoCodeEntry,
  PromoCodeRule,
  PromoCodeStatus,
  ReservationPriceInput,
  SelectedPrice,
  ShippingChoice,
} from '@sarment/domain/pricing';
import { computeCartPrice, resolveVatRateBasisPoints, touristTaxProductType } from '@sarment/domain/pricing';
import type { CatalogueRequest, SellerCatalogue } from '../catalogue/seller-catalogue.repo.ts';
import { type BuilderCaseRef, builderCaseIds, resolveBuilderCases } from './builder-cases.ts';
import type { CartCheck, CartOrderInput, CartProductInput, CartReservationInput } from './cart.schemas.ts';
import { cartIssue } from './cart-messages.ts';
import {
  toCollectionPoint,
  toDeliveryMode,
  toPricingFormat,
  toPricingProduct,
  toPricingShop,
  toPricingTypology,
  toPricingVintage,
} from './to-pricing-inputs.ts';

type Row<K extends keyof SellerCatalogue> = SellerCatalogue[K] extends (infer R)[] ? R : never;

export interface ResolvedLine {
  input: CartProductInput;
  product: Row<'products'>;
  format: Row<'formats'>;
  vintage: Row<'vintages'> | null;
  pricing: ProductLineInput;
  /** a bottle of a case the buyer composed (builder-cases.ts) */
  builderCase?: BuilderCaseRef;
}

export interface ResolvedPrice extends SelectedPrice {
  rateId: string;
  kind: 'counting' | 'notCounting' | 'touristTax';
}

export interface ResolvedReservation {
  event: Row<'events'>;
  slot: Row<'slots'>;
  prices: ResolvedPrice[];
  pricing: ReservationPriceInput;
}

export interface PricedSellerOrder {
  sellerId: string;
  catalogue: SellerCatalogue;
  typologyKey: string;
  lines: ResolvedLine[];
  reservations: ResolvedReservation[];
  deliveryMode: Row<'deliveryModes'> | null;
  collectionPoint: Row<'collectionPoints'> | null;
  result: CartPriceResult;
  /** Lines, events or the seller that can no longer be sold: reported next to the order, not priced. */
  issues: CartCheck[];
}

const BUYER_STATUSES = new Set(['online', 'outofstock']);

/** The ids one order needs read, for loadSellerCatalogue. */
export function catalogueRequestOf(order: CartOrderInput): CatalogueRequest {
  const unique = (values: (string | null | undefined)[]) =>
    [...new Set(values.filter((v) => !!v))] as string[];
  const cases = builderCaseIds(order.builderCases ?? []);
  return {
    productIds: unique([...order.products.map((line) => line.id), ...cases.productIds]),
    formatIds: unique([...order.products.map((line) => line.chosenFormat.id), ...cases.formatIds]),
    vintageIds: unique([...order.products.map((line) => line.chosenVintage?.id), ...cases.vintageIds]),
    eventIds: unique(order.reservations.map((line) => line.eventId)),
    slotIds: unique(order.reservations.map((line) => line.selectedSlot.slot.id)),
    builderIds: unique(cases.builderIds),
  };
}

/** The sale day in France (YYYY-MM-DD): it picks the excise table. */
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
export const pricingDateOf = (now: Date) => parisDay.format(now);

/** spec §6: the buyer's own typology at this shop, else the public one. */
function pickTypology(catalogue: SellerCatalogue, buyerTypology: string | null) {
  return (
    catalogue.typologies.find((t) => t.key === buyerTypology) ?? catalogue.typologies.find((t) => t.public)
  );
}

function resolveLines(order: CartOrderInput, catalogue: SellerCatalogue, typologyKey: string | undefined) {
  const lines: ResolvedLine[] = [];
  const issues: CartCheck[] = [];
  for (const input of order.products) {
    const product = catalogue.products.find((p) => p.id === input.id);
    const format = catalogue.formats.find((f) => f.id === input.chosenFormat.id && f.productId === input.id);
    const vintageId = input.chosenVintage?.id ?? null;
    const vintage = vintageId
      ? catalogue.vintages.find((v) => v.id === vintageId && v.productId === input.id)
      : null;
    const price = catalogue.prices.find((p) => p.formatId === format?.id && p.typology === typologyKey);
    if (
      !product ||
      !format ||
      vintage === undefined ||
      !price?.visible ||
      !BUYER_STATUSES.has(product.status)
    ) {
      issues.push(
        cartIssue('productUnavailable', { product: product?.name ?? input.id }, { productId: input.id }),
      );
      continue;
    }
    const pricing: ProductLineInput = {
      product: toPricingProduct(product),
      format: toPricingFormat(format, price),
      vintage: vintage ? toPricingVintage(vintage, product) : null,
      quantity: input.quantity,
      isWrapped: input.isWrapped,
    };
    lines.push({ input, product, format, vintage, pricing });
  }
  return { lines, issues };
}

function resolvePrices(input: CartReservationInput, rates: Row<'rates'>[]): ResolvedPrice[] | null {
  const prices: ResolvedPrice[] = [];
  for (const selected of input.selectedPrices) {
    const rate =
      rates.find((r) => r.id === selected.rateId) ??
      (selected.productType === touristTaxProductType
        ? rates.find((r) => r.kind === 'touristTax')
        : undefined);
    if (!rate) return null;
    if (selected.quantity === 0 || prices.some((p) => p.rateId === rate.id)) continue;
    prices.push(toSelectedPrice(rate, selected.quantity));
  }
  // The tourist tax is owed whatever the cart says: the server adds it (spec §4: its quantity is computed).
  const tax = rates.find((r) => r.kind === 'touristTax');
  if (tax && !prices.some((p) => p.rateId === tax.id)) prices.push(toSelectedPrice(tax, 0));
  return prices;
}

function toSelectedPrice(rate: Row<'rates'>, quantity: number): ResolvedPrice {
  return {
    rateId: rate.id,
    kind: rate.kind,
    productType: rate.kind === 'touristTax' ? touristTaxProductType : rate.kind,
    label: rate.name,
    priceTTCCents: cents(rate.priceTtcCents),
    quantity,
    notCounting: rate.kind === 'notCounting',
  };
}

function resolveReservations(
  order: CartOrderInput,
  catalogue: SellerCatalogue,
  now: Date,
  viewer: EventViewer,
) {
  const reservations: ResolvedReservation[] = [];
  const issues: CartCheck[] = [];
  const shop = catalogue.shop;
  for (const input of order.reservations) {
    const event = catalogue.events.find((e) => e.id === input.eventId && e.status === 'online');
    const slot = catalogue.slots.find(
      (s) => s.id === input.selectedSlot.slot.id && s.eventId === input.eventId,
    );
    const title = event?.title ?? input.eventId;
    if (!event) {
      issues.push(cartIssue('eventUnavailable', { event: title }));
      continue;
    }
    // spec §1: an event for some typologies or members only is booked by them only
    const refusal = eventRefusal(event.visibility, viewer);
    if (refusal) {
      issues.push(
        cartIssue(refusal === 'membersOnly' ? 'eventMembersOnly' : 'eventNotForProfile', { event: title }),
      );
      continue;
    }
    const rates = catalogue.rates.filter((r) => r.eventId === event.id);
    const prices = resolvePrices(input, rates);
    if (!slot || slot.startsAt <= now || !prices) {
      issues.push(cartIssue(prices ? 'slotUnavailable' : 'eventUnavailable', { event: title }));
      continue;
    }
    const firstRate = rates.find((r) => r.kind === 'counting') ?? rates[0];
    const vatRateBasisPoints =
      shop && firstRate
        ? resolveVatRateBasisPoints({ vatType: firstRate.vatType }, toPricingShop(shop))
        : undefined;
    const pricing: ReservationPriceInput = {
      eventId: event.id,
      slotId: slot.id,
      start: slot.startsAt.toISOString(),
      end: slot.endsAt.toISOString(),
      selectedPrices: prices,
      vatRateBasisPoints,
    };
    reservations.push({ event, slot, prices, pricing });
  }
  return { reservations, issues };
}

function resolveShipping(order: CartOrderInput, catalogue: SellerCatalogue) {
  const shop = catalogue.shop;
  const typeId = order.shipping?.type ?? null;
  const pointId = order.shipping?.collectionPoint?.id ?? null;
  const deliveryMode = (typeId && catalogue.deliveryModes.find((m) => m.id === typeId)) || null;
  const collectionPoint =
    (!deliveryMode && pointId && catalogue.collectionPoints.find((p) => p.id === pointId)) || null;
  const choice: ShippingChoice =
    deliveryMode && shop
      ? { kind: 'delivery', mode: toDeliveryMode(deliveryMode, shop) }
      : collectionPoint
        ? { kind: 'collectionPoint', point: toCollectionPoint(collectionPoint) }
        : { kind: 'none' };
  return { deliveryMode, collectionPoint, choice };
}

/**
 * Prices one seller's order for the buyer's typology. Products, events and slots that cannot be sold are left
 * out of the price and reported as issues; the rest is priced by computeCartPrice.
 */
export function priceSellerOrder(
  order: CartOrderInput,
  catalogue: SellerCatalogue,
  options: {
    buyerTypology: string | null;
    now: Date;
    /** false for a visitor of a shop that reserves its prices to members (pricesVisibleTo) */
    pricesVisible: boolean;
    /** false for a visitor: members-only events are not booked (true when omitted: checkout, back office) */
    loggedIn?: boolean;
    /** the seller's code spelled as `order.promoCode` (any case), null when it has none */
    promoCode?: PromoCodeRule | null;
    /** the dated excise rates of the sale's day (admin/excise-rates-cache.ts); the built-in 2026 table without */
    exciseRateTables?: readonly ExciseRateTable[] | undefined;
  },
): PricedSellerOrder {
  const shop = catalogue.shop;
  const typology = pickTypology(catalogue, options.buyerTypology);
  const issues: CartCheck[] = [];
  if (!shop?.online) issues.push(cartIssue('sellerUnavailable'));
  // spec §1: what the product lists hide from a visitor, the cart does not price either
  if (!options.pricesVisible) issues.push(cartIssue('pricesReservedToMembers'));
  const priced = options.pricesVisible
    ? order
    : { ...order, products: [], reservations: [], builderCases: [] };
  const sold = resolveLines(priced, catalogue, shop?.online ? typology?.key : undefined);
  // the composed cases' bottles come after the products: answer lines keep the order's product indexes
  const cases = resolveBuilderCases(
    priced.builderCases ?? [],
    catalogue,
    shop?.online ? typology?.key : undefined,
  );
  const resolved = { lines: [...sold.lines, ...cases.bottles], issues: [...sold.issues, ...cases.issues] };
  const booked = resolveReservations(priced, catalogue, options.now, {
    loggedIn: options.loggedIn ?? true,
    typology: typology?.key ?? null,
  });
  const shipping = resolveShipping(order, catalogue);
  issues.push(...resolved.issues, ...booked.issues);
  const context = {
    typology: shop && typology ? toPricingTypology(typology, shop) : { key: '', ttc: true },
    shop: shop ? toPricingShop(shop) : { hasTVA: true },
    pricingDate: pricingDateOf(options.now),
    franco: francoBeforeChoice(catalogue),
    exciseRateTables: options.exciseRateTables,
  };
  const result = computeCartPrice(
    {
      sellerId: order.seller.id,
      products: resolved.lines.map((line) => line.pricing),
      reservations: booked.reservations.map((line) => line.pricing),
      shipping: shipping.choice,
      promoCode: promoCodeEntry(order, options),
    },
    context,
  );
  const code = result.promoCode;
  if (code?.message) issues.push(promoCodeIssue(code.status, code.message));
  return {
    sellerId: order.seller.id,
    catalogue,
    typologyKey: context.typology.key,
    lines: resolved.lines,
    reservations: booked.reservations,
    deliveryMode: shipping.deliveryMode,
    collectionPoint: shipping.collectionPoint,
    result,
    issues,
  };
}

/** Each priced line with its paid units and the free units it earns: what the order takes from stock. */
export function stockLinesOf(priced: PricedSellerOrder): StockLine[] {
  return priced.lines.map((line, index) => ({
    productId: line.product.id,
    formatId: line.format.id,
    vintageId: line.vintage?.id ?? null,
    quantity: line.input.quantity,
    // computeCartPrice answers one line per product line, in order
    freeUnits: priced.result.lines[index]?.freeUnits ?? 0,
  }));
}

/** Before a delivery mode is chosen, the franco shown is the first delivery mode's (the cart's progress bar). */
function francoBeforeChoice(catalogue: SellerCatalogue) {
  const first = catalogue.deliveryModes[0];
  if (!first || (first.francoMinProducts === null && first.francoMinAmountCents === null)) return null;
  return {
    minProductCount: first.francoMinProducts,
    minAmountTTCCents: first.francoMinAmountCents === null ? null : cents(first.francoMinAmountCents),
  };
}

/** The code typed for the order, with the seller's rule of that code (null: unknown to the seller). */
function promoCodeEntry(
  order: CartOrderInput,
  options: { now: Date; promoCode?: PromoCodeRule | null },
): PromoCodeEntry | null {
  const code = order.promoCode?.trim();
  return code ? { code, rule: options.promoCode ?? null, now: options.now } : null;
}

/** A code that does not apply stops the order until it is removed: a taken-up code is a conflict of the moment. */
function promoCodeIssue(status: PromoCodeStatus, message: string): CartCheck {
  return { code: status === 'exhausted' ? 'promoCodeExhausted' : 'promoCode', message };
}
