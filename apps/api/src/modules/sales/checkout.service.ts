// Placing one seller's order (issue 6): re-price on the server, re-run every cart check, take the card
// imprint, then in one transaction create the pending order, take the stock and the places, record the
// payment, number the order and tell the seller. Two buyers can never both get the last bottle or place.
import type { Database } from '@sarment/db';
import { newId } from '@sarment/db';
import { formatCartCheckMessage, stockShortage } from '@sarment/domain/cart';
import { promoCodeMessages } from '@sarment/domain/pricing';
import { allocationMessages } from '@sarment/domain/stocks';
import type { AuthContext } from '../../http/auth-context.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import { exciseRateTablesFor } from '../admin/excise-rates-cache.ts';
import { allocationChecks, loadAllocationGuard } from '../cart/allocation-check.ts';
import type { CartCheck } from '../cart/cart.schemas.ts';
import { cardPaymentTypes } from '../cart/cart.service.ts';
import { checkSellerOrder, slotName } from '../cart/check-seller-order.ts';
import {
  catalogueRequestOf,
  type PricedSellerOrder,
  priceSellerOrder,
  pricingDateOf,
} from '../cart/price-seller-order.ts';
import { forgetShopCatalogue } from '../catalogue/catalogue-cache.ts';
import { pricesVisibleTo } from '../catalogue/product-viewer.ts';
import { takePromoCodeUse } from '../catalogue/promo-codes.repo.ts';
import { findPromoCodeRule } from '../catalogue/promo-codes.service.ts';
import {
  type BuyerProfile,
  findBuyerProfile,
  loadSellerCatalogue,
} from '../catalogue/seller-catalogue.repo.ts';
import type { CardProvider, SetupCardResult } from '../payments/card-provider.ts';
import { paymentFailedMessage } from '../payments/card-provider.ts';
import { AllocationShortage } from '../stocks/allocation-shares.ts';
import { checkCardInput, toCardInput } from './card-input.ts';
import { findOrderByIdempotencyKey, removeSellerFromSavedCart } from './checkout.repo.ts';
import { describePlacedOrder } from './order-view.ts';
import { OutOfStock, placeOrderInTransaction, SlotFull } from './place-order.ts';
import type { CheckoutAnswer, CheckoutBody } from './sales.schemas.ts';
import { findSlotPlaces } from './stock-read.repo.ts';

export const checkoutMessages = {
  keyReused: 'Cette commande a déjà été passée par un autre compte.',
  groupNeedsReservation: 'Une commande de groupe concerne une réservation et se règle par carte bancaire.',
  cardRequired: 'Veuillez saisir votre carte bancaire.',
} as const;

/** Stock and places are conflicts of the moment (409); every other check is a rule to fix first (422). */
const conflictCodes = new Set(['insufficientStock', 'slotFull', 'promoCodeExhausted']);

function refuse(checks: CartCheck[]): never {
  const first = checks[0]!;
  const status = checks.some((c) => conflictCodes.has(c.code)) ? 'conflict' : 'rule';
  if (status === 'conflict') throw conflict(first.message, 'sold_out', checks);
  throw unprocessable(first.message, 'cart_check', checks);
}

async function soldOutChecks(
  db: Database,
  shopId: string,
  error: OutOfStock | SlotFull,
): Promise<CartCheck[]> {
  if (error instanceof OutOfStock) {
    // the cart check's very words (the domain's stockShortage) with what the checkout found: fewer than asked
    const shortage = stockShortage(error.item.name, error.available, error.item)!;
    return [{ ...shortage, productId: error.item.productId }];
  }
  const slot = await findSlotPlaces(db, shopId, error.slotId);
  const places = slot ? Math.max(0, (slot.placesTotal ?? 0) - slot.placesTaken) : 0;
  const name = slot ? slotName(slot.startsAt) : error.slotId;
  return [{ code: 'slotFull', message: formatCartCheckMessage('slotFull', { slot: name, places }) }];
}

function isIdempotencyRace(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 4; depth += 1) {
    const candidate = cause as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === 'orders_shop_idempotency_key') return true;
    cause = candidate.cause;
  }
  return false;
}

/** Another checkout took the code's last use between the pricing and the order. */
class PromoCodeTaken extends Error {}

export interface CheckoutResult {
  answer: CheckoutAnswer;
  /** true when the idempotency key had already placed this order */
  replayed: boolean;
}

async function replay(
  db: Database,
  shopId: string,
  key: string,
  auth: AuthContext,
): Promise<CheckoutResult | null> {
  const existing = await findOrderByIdempotencyKey(db, shopId, key);
  if (!existing) return null;
  if (existing.buyerUserId !== auth.user.id)
    throw conflict(checkoutMessages.keyReused, 'idempotency_key_reused');
  return { answer: await describePlacedOrder(db, shopId, existing.id), replayed: true };
}

function checkPayment(body: CheckoutBody, priced: PricedSellerOrder, today: Date): CartCheck[] {
  const isCard = cardPaymentTypes.has(body.payment.type);
  if (body.group && (priced.reservations.length === 0 || !isCard)) {
    return [{ code: 'groupNotAllowed', message: checkoutMessages.groupNeedsReservation }];
  }
  if (!isCard || body.group) return [];
  if (!body.payment.card) return [{ code: 'cardRequired', message: checkoutMessages.cardRequired }];
  return checkCardInput(body.payment.card, today);
}

/** Checks everything, takes the card imprint, then places the order in one transaction. */
export async function checkout(
  db: Database,
  provider: CardProvider,
  auth: AuthContext,
  body: CheckoutBody,
  context: { now: Date; origin: string },
): Promise<CheckoutResult> {
  const { now, origin } = context;
  const shopId = body.order.seller.id;
  const done = await replay(db, shopId, body.idempotencyKey, auth);
  if (done) return done;

  const [buyer, catalogue, promoCode, allocationGuard, exciseRateTables] = await Promise.all([
    findBuyerProfile(db, auth.user.id),
    loadSellerCatalogue(db, shopId, catalogueRequestOf(body.order)),
    findPromoCodeRule(db, shopId, body.order.promoCode),
    loadAllocationGuard(db, shopId, auth.user.id, auth.clientTypologies[shopId] ?? null, now),
    exciseRateTablesFor(db, pricingDateOf(now)),
  ]);
  const priced = priceSellerOrder(body.order, catalogue, {
    buyerTypology: auth.clientTypologies[shopId] ?? null,
    now,
    pricesVisible: pricesVisibleTo(auth, catalogue.shop?.settings ?? {}),
    promoCode,
    exciseRateTables,
  });
  const checks = [
    ...checkSellerOrder(priced, { buyer: buyer ?? null, paymentType: body.payment.type }),
    ...allocationChecks(priced, allocationGuard),
    ...checkPayment(body, priced, now),
  ];
  if (checks.length > 0 || !buyer) refuse(checks);

  const paymentId = newId('pay');
  const setup = await takeImprint(provider, body, priced, buyer, paymentId);
  try {
    const answer = await db.transaction(async (tx) => {
      const usedCode = priced.result.promoCode;
      // the code's use is taken with the order: the last one goes to one buyer only
      if (usedCode?.status === 'applied' && usedCode.id && !(await takePromoCodeUse(tx, shopId, usedCode.id)))
        throw new PromoCodeTaken();
      return placeOrderInTransaction(tx, {
        priced,
        buyer: buyer!,
        body,
        paymentId,
        setup,
        provider: provider.name,
        now,
        origin,
        allocationBuyer: allocationGuard?.buyer ?? null,
        buyerTypology: auth.clientTypologies[shopId] ?? null,
      });
    });
    forgetShopCatalogue(db, shopId);
    if (!answer.payment?.redirectUrl) await removeSellerFromSavedCart(db, auth.user.id, shopId);
    return { answer, replayed: false };
  } catch (error) {
    forgetShopCatalogue(db, shopId);
    if (setup?.status !== 'failed' && setup?.setupRef) {
      await provider.cancelSetup(setup.setupRef, catalogue.shop?.cardProvider?.accountId);
    }
    if (isIdempotencyRace(error)) {
      const raced = await replay(db, shopId, body.idempotencyKey, auth);
      if (raced) return raced;
    }
    if (error instanceof OutOfStock || error instanceof SlotFull)
      refuse(await soldOutChecks(db, shopId, error));
    if (error instanceof AllocationShortage) {
      const { item, limit } = error;
      refuse([
        {
          code: 'insufficientStock',
          message: allocationMessages.shortage(item.name, limit),
          productId: item.productId,
        },
      ]);
    }
    if (error instanceof PromoCodeTaken)
      refuse([{ code: 'promoCodeExhausted', message: promoCodeMessages.exhausted }]);
    throw error;
  }
}

/** spec §4: a 0 EUR imprint of the card at order time; the debit comes when the seller validates. */
async function takeImprint(
  provider: CardProvider,
  body: CheckoutBody,
  priced: PricedSellerOrder,
  buyer: BuyerProfile,
  paymentId: string,
): Promise<SetupCardResult | null> {
  if (!cardPaymentTypes.has(body.payment.type) || body.group || !body.payment.card) return null;
  const shopId = priced.sellerId;
  const setup = await provider.setupCard({
    idempotencyKey: `${shopId}:${body.idempotencyKey}`,
    card: toCardInput(body.payment.card),
    payerEmail: buyer.email,
    returnUrl: `/validate3ds?shop=${encodeURIComponent(shopId)}&payment=${encodeURIComponent(paymentId)}`,
    accountRef: priced.catalogue.shop?.cardProvider?.accountId,
  });
  if (setup.status === 'failed') throw unprocessable(paymentFailedMessage, 'payment_failed');
  return setup;
}
