// A buyer's own booking (issue 21, spec §2 /dashboard/reservations/{id} for a buyer): read it, and cancel it while
// it is booked and its slot has not begun (events hold no cancellation rule of their own yet). Another buyer's
// booking, or a desk booking without the buyer's account, is unknown (404). Cancelling gives the places back and
// marks what was paid 'to refund' (the shop refunds it), as the staff's cancel with refund does.
import { type Executor, eq, reservations } from '@sarment/db';
import type { AuthContext } from '../../http/auth-context.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { actorOf } from '../activity/record-activity.ts';
import * as repo from './reservations.repo.ts';
import type { ReservationAnswer } from './reservations.schemas.ts';
import { cancelReservation, describeReservation } from './reservations.service.ts';

export const myReservationMessages = {
  notFound: 'Réservation introuvable',
  notBooked: 'Cette réservation ne peut plus être annulée.',
  started: 'Ce créneau a déjà commencé : la réservation ne peut plus être annulée.',
} as const;

/** The buyer's booking with the shop it belongs to (a buyer path has no tenant: the booking names its shop). */
async function findMine(db: Executor, userId: string, id: string) {
  const [owned] = await db
    .select({ shopId: reservations.shopId, buyerId: reservations.buyerId })
    .from(reservations)
    .where(eq(reservations.id, id))
    .limit(1);
  if (!owned || owned.buyerId !== userId)
    throw notFound(myReservationMessages.notFound, 'reservation_not_found');
  const found = await repo.findReservation({ shopId: owned.shopId, tx: db }, id);
  if (!found) throw notFound(myReservationMessages.notFound, 'reservation_not_found');
  return { shopId: owned.shopId, found };
}

export async function readMyReservation(
  db: Executor,
  auth: AuthContext,
  id: string,
): Promise<ReservationAnswer> {
  return describeReservation((await findMine(db, auth.user.id, id)).found);
}

export async function cancelMyReservation(
  db: ServiceContext['db'],
  auth: AuthContext,
  id: string,
  now: Date,
): Promise<ReservationAnswer> {
  const { shopId, found } = await findMine(db, auth.user.id, id);
  if (found.reservation.status !== 'booked')
    throw unprocessable(myReservationMessages.notBooked, 'reservation_not_cancellable');
  if (found.startsAt <= now) throw unprocessable(myReservationMessages.started, 'slot_started');
  const ctx: ServiceContext = { shopId, actor: actorOf(auth), now, tx: db, auth, db };
  return cancelReservation(ctx, id, true);
}
