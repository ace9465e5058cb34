// The staff's bookings (issue 21): a phone booking for a client takes its places with the checkout's guard (one
// guarded UPDATE of event_slots, so a shop checkout and a desk booking never overbook a slot: 409 with the
// spec's 'maximum places reached' words); check-in, cancel (places given back; what was paid becomes 'to refund',
// no provider refund exists yet), move within the new slot's places, reminder e-mail through the outbox.
import { and, clients, eq, newId, type ReservationPrice, users } from '@sarment/db';
import { formatCartCheckMessage } from '@sarment/domain/cart';
import { placesTaken } from '@sarment/domain/events';
import { personDisplayName } from '@sarment/domain/identity';
import { cents, centsToEuros } from '@sarment/domain/money';
import { priceReservation } from '@sarment/domain/pricing';
import { formatParisDateTime } from '@sarment/domain/reference';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { slotName } from '../cart/check-seller-order.ts';
import { sendMail } from '../mail/send-mail.ts';
import * as repo from './reservations.repo.ts';
import {
  type ReservationAnswer,
  type ReservationBody,
  type ReservationListQuery,
  reservationMessages,
} from './reservations.schemas.ts';
import { takePlaces } from './slot-places.ts';

const ENTITY = 'reservation';
const euros = (amount: number) => centsToEuros(cents(amount));
const reservationNotFound = () => notFound(reservationMessages.notFound, 'reservation_not_found');

export function describeReservation(listed: repo.ListedReservation): ReservationAnswer {
  const r = listed.reservation;
  return {
    id: r.id,
    source: r.source,
    event: { id: r.eventId, title: listed.eventTitle },
    slot: { id: r.slotId, startsAt: listed.startsAt.toISOString(), endsAt: listed.endsAt.toISOString() },
    order: r.orderId ? { id: r.orderId } : null,
    client: r.clientId ? { id: r.clientId } : r.buyerId ? { id: r.buyerId } : null,
    contact: { name: r.contactName, email: r.contactEmail, phone: r.contactPhone },
    rates: r.prices.map((price) => ({
      rate: { id: price.rateId },
      name: price.name,
      kind: price.kind,
      priceTTC: euros(price.priceTtcCents),
      quantity: price.quantity,
    })),
    persons: r.persons,
    totalTTC: euros(r.totalTtcCents),
    touristTax: euros(r.touristTaxCents),
    language: r.language,
    notes: r.notes,
    status: r.status,
    paymentState: r.paymentState,
    reminderSentAt: r.reminderSentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** What the activity log compares. */
function logged(answer: ReservationAnswer) {
  return {
    slot: answer.slot.startsAt,
    contact: answer.contact.name,
    persons: answer.persons,
    status: answer.status,
    paymentState: answer.paymentState,
    language: answer.language,
    notes: answer.notes,
  };
}

export function filtersOf(
  query: Omit<ReservationListQuery, 'page' | 'pageSize' | 'sort'>,
): repo.ReservationFilters {
  return {
    search: query.search,
    statuses: query.status,
    paymentStates: query.paymentState,
    eventIds: query.event,
    slotIds: query.slot,
    from: query.from,
    to: query.to,
  };
}

export async function listReservationPage(ctx: ServiceContext, query: ReservationListQuery) {
  const page = await repo.listReservations(ctx.tx, ctx, filtersOf(query), query.sort, pageWindow(query));
  return { rows: page.rows.map(describeReservation), total: page.total };
}

export async function readReservation(ctx: ServiceContext, id: string): Promise<ReservationAnswer> {
  const found = await repo.findReservation(ctx, id);
  if (!found) throw reservationNotFound();
  return describeReservation(found);
}

/** The 409 of a full slot, in the cart check's words (spec §4 'maximum places reached for a slot'). */
function slotFull(startsAt: Date, placesLeft: number) {
  return conflict(
    formatCartCheckMessage('slotFull', { slot: slotName(startsAt), places: placesLeft }),
    'slotFull',
  );
}

/** Who comes: a client of the shop's CRM (cli_…), a buyer account of the platform (usr_…), or a name typed. */
async function whoComes(ctx: ServiceContext, body: ReservationBody) {
  const typed = {
    contactName: body.contact?.name ?? '',
    contactEmail: body.contact?.email ?? null,
    contactPhone: body.contact?.phone || null,
  };
  if (!body.client) return { buyerId: null, clientId: null, ...typed };
  const clientNotFound = () => notFound('Client introuvable', 'client_not_found');
  if (body.client.id.startsWith('cli_')) {
    const [client] = await ctx.tx
      .select()
      .from(clients)
      .where(and(ofShop(ctx, clients), eq(clients.id, body.client.id)));
    if (!client || client.anonymisedAt) throw clientNotFound();
    const business = { reason: client.businessReason, name: client.businessName };
    return {
      buyerId: client.userId,
      clientId: client.id,
      contactName: typed.contactName || personDisplayName({ ...client, business }),
      contactEmail: typed.contactEmail ?? client.email,
      contactPhone: typed.contactPhone ?? client.phone,
    };
  }
  const [user] = await ctx.tx.select().from(users).where(eq(users.id, body.client.id));
  if (user?.role !== 'buyer') throw clientNotFound();
  return {
    buyerId: user.id,
    clientId: null,
    contactName: typed.contactName || personDisplayName({ ...user, business: null }),
    contactEmail: typed.contactEmail ?? user.email,
    contactPhone: typed.contactPhone ?? user.phone,
  };
}

/** A booking taken at the desk or on the phone (POST /v1/reservations). */
export async function createReservation(
  ctx: ServiceContext,
  body: ReservationBody,
): Promise<ReservationAnswer> {
  const found = await repo.findSlotWithRates(ctx, body.event.id, body.slot.id);
  if (!found) throw notFound('Créneau introuvable', 'slot_not_found');
  if (found.slot.startsAt <= ctx.now) throw unprocessable(reservationMessages.slotGone, 'slot_gone');
  const rates = new Map(found.rates.map((rate) => [rate.id, rate]));
  const unknown = body.rates.findIndex((line) => !rates.has(line.rate.id));
  if (unknown >= 0) {
    throw unprocessable(reservationMessages.unknownRate, 'unknown_rate', [
      { path: `rates.${unknown}.rate.id`, message: reservationMessages.unknownRate },
    ]);
  }
  const chosen = body.rates
    .filter((line) => line.quantity > 0)
    .map((line) => ({ rate: rates.get(line.rate.id)!, quantity: line.quantity }));
  // spec §4: the tourist tax is due per counting person, whatever quantity was typed
  const priced = priceReservation(
    {
      eventId: body.event.id,
      slotId: body.slot.id,
      start: found.slot.startsAt.toISOString(),
      end: found.slot.endsAt.toISOString(),
      selectedPrices: [
        ...chosen.map(({ rate, quantity }) => ({
          productType: rate.kind,
          label: rate.name,
          priceTTCCents: cents(rate.priceTtcCents),
          quantity,
          notCounting: rate.kind === 'notCounting',
        })),
        ...found.rates
          .filter((rate) => rate.kind === 'touristTax' && !chosen.some((line) => line.rate.id === rate.id))
          .map((rate) => ({
            productType: 'touristTax',
            label: rate.name,
            priceTTCCents: cents(rate.priceTtcCents),
            quantity: 0,
          })),
      ],
    },
    2000,
  );
  const byName = new Map(found.rates.map((rate) => [rate.name, rate]));
  const prices: ReservationPrice[] = priced.lines
    .filter((line) => line.quantity > 0)
    .map((line) => {
      const rate = byName.get(line.label ?? '')!;
      return {
        rateId: rate.id,
        name: rate.name,
        kind: rate.kind,
        priceTtcCents: rate.priceTtcCents,
        quantity: line.quantity,
      };
    });
  const persons = placesTaken(prices);
  if (persons === 0) throw unprocessable(reservationMessages.persons, 'no_person');
  const who = await whoComes(ctx, body);
  return withTransaction(ctx, async (ctx) => {
    if (!(await takePlaces(ctx.tx, ctx.shopId, found.slot.id, persons))) {
      const left = await repo.findSlotWithRates(ctx, body.event.id, body.slot.id);
      throw slotFull(
        found.slot.startsAt,
        Math.max(0, (left?.slot.placesTotal ?? 0) - (left?.slot.placesTaken ?? 0)),
      );
    }
    const id = newId('rsv');
    await repo.insertReservation(ctx, {
      id,
      eventId: body.event.id,
      slotId: found.slot.id,
      source: 'phone',
      ...who,
      prices,
      persons,
      totalTtcCents: priced.ttcCents + priced.touristTaxCents,
      touristTaxCents: priced.touristTaxCents,
      language: body.language ?? null,
      notes: body.notes?.trim() || null,
      paymentState: body.payNow ? 'paid' : 'toPay',
    });
    const answer = await readReservation(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'created',
      before: null,
      after: logged(answer),
      summary: `${found.title} — ${answer.contact.name}`,
    });
    return answer;
  });
}

/** One change of a booking in one transaction, logged; `change` may throw to refuse it. */
async function changeReservation(
  ctx: ServiceContext,
  id: string,
  change: (ctx: ServiceContext, found: repo.ListedReservation) => Promise<Partial<repo.NewReservationRow>>,
  action: 'updated' | 'statusChanged' = 'updated',
): Promise<ReservationAnswer> {
  return withTransaction(ctx, async (ctx) => {
    const found = await repo.findReservation(ctx, id);
    if (!found) throw reservationNotFound();
    const before = describeReservation(found);
    await repo.updateReservation(ctx, id, await change(ctx, found));
    const answer = await readReservation(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action,
      before: logged(before),
      after: logged(answer),
      summary: `${answer.event.title} — ${answer.contact.name}`,
    });
    return answer;
  });
}

const refuseCancelled = (found: repo.ListedReservation) => {
  if (found.reservation.status === 'cancelled')
    throw unprocessable(reservationMessages.cancelled, 'reservation_cancelled');
};

export const checkIn = (ctx: ServiceContext, id: string, status: 'arrived' | 'noShow' | 'booked') =>
  changeReservation(
    ctx,
    id,
    async (_ctx, found) => {
      refuseCancelled(found);
      return { status };
    },
    'statusChanged',
  );

export const setPaymentState = (
  ctx: ServiceContext,
  id: string,
  paymentState: repo.ReservationRow['paymentState'],
) => changeReservation(ctx, id, async () => ({ paymentState }));

export const updateDetails = (
  ctx: ServiceContext,
  id: string,
  body: {
    contact?:
      | { name: string; email?: string | null | undefined; phone?: string | null | undefined }
      | undefined;
    language?: string | null | undefined;
    notes?: string | null | undefined;
  },
) =>
  changeReservation(ctx, id, async () => ({
    ...(body.contact
      ? {
          contactName: body.contact.name,
          contactEmail: body.contact.email ?? null,
          contactPhone: body.contact.phone ?? null,
        }
      : {}),
    ...(body.language !== undefined ? { language: body.language } : {}),
    ...(body.notes !== undefined ? { notes: body.notes?.trim() || null } : {}),
  }));

/** Cancels a booking and gives its places back; with `refund`, what was paid is to be refunded. */
export const cancelReservation = (ctx: ServiceContext, id: string, refund: boolean) =>
  changeReservation(
    ctx,
    id,
    async (ctx, found) => {
      refuseCancelled(found);
      await repo.releasePlaces(ctx, found.reservation.slotId, found.reservation.persons);
      const paid = found.reservation.paymentState === 'paid';
      return { status: 'cancelled', ...(refund && paid ? { paymentState: 'toRefund' as const } : {}) };
    },
    'statusChanged',
  );

/** Moves a booking to another slot of its event, within that slot's places (409 otherwise). */
export const moveReservation = (ctx: ServiceContext, id: string, slotId: string) =>
  changeReservation(ctx, id, async (ctx, found) => {
    refuseCancelled(found);
    const { reservation } = found;
    if (reservation.slotId === slotId) throw unprocessable(reservationMessages.sameSlot, 'same_slot');
    const target = await repo.findSlotWithRates(ctx, reservation.eventId, slotId);
    if (!target) throw notFound('Créneau introuvable', 'slot_not_found');
    if (target.slot.startsAt <= ctx.now) throw unprocessable(reservationMessages.slotGone, 'slot_gone');
    if (!(await takePlaces(ctx.tx, ctx.shopId, slotId, reservation.persons))) {
      throw slotFull(
        target.slot.startsAt,
        Math.max(0, (target.slot.placesTotal ?? 0) - target.slot.placesTaken),
      );
    }
    await repo.releasePlaces(ctx, reservation.slotId, reservation.persons);
    return { slotId };
  });

/** Queues a reminder e-mail to the person who booked (the outbox sends it). */
export const remindReservation = (ctx: ServiceContext, id: string) =>
  changeReservation(ctx, id, async (ctx, found) => {
    refuseCancelled(found);
    const to = found.reservation.contactEmail;
    if (!to) throw unprocessable(reservationMessages.noEmail, 'no_email');
    const when = formatParisDateTime(found.startsAt);
    const text =
      `Bonjour ${found.reservation.contactName},\n\nNous vous rappelons votre réservation « ${found.eventTitle} » ` +
      `le ${when} pour ${found.reservation.persons} personne(s).\n\nÀ bientôt !`;
    await sendMail(ctx.tx, {
      to,
      subject: `Rappel : ${found.eventTitle} le ${when}`,
      text,
      html: text
        .split('\n\n')
        .map((paragraph) => `<p>${paragraph.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
        .join(''),
    });
    return { reminderSentAt: ctx.now };
  });
