import {
  and,
  asc,
  type Database,
  eq,
  eventRates,
  eventSlots,
  events,
  getTableColumns,
  inArray,
  jsonList,
  jsonObject,
  products,
  sql,
} from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';

// an event's rates, and its next slots from a moment, as JSON lists (one query for the events of a page)
const ratesOfEvent = jsonList(
  sql`select ${jsonObject(getTableColumns(eventRates))} as rate, ${eventRates.position} as rank
    from ${eventRates} where ${eventRates.shopId} = ${events.shopId} and ${eventRates.eventId} = ${events.id}`,
  { field: 'rate', orderBy: 'rank' },
);
const nextSlotsOfEvent = (after: Date, limit: number) =>
  jsonList(
    sql`select ${jsonObject(getTableColumns(eventSlots))} as slot, ${eventSlots.startsAt} as rank
      from ${eventSlots} where ${eventSlots.shopId} = ${events.shopId} and ${eventSlots.eventId} = ${events.id}
        and ${eventSlots.startsAt} > ${after.toISOString()}::timestamptz
      order by ${eventSlots.startsAt} limit ${limit}`,
    { field: 'slot', orderBy: 'rank' },
  );

type JsonSlot = Omit<typeof eventSlots.$inferSelect, 'startsAt' | 'endsAt'> & {
  startsAt: string;
  endsAt: string;
};

/**
 * Online events of a shop (all, or those listed), with their rates and their first `slotsPerEvent` slots from
 * `after` (by start), in one query.
 */
export async function listOnlineEvents(
  db: Database,
  shopId: string,
  options: { eventIds?: readonly string[] | undefined; after: Date; slotsPerEvent: number },
) {
  const conditions = [ofShop({ shopId }, events), eq(events.status, 'online')];
  if (options.eventIds?.length) conditions.push(inArray(events.id, [...options.eventIds]));
  const rows = await db
    .select({
      event: events,
      rates: sql<(typeof eventRates.$inferSelect)[]>`${ratesOfEvent}`,
      slots: sql<JsonSlot[]>`${nextSlotsOfEvent(options.after, options.slotsPerEvent)}`,
    })
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.title));
  return {
    events: rows.map((row) => row.event),
    rates: rows.flatMap((row) => row.rates),
    slots: rows.flatMap((row) =>
      row.slots.map((slot) => ({
        ...slot,
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
      })),
    ),
  };
}

/** The url slug and last change of the products a visitor may open, for the sitemap. */
export async function listProductSlugs(db: Database, shopId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(ofShop({ shopId }, products), inArray(products.id, productIds)));
}
