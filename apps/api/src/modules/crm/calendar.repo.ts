// What the calendar reads besides tasks: the shop's event slots and reservations in a period, and the members'
// private feed tokens (kept as sha256 only).
import { and, asc, calendarFeeds, eq, eventSlots, events, reservations, type SQL, sql } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

const overlaps = (
  start: SQL | typeof eventSlots.startsAt,
  end: SQL | typeof eventSlots.endsAt,
  range: { from: Date; to: Date },
) => sql`${start} < ${range.to} and ${end} > ${range.from}`;

export async function listEventSlots(scope: ShopScope, range: { from: Date; to: Date }) {
  return scope.tx
    .select({
      id: eventSlots.id,
      eventId: eventSlots.eventId,
      title: events.title,
      startsAt: eventSlots.startsAt,
      endsAt: eventSlots.endsAt,
      placesTotal: eventSlots.placesTotal,
      placesTaken: eventSlots.placesTaken,
    })
    .from(eventSlots)
    .innerJoin(events, and(eq(events.shopId, eventSlots.shopId), eq(events.id, eventSlots.eventId)))
    .where(and(ofShop(scope, eventSlots), overlaps(eventSlots.startsAt, eventSlots.endsAt, range)))
    .orderBy(asc(eventSlots.startsAt), asc(eventSlots.id))
    .limit(2000);
}

export async function listReservations(scope: ShopScope, range: { from: Date; to: Date }) {
  return scope.tx
    .select({
      id: reservations.id,
      eventTitle: events.title,
      contactName: reservations.contactName,
      persons: reservations.persons,
      startsAt: eventSlots.startsAt,
      endsAt: eventSlots.endsAt,
    })
    .from(reservations)
    .innerJoin(
      eventSlots,
      and(eq(eventSlots.shopId, reservations.shopId), eq(eventSlots.id, reservations.slotId)),
    )
    .innerJoin(events, and(eq(events.shopId, reservations.shopId), eq(events.id, reservations.eventId)))
    .where(
      and(
        ofShop(scope, reservations),
        sql`${reservations.status} <> 'cancelled'`,
        overlaps(eventSlots.startsAt, eventSlots.endsAt, range),
      ),
    )
    .orderBy(asc(eventSlots.startsAt), asc(reservations.id))
    .limit(2000);
}

export async function findFeed(scope: ShopScope, userId: string) {
  const [row] = await scope.tx
    .select()
    .from(calendarFeeds)
    .where(and(ofShop(scope, calendarFeeds), eq(calendarFeeds.userId, userId)));
  return row;
}

/** The member a feed token belongs to, in the shop the token names. */
export async function findFeedByToken(scope: ShopScope, tokenHash: string) {
  const [row] = await scope.tx
    .select()
    .from(calendarFeeds)
    .where(and(ofShop(scope, calendarFeeds), eq(calendarFeeds.tokenHash, tokenHash)));
  return row;
}

/** One feed per member and shop: a new token replaces the old one, which stops answering at once. */
export async function replaceFeed(scope: ShopScope & { now: Date }, userId: string, tokenHash: string) {
  await scope.tx
    .insert(calendarFeeds)
    .values({ shopId: scope.shopId, userId, tokenHash, createdAt: scope.now })
    .onConflictDoUpdate({
      target: [calendarFeeds.shopId, calendarFeeds.userId],
      set: { tokenHash, createdAt: scope.now },
    });
}

export async function deleteFeed(scope: ShopScope, userId: string) {
  await scope.tx
    .delete(calendarFeeds)
    .where(and(ofShop(scope, calendarFeeds), eq(calendarFeeds.userId, userId)));
}
