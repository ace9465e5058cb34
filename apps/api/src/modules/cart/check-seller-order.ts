// spec §5 Cart checks of one seller's order, with what only the server knows: stock, places left, the buyer's
// address and phone, the shop's limits and payment list. The rules themselves are the domain's checkCart.
import type { Address } from '@sarment/db';
import type { CartCheckContext, CartCheckProduct, CartOrder, CartProduct } from '@sarment/domain/cart';
import {
  cartProductKey,
  cartReservationKey,
  checkCart,
  emptyCartShipping,
  formatCartCheckMessage,
  type StockDemand,
  stockAvailable,
  stockDemandOf,
  stockShortage,
} from '@sarment/domain/cart';
import { cents } from '@sarment/domain/money';
import { departmentOfPostalCode } from '@sarment/domain/reference';
import { componentName, orderStockLines } from '../catalogue/box-stock.ts';
import type { BuyerProfile, SellerCatalogue } from '../catalogue/seller-catalogue.repo.ts';
import type { CartCheck } from './cart.schemas.ts';
import { cartIssue } from './cart-messages.ts';
import { type PricedSellerOrder, stockLinesOf } from './price-seller-order.ts';

export interface CheckOptions {
  /** null for an anonymous visitor: the buyer checks wait for the login. */
  buyer: BuyerProfile | null;
  paymentType: string | null;
}

/** Delivery modes serving an address: its country, and its department when the mode lists departments. */
export function deliveryModesFor(
  modes: SellerCatalogue['deliveryModes'],
  address: Address | null | undefined,
): SellerCatalogue['deliveryModes'] {
  if (!address) return modes;
  const department = address.country === 'FR' ? departmentOfPostalCode(address.zipcode ?? '') : null;
  return modes.filter(
    (mode) =>
      mode.countries.includes(address.country) &&
      (!mode.departments || (department !== null && mode.departments.includes(department))),
  );
}

/** Two lines of the same item count as one for the limits and the stock (an API client may send both). */
function mergeSameItems(products: CartProduct[]): CartProduct[] {
  const merged = new Map<string, CartProduct>();
  for (const line of products) {
    const key = cartProductKey(line);
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

function toCartOrder(priced: PricedSellerOrder, paymentType: string | null): CartOrder {
  const products = priced.lines.map((line) => ({
    productId: line.product.id,
    formatId: line.format.id,
    vintageId: line.vintage?.id ?? null,
    quantity: line.input.quantity,
    productType: line.product.productType,
  }));
  return {
    id: null,
    refId: null,
    seller: { id: priced.sellerId },
    products: mergeSameItems(products),
    reservations: priced.reservations.map((r) => {
      const persons = r.prices.filter((p) => p.kind !== 'touristTax').reduce((sum, p) => sum + p.quantity, 0);
      return {
        eventId: r.event.id,
        event: { title: r.event.title },
        selectedSlot: { slot: { id: r.slot.id }, start: r.pricing.start, end: r.pricing.end },
        selectedPrices: r.prices,
        totalQuantity: persons,
        taxQuantities: 0,
      };
    }),
    shipping: {
      ...emptyCartShipping,
      type: priced.deliveryMode?.id ?? null,
      collectionPoint: priced.collectionPoint ? { id: priced.collectionPoint.id } : null,
    },
    // spec §4: payLater is the seller's to grant; a buyer's checkout always names a payment method
    payment: { type: paymentType, list: priced.catalogue.shop?.paymentsList ?? [] },
    price: { payLater: false, promoAmountCents: cents(0), shipping: null, totalTTCCents: cents(0) },
    buyer: { notes: '' },
    status: null,
    warehouse: null,
  };
}

const levelsOf = (catalogue: SellerCatalogue, item: StockDemand) =>
  catalogue.stock.filter(
    (s) => s.productId === item.productId && s.formatId === item.formatId && s.vintageId === item.vintageId,
  );

/**
 * What the order takes from stock, boxes replaced by their components (box-stock.ts), split in two: the items
 * only their own lines take, which the domain's checkCart checks line by line, and the items a box takes
 * (alone or with the same bottles bought by themselves), checked here on their whole demand.
 */
function stockDemands(priced: PricedSellerOrder) {
  const lines = stockLinesOf(priced);
  const own = new Map(stockDemandOf(lines).map((demand) => [demand.key, demand]));
  const taken = stockDemandOf(orderStockLines(lines, priced.catalogue));
  const byBoxes = taken.filter((demand) => own.get(demand.key)?.units !== demand.units);
  return { own, taken: new Map(taken.map((demand) => [demand.key, demand])), byBoxes };
}

/** The shortages of the bottles boxes take, in the cart's very words (stockShortage), named by the bottle. */
function boxStockChecks(priced: PricedSellerOrder): CartCheck[] {
  return stockDemands(priced).byBoxes.flatMap((demand) => {
    const name =
      priced.lines.find((line) => line.product.id === demand.productId)?.product.name ??
      componentName(priced.catalogue, demand.productId) ??
      demand.productId;
    const shortage = stockShortage(name, stockAvailable(levelsOf(priced.catalogue, demand)), demand);
    return shortage ? [{ ...shortage, productId: demand.productId }] : [];
  });
}

function checkContext(priced: PricedSellerOrder, buyer: BuyerProfile | null): CartCheckContext {
  const { catalogue } = priced;
  const products: Record<string, CartCheckProduct> = {};
  const demands = stockDemands(priced);
  for (const line of priced.lines) {
    const ref = { productId: line.product.id, formatId: line.format.id, vintageId: line.vintage?.id ?? null };
    const key = cartProductKey(ref);
    const demand = demands.taken.get(key);
    // a box sold from its components, or a bottle a box takes too: boxStockChecks checks them
    const checkedHere = demand !== undefined && demands.own.get(key)?.units === demand.units;
    products[key] = {
      name: line.product.name,
      minQuantity: line.product.minOrder,
      maxQuantity: line.product.maxOrder,
      stock: checkedHere ? stockAvailable(levelsOf(catalogue, demand)) : null,
      freeUnits: demands.own.get(key)?.freeUnits ?? 0,
    };
  }
  const slots: Record<string, { name: string; placesLeft: number | null }> = {};
  for (const r of priced.reservations) {
    const key = cartReservationKey({
      eventId: r.event.id,
      selectedSlot: { slot: { id: r.slot.id }, start: r.pricing.start, end: r.pricing.end },
    });
    const placesLeft = r.slot.placesTotal === null ? null : r.slot.placesTotal - r.slot.placesTaken;
    slots[key] = { name: slotName(r.slot.startsAt), placesLeft };
  }
  const settings = catalogue.shop?.settings;
  const address = buyer?.deliveryAddress ?? null;
  return {
    products,
    slots,
    // an anonymous visitor is asked to log in instead (see checkSellerOrder)
    buyer: {
      hasDeliveryAddress: buyer ? !!address?.street && !!address.zipcode && !!address.city : true,
      hasPhone: buyer ? !!(buyer.phone || address?.phone) : true,
      informationComplete: buyer ? buyer.hasPassword && !!buyer.firstname && !!buyer.lastname : true,
    },
    shop: {
      minOrderAmountHTCents: settings?.minOrderAmountCents ? cents(settings.minOrderAmountCents) : null,
      minProductCount: settings?.minProductCount,
      maxProductCount: settings?.maxProductCount,
      quantityMultiple: settings?.quantityMultiple,
    },
    productsHTCents: priced.result.productsHTCents,
    deliveryModesForAddress: address ? deliveryModesFor(catalogue.deliveryModes, address).length : null,
  };
}

const slotFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
export const slotName = (startsAt: Date) => slotFormat.format(startsAt);

/**
 * Every reason the order cannot be placed yet, in French: what could not be priced first, then the domain's
 * checks (products, slots, shop limits, delivery, buyer, payment), then a payment method the shop does not offer.
 */
export function checkSellerOrder(priced: PricedSellerOrder, options: CheckOptions): CartCheck[] {
  const checks: CartCheck[] = [...priced.issues];
  if (priced.lines.length === 0 && priced.reservations.length === 0) {
    if (checks.length === 0) checks.push(cartIssue('emptyOrder'));
    return checks;
  }
  const order = toCartOrder(priced, options.paymentType);
  for (const violation of checkCart(order, checkContext(priced, options.buyer))) {
    const check: CartCheck = { code: violation.code, message: violation.message };
    if (violation.productId) check.productId = violation.productId;
    if (violation.reservationKey) check.reservationKey = violation.reservationKey;
    checks.push(check);
  }
  checks.push(...boxStockChecks(priced));
  // a delivery type must serve the buyer's address (spec §8: no delivery mode for this address)
  const address = options.buyer?.deliveryAddress;
  const mode = priced.deliveryMode;
  if (
    mode &&
    address &&
    !deliveryModesFor([mode], address).length &&
    !checks.some((c) => c.code === 'noDeliveryModeForAddress')
  ) {
    checks.push({
      code: 'noDeliveryModeForAddress',
      message: formatCartCheckMessage('noDeliveryModeForAddress'),
    });
  }
  const offered = priced.catalogue.shop?.paymentsList ?? [];
  if (options.paymentType && !offered.includes(options.paymentType)) {
    checks.push(cartIssue('paymentMethodUnavailable'));
  }
  if (!options.buyer) checks.push(cartIssue('loginRequired'));
  return checks;
}
