// The events, event_slots and event_rates tables as the back office reads and writes them (issue 21). Every query
// filters on the context's shop.
import {
  and,
  asc,
  count,
  desc,
  eq,
  eventRates,
  eventSlots,
  events,
  inArray,
  orderReservations,
  reservations,
  type SQL,
  sql,
} from '@sarment/db';
import { matchesSearchSql, searchRegex, sortableText } from '../../http/list-search.ts';
import { ofShop, type ServiceContext, type ShopScope } from '../../http/service-context.ts';
import type { EventSortField } from './events.schemas.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type EventRateRow = typeof eventRates.$inferSelect;
export type EventSlotRow = typeof eventSlots.$inferSelect;

export interface EventFilters {
  search?: string | undefined;
  statuses?: readonly string[] | undefined;
}

function conditionsOf(scope: ShopScope, filters: EventFilters): SQL {
  const conditions: SQL[] = [ofShop(scope, events)];
  const regex = searchRegex(filters.search);
  if (regex) conditions.push(matchesSearchSql(events.title, regex));
  if (filters.statuses?.length) conditions.push(inArray(events.status, [...filters.statuses] as never[]));
  return and(...conditions)!;
}

// drizzle writes a selected column of the main table without its table name: inside a subquery of event_slots
// that would name the slot's own columns, so the subqueries name the event's columns in full
const ownEvent = { shopId: sql.raw('"events"."shop_id"'), id: sql.raw('"events"."id"') };

const nextSlotSql = sql<Date | null>`(select min(s.starts_at) from event_slots s
  where s.shop_id = ${ownEvent.shopId} and s.event_id = ${ownEvent.id} and s.starts_at > now())`;

const sortColumns = {
  title: sortableText(events.title),
  createdAt: events.createdAt,
  nextSlot: nextSlotSql,
} satisfies Record<EventSortField, unknown>;

/** One page of the shop's events with their next slot and the places of the slots to come. */
export async function listEvents(
  scope: ShopScope,
  filters: EventFilters,
  sort: { field: EventSortField; descending: boolean },
  window: { limit: number; offset: number },
) {
  const where = conditionsOf(scope, filters);
  const direction = sort.descending ? desc : asc;
  const [rows, totals] = await Promise.all([
    scope.tx
      .select({
        id: events.id,
        title: events.title,
        status: events.status,
        location: events.location,
        durationMinutes: events.durationMinutes,
        placesPerSlot: events.placesPerSlot,
        nextSlot: sql<string | null>`(${nextSlotSql})::text`,
        slotsToCome: sql<number>`(select count(*)::int from event_slots s
          where s.shop_id = ${ownEvent.shopId} and s.event_id = ${ownEvent.id} and s.starts_at > now())`,
        placesTakenToCome: sql<number>`(select coalesce(sum(s.places_taken), 0)::int from event_slots s
          where s.shop_id = ${ownEvent.shopId} and s.event_id = ${ownEvent.id} and s.starts_at > now())`,
      })
      .from(events)
      .where(where)
      .orderBy(direction(sortColumns[sort.field]), asc(events.id))
      .limit(window.limit)
      .offset(window.offset),
    scope.tx.select({ total: count() }).from(events).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findEvent(scope: ShopScope, id: string) {
  const [event] = await scope.tx
    .select()
    .from(events)
    .where(and(ofShop(scope, events), eq(events.id, id)));
  if (!event) return undefined;
  const [rates, slots] = await Promise.all([
    scope.tx
      .select()
      .from(eventRates)
      .where(and(ofShop(scope, eventRates), eq(eventRates.eventId, id)))
      .orderBy(asc(eventRates.position), asc(eventRates.id)),
    findSlots(scope, id),
  ]);
  return { event, rates, slots };
}

export function findSlots(scope: ShopScope, eventId: string): Promise<EventSlotRow[]> {
  return scope.tx
    .select()
    .from(eventSlots)
    .where(and(ofShop(scope, eventSlots), eq(eventSlots.eventId, eventId)))
    .orderBy(asc(eventSlots.startsAt), asc(eventSlots.id));
}

export async function insertEvent(ctx: ServiceContext, row: Omit<NewEventRow, 'shopId'>) {
  await ctx.tx.insert(events).values({ ...row, shopId: ctx.shopId, createdAt: ctx.now, updatedAt: ctx.now });
}

export async function updateEvent(ctx: ServiceContext, id: string, change: Partial<NewEventRow>) {
  await ctx.tx
    .update(events)
    .set({ ...change, updatedAt: ctx.now })
    .where(and(ofShop(ctx, events), eq(events.id, id)));
}

export async function deleteEvent(ctx: ServiceContext, id: string) {
  await ctx.tx.delete(events).where(and(ofShop(ctx, events), eq(events.id, id)));
}

export async function replaceRates(
  ctx: ServiceContext,
  eventId: string,
  rates: Omit<typeof eventRates.$inferInsert, 'shopId' | 'eventId'>[],
) {
  await ctx.tx.delete(eventRates).where(and(ofShop(ctx, eventRates), eq(eventRates.eventId, eventId)));
  if (rates.length) {
    await ctx.tx.insert(eventRates).values(rates.map((rate) => ({ ...rate, shopId: ctx.shopId, eventId })));
  }
}

export async function insertSlots(
  ctx: ServiceContext,
  eventId: string,
  slots: { id: string; startsAt: Date; endsAt: Date; placesTotal: number | null }[],
) {
  for (let start = 0; start < slots.length; start += 500) {
    await ctx.tx
      .insert(eventSlots)
      .values(slots.slice(start, start + 500).map((slot) => ({ ...slot, shopId: ctx.shopId, eventId })));
  }
}

export async function updateSlot(
  ctx: ServiceContext,
  slotId: string,
  change: { endsAt: Date; placesTotal: number | null },
) {
  await ctx.tx
    .update(eventSlots)
    .set(change)
    .where(and(ofShop(ctx, eventSlots), eq(eventSlots.id, slotId)));
}

export async function deleteSlots(ctx: ServiceContext, slotIds: string[]) {
  if (!slotIds.length) return;
  await ctx.tx.delete(eventSlots).where(and(ofShop(ctx, eventSlots), inArray(eventSlots.id, slotIds)));
}

/** Slots (of `slotIds`) that some booking names, cancelled or not: they stay, for the orders' sake. */
export async function bookedSlotIds(scope: ShopScope, slotIds: string[]): Promise<Set<string>> {
  if (!slotIds.length) return new Set();
  const [fromOrders, fromDesk] = await Promise.all([
    scope.tx
      .selectDistinct({ id: orderReservations.slotId })
      .from(orderReservations)
      .where(and(ofShop(scope, orderReservations), inArray(orderReservations.slotId, slotIds))),
    scope.tx
      .selectDistinct({ id: reservations.slotId })
      .from(reservations)
      .where(and(ofShop(scope, reservations), inArray(reservations.slotId, slotIds))),
  ]);
  return new Set([...fromOrders, ...fromDesk].map((row) => row.id));
}

/** True when any order or booking names the event. */
export async function isEventBooked(scope: ShopScope, eventId: string): Promise<boolean> {
  const [fromOrders, fromDesk] = await Promise.all([
    scope.tx
      .select({ n: count() })
      .from(orderReservations)
      .where(and(ofShop(scope, orderReservations), eq(orderReservations.eventId, eventId))),
    scope.tx
      .select({ n: count() })
      .from(reservations)
      .where(and(ofShop(scope, reservations), eq(reservations.eventId, eventId))),
  ]);
  return (fromOrders[0]?.n ?? 0) + (fromDesk[0]?.n ?? 0) > 0;
}
