// The reservations table (issue 21): every booking of a slot, from the checkout or the desk. Places are taken and
// given back on event_slots with guarded updates, the checkout's capacity guard.
import {
  and,
  asc,
  count,
  desc,
  type Executor,
  eq,
  eventRates,
  eventSlots,
  events,
  inArray,
  reservations,
  type SQL,
  sql,
} from '@sarment/db';
import { parisStartOfDay } from '@sarment/domain/reference';
import { matchesSearchSql, searchRegex, sortableText } from '../../http/list-search.ts';
import { ofShop, type ServiceContext, type ShopScope } from '../../http/service-context.ts';
import type { ReservationSortField } from './reservations.schemas.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

export interface ReservationFilters {
  search?: string | undefined;
  statuses?: readonly string[] | undefined;
  paymentStates?: readonly string[] | undefined;
  eventIds?: readonly string[] | undefined;
  slotIds?: readonly string[] | undefined;
  /** Paris days 'YYYY-MM-DD', both included */
  from?: string | undefined;
  to?: string | undefined;
  /** a buyer's own bookings */
  buyerId?: string | undefined;
}

function conditionsOf(scope: Pick<ShopScope, 'shopId'> | null, filters: ReservationFilters): SQL {
  const conditions: SQL[] = [];
  if (scope) conditions.push(ofShop(scope, reservations));
  const regex = searchRegex(filters.search);
  if (regex) {
    conditions.push(
      sql`(${matchesSearchSql(reservations.contactName, regex)} or ${matchesSearchSql(events.title, regex)})`,
    );
  }
  if (filters.statuses?.length)
    conditions.push(inArray(reservations.status, [...filters.statuses] as never[]));
  if (filters.paymentStates?.length) {
    conditions.push(inArray(reservations.paymentState, [...filters.paymentStates] as never[]));
  }
  if (filters.eventIds?.length) conditions.push(inArray(reservations.eventId, [...filters.eventIds]));
  if (filters.slotIds?.length) conditions.push(inArray(reservations.slotId, [...filters.slotIds]));
  if (filters.from) conditions.push(sql`${eventSlots.startsAt} >= ${parisStartOfDay(filters.from)}`);
  if (filters.to) {
    const [year, month, day] = filters.to.split('-').map(Number) as [number, number, number];
    const nextDay = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    conditions.push(sql`${eventSlots.startsAt} < ${parisStartOfDay(nextDay)}`);
  }
  if (filters.buyerId) conditions.push(eq(reservations.buyerId, filters.buyerId));
  return and(...conditions)!;
}

const sortColumns = {
  startsAt: eventSlots.startsAt,
  createdAt: reservations.createdAt,
  contactName: sortableText(reservations.contactName),
  persons: reservations.persons,
} satisfies Record<ReservationSortField, unknown>;

const listed = {
  reservation: reservations,
  eventTitle: events.title,
  startsAt: eventSlots.startsAt,
  endsAt: eventSlots.endsAt,
};
export type ListedReservation = {
  reservation: ReservationRow;
  eventTitle: string;
  startsAt: Date;
  endsAt: Date;
};

/** One page of bookings with their event and slot; `scope` null lists a buyer's bookings in every shop. */
export async function listReservations(
  db: Executor,
  scope: Pick<ShopScope, 'shopId'> | null,
  filters: ReservationFilters,
  sort: { field: ReservationSortField; descending: boolean },
  window: { limit: number; offset: number },
): Promise<{ rows: ListedReservation[]; total: number }> {
  const where = conditionsOf(scope, filters);
  const direction = sort.descending ? desc : asc;
  const from = () =>
    db
      .select(listed)
      .from(reservations)
      .innerJoin(events, and(eq(events.shopId, reservations.shopId), eq(events.id, reservations.eventId)))
      .innerJoin(
        eventSlots,
        and(eq(eventSlots.shopId, reservations.shopId), eq(eventSlots.id, reservations.slotId)),
      );
  const [rows, totals] = await Promise.all([
    from()
      .where(where)
      .orderBy(direction(sortColumns[sort.field]), asc(reservations.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: count() })
      .from(reservations)
      .innerJoin(events, and(eq(events.shopId, reservations.shopId), eq(events.id, reservations.eventId)))
      .innerJoin(
        eventSlots,
        and(eq(eventSlots.shopId, reservations.shopId), eq(eventSlots.id, reservations.slotId)),
      )
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findReservation(scope: ShopScope, id: string): Promise<ListedReservation | undefined> {
  const [row] = await scope.tx
    .select(listed)
    .from(reservations)
    .innerJoin(events, and(eq(events.shopId, reservations.shopId), eq(events.id, reservations.eventId)))
    .innerJoin(
      eventSlots,
      and(eq(eventSlots.shopId, reservations.shopId), eq(eventSlots.id, reservations.slotId)),
    )
    .where(and(ofShop(scope, reservations), eq(reservations.id, id)));
  return row;
}

/** A slot of the event with the event's rates, or undefined for another event's or shop's slot. */
export async function findSlotWithRates(scope: ShopScope, eventId: string, slotId: string) {
  const [slot] = await scope.tx
    .select({ slot: eventSlots, title: events.title, status: events.status })
    .from(eventSlots)
    .innerJoin(events, and(eq(events.shopId, eventSlots.shopId), eq(events.id, eventSlots.eventId)))
    .where(and(ofShop(scope, eventSlots), eq(eventSlots.id, slotId), eq(eventSlots.eventId, eventId)));
  if (!slot) return undefined;
  const rates = await scope.tx
    .select()
    .from(eventRates)
    .where(and(ofShop(scope, eventRates), eq(eventRates.eventId, eventId)))
    .orderBy(asc(eventRates.position));
  return { ...slot, rates };
}

export async function insertReservation(ctx: ServiceContext, row: Omit<NewReservationRow, 'shopId'>) {
  await ctx.tx
    .insert(reservations)
    .values({ ...row, shopId: ctx.shopId, createdAt: ctx.now, updatedAt: ctx.now });
}

export async function updateReservation(ctx: ServiceContext, id: string, change: Partial<NewReservationRow>) {
  await ctx.tx
    .update(reservations)
    .set({ ...change, updatedAt: ctx.now })
    .where(and(ofShop(ctx, reservations), eq(reservations.id, id)));
}

/** Gives places back to a slot (never below zero). */
export async function releasePlaces(scope: ShopScope, slotId: string, persons: number) {
  await scope.tx
    .update(eventSlots)
    .set({ placesTaken: sql`greatest(0, ${eventSlots.placesTaken} - ${persons})` })
    .where(and(ofShop(scope, eventSlots), eq(eventSlots.id, slotId)));
}
