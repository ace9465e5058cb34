import type { Executor } from '@sarment/db';
import { type EventViewer, eventVisibleTo } from '@sarment/domain/events';
import { cents, centsToEuros } from '@sarment/domain/money';
import { toCartPriceAnswer } from '@sarment/domain/pricing';
import { type PaymentType, paymentTypeLabels } from '@sarment/domain/reference';
import type { AuthContext } from '../../http/auth-context.ts';
import { notFound } from '../../http/errors.ts';
import { exciseRateTablesFor } from '../admin/excise-rates-cache.ts';
import { cachedBuyerProfile, cachedShopCatalogue, loadCartCatalogues } from '../catalogue/catalogue-cache.ts';
import { pricesVisibleTo } from '../catalogue/product-viewer.ts';
import { findPromoCodeRule } from '../catalogue/promo-codes.service.ts';
import type { BuyerProfile } from '../catalogue/seller-catalogue.repo.ts';
import { allocationChecks, loadAllocationGuard } from './allocation-check.ts';
import type { CartOrderInput } from './cart.schemas.ts';
import { checkSellerOrder, deliveryModesFor, slotName } from './check-seller-order.ts';
import { findBookableEvent, listBookableEvents } from './event-booking.repo.ts';
import { priceSellerOrder, pricingDateOf } from './price-seller-order.ts';

/** spec §9 payment types a buyer pays online by card (the card provider's imprint, then the debit). */
export const cardPaymentTypes: ReadonlySet<string> = new Set(['cb', 'stripe']);

/** The buyer the cart's checks read (null for a visitor), kept briefly (catalogue-cache.ts). */
export function loadBuyer(db: Executor, auth: AuthContext | null): Promise<BuyerProfile | null> {
  return auth ? cachedBuyerProfile(db, auth.user.id) : Promise.resolve(null);
}

/**
 * POST /v1/orders/get-cart-price: every seller's order priced for the buyer's typology at that seller (spec §4,
 * §7), with the cart checks of spec §5. Orders are priced in parallel; nothing is written.
 */
export async function priceCart(db: Executor, orders: CartOrderInput[], auth: AuthContext | null, now: Date) {
  const [buyer, catalogues, promoCodes, allocationGuards, exciseRateTables] = await Promise.all([
    loadBuyer(db, auth),
    loadCartCatalogues(db, orders),
    // read fresh, never cached: checkouts move a code's uses
    Promise.all(orders.map((order) => findPromoCodeRule(db, order.seller.id, order.promoCode))),
    // read fresh too: checkouts consume allocations
    Promise.all(
      orders.map((order) =>
        order.products.length
          ? loadAllocationGuard(
              db,
              order.seller.id,
              auth?.user.id ?? null,
              auth?.clientTypologies[order.seller.id] ?? null,
              now,
            )
          : null,
      ),
    ),
    // the dated rates of the day, read once per request (and kept per year until the admin edits them)
    exciseRateTablesFor(db, pricingDateOf(now)),
  ]);
  return orders.map((order, index) => {
    const catalogue = catalogues[index]!;
    const priced = priceSellerOrder(order, catalogue, {
      buyerTypology: auth?.clientTypologies[order.seller.id] ?? null,
      now,
      pricesVisible: pricesVisibleTo(auth, catalogue.shop?.settings ?? {}),
      loggedIn: auth !== null,
      promoCode: promoCodes[index] ?? null,
      exciseRateTables,
    });
    const checks = [
      ...checkSellerOrder(priced, { buyer, paymentType: order.payment?.type ?? null }),
      ...allocationChecks(priced, allocationGuards[index] ?? null),
    ];
    const answer = toCartPriceAnswer(priced.result);
    // the bottles of a composed case say which case they make up (the cart shows it as one line)
    const lines = answer.lines.map((line, i) => {
      const builderCase = priced.lines[i]?.builderCase;
      return builderCase ? { ...line, builderCase } : line;
    });
    return { ...answer, lines, typology: priced.typologyKey, checks };
  });
}

const euros = (amountCents: number) => centsToEuros(cents(amountCents));

function formatAddress(address: { street?: string; zipcode?: string; city?: string } | null): string | null {
  if (!address) return null;
  return [address.street, [address.zipcode, address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** Who views a shop's events: logged in or not, with their typology there, else the shop's public one. */
function viewerOf(
  auth: AuthContext | null,
  shopId: string,
  typologies: readonly { key: string; public: boolean }[],
): EventViewer {
  const own = auth?.clientTypologies[shopId] ?? null;
  const typology =
    typologies.find((t) => t.key === own)?.key ?? typologies.find((t) => t.public)?.key ?? null;
  return { loggedIn: auth !== null, typology };
}

/** What the cart page offers for one seller: delivery types for the buyer's address, collection points, payments. */
export async function describeSellerOptions(db: Executor, shopId: string, auth: AuthContext | null) {
  const [catalogue, buyer, bookable] = await Promise.all([
    cachedShopCatalogue(db, shopId),
    loadBuyer(db, auth),
    listBookableEvents(db, shopId, new Date()),
  ]);
  const shop = catalogue.shop;
  if (!shop) throw notFound('Boutique introuvable', 'shop_not_found');
  return {
    seller: { id: shop.id, name: shop.name, urlName: shop.urlName, color: shop.color },
    deliveryModes: deliveryModesFor(catalogue.deliveryModes, buyer?.deliveryAddress).map((mode) => ({
      id: mode.id,
      name: mode.name,
      priceTTC: euros(mode.priceTtcCents),
      bottlesPerParcel: mode.bottlesPerParcel,
      extraParcelTTC: euros(mode.extraParcelCents),
      francoMinProducts: mode.francoMinProducts,
      francoMinAmount: mode.francoMinAmountCents === null ? null : euros(mode.francoMinAmountCents),
    })),
    collectionPoints: catalogue.collectionPoints.map((point) => ({
      id: point.id,
      name: point.name,
      price: euros(point.priceCents),
      address: formatAddress(point.address ?? null),
    })),
    payments: shop.paymentsList.map((type) => ({
      type,
      label: paymentTypeLabels[type as PaymentType] ?? type,
      card: cardPaymentTypes.has(type),
    })),
    // spec §1: the events this viewer may see (typologies, members only)
    events: bookable
      .filter((event) => eventVisibleTo(event.visibility, viewerOf(auth, shopId, catalogue.typologies)))
      .map(({ id, title }) => ({ id, title })),
  };
}

/**
 * An event to book from the shop page (spec §3 Event): rates and the next 40 slots still to come. A visitor of a
 * shop that reserves its prices to members gets the rates without their prices, as the product lists do.
 */
export async function describeBookableEvent(
  db: Executor,
  auth: AuthContext | null,
  shopId: string,
  eventId: string,
  now: Date,
) {
  const [event, catalogue] = await Promise.all([
    findBookableEvent(db, shopId, eventId, now, 40),
    cachedShopCatalogue(db, shopId),
  ]);
  // an event this viewer may not see (spec §1 visibility) is unknown to them
  if (!event || !eventVisibleTo(event.visibility, viewerOf(auth, shopId, catalogue.typologies)))
    throw notFound('Aucun créneau disponible pour cet événement.', 'event_not_found');
  const pricesVisible = pricesVisibleTo(auth, event);
  return {
    id: event.id,
    shopId,
    title: event.title,
    durationMinutes: event.durationMinutes,
    pricesHidden: !pricesVisible,
    rates: event.rates.map((rate) => ({
      id: rate.id,
      name: rate.name,
      kind: rate.kind,
      priceTTC: pricesVisible ? euros(rate.priceTtcCents) : null,
    })),
    slots: event.slots.map((slot) => ({
      id: slot.id,
      name: slotName(slot.startsAt),
      start: slot.startsAt.toISOString(),
      end: slot.endsAt.toISOString(),
      placesLeft: slot.placesTotal === null ? null : Math.max(0, slot.placesTotal - slot.placesTaken),
    })),
  };
}
