import {
  and,
  asc,
  type Database,
  eq,
  eventRates,
  eventSlots,
  events,
  gt,
  inArray,
  products,
} from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';

/** Online events of a shop (all, or those listed), with their rates and next slots from `after`. */
export async function listOnlineEvents(
  db: Database,
  shopId: string,
  options: { eventIds?: readonly string[] | undefined; after: Date },
) {
  const conditions = [ofShop({ shopId }, events), eq(events.status, 'online')];
  if (options.eventIds?.length) conditions.push(inArray(events.id, [...options.eventIds]));
  const eventRows = await db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.title));
  const ids = eventRows.map((e) => e.id);
  if (ids.length === 0) return { events: [], rates: [], slots: [] };
  const [rateRows, slotRows] = await Promise.all([
    db
      .select()
      .from(eventRates)
      .where(and(ofShop({ shopId }, eventRates), inArray(eventRates.eventId, ids))),
    db
      .select()
      .from(eventSlots)
      .where(
        and(
          ofShop({ shopId }, eventSlots),
          inArray(eventSlots.eventId, ids),
          gt(eventSlots.startsAt, options.after),
        ),
      )
      .orderBy(asc(eventSlots.startsAt)),
  ]);
  return { events: eventRows, rates: rateRows, slots: slotRows };
}

/** The url slug and last change of the products a visitor may open, for the sitemap. */
export async function listProductSlugs(db: Database, shopId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(ofShop({ shopId }, products), inArray(products.id, productIds)));
}
