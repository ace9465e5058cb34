import { and, asc, type Executor, eq, eventRates, eventSlots, events, gt, shops, sql } from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';

/** An online event of a shop with its rates and its next slots (to book from the shop page), and whether the
 * shop reserves its prices to members. */
export async function findBookableEvent(
  db: Executor,
  shopId: string,
  eventId: string,
  after: Date,
  limit: number,
) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      durationMinutes: events.durationMinutes,
      visibility: events.visibility,
      membersOnlyPrices: sql<boolean>`coalesce((${shops.settings} ->> 'membersOnlyPrices')::boolean, false)`,
    })
    .from(events)
    .innerJoin(shops, eq(shops.id, events.shopId))
    .where(and(ofShop({ shopId }, events), eq(events.id, eventId), eq(events.status, 'online')))
    .limit(1);
  if (!event) return undefined;
  const [rates, slots] = await Promise.all([
    db
      .select({
        id: eventRates.id,
        name: eventRates.name,
        kind: eventRates.kind,
        priceTtcCents: eventRates.priceTtcCents,
      })
      .from(eventRates)
      .where(and(ofShop({ shopId }, eventRates), eq(eventRates.eventId, eventId)))
      .orderBy(asc(eventRates.position), asc(eventRates.id)),
    db
      .select({
        id: eventSlots.id,
        startsAt: eventSlots.startsAt,
        endsAt: eventSlots.endsAt,
        placesTotal: eventSlots.placesTotal,
        placesTaken: eventSlots.placesTaken,
      })
      .from(eventSlots)
      .where(
        and(ofShop({ shopId }, eventSlots), eq(eventSlots.eventId, eventId), gt(eventSlots.startsAt, after)),
      )
      .orderBy(asc(eventSlots.startsAt))
      .limit(limit),
  ]);
  return { ...event, rates, slots };
}

/** Online events of a shop with at least one slot to come (only while the shop runs reservations). */
export async function listBookableEvents(db: Executor, shopId: string, after: Date) {
  return db
    .selectDistinct({ id: events.id, title: events.title, visibility: events.visibility })
    .from(events)
    .innerJoin(eventSlots, and(eq(eventSlots.shopId, events.shopId), eq(eventSlots.eventId, events.id)))
    .innerJoin(shops, eq(shops.id, events.shopId))
    .where(
      and(
        ofShop({ shopId }, events),
        eq(events.status, 'online'),
        gt(eventSlots.startsAt, after),
        sql`(${shops.integration} -> 'reservations' ->> 'active')::boolean`,
      ),
    )
    .orderBy(asc(events.title));
}
