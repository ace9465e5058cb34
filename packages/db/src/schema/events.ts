import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import {
  checkIn,
  checkNonNegative,
  createdAtColumn,
  idColumn,
  shopIdColumn,
  timestamptz,
  updatedAtColumn,
} from './columns.ts';
import { type EventRateKind, eventRateKinds, eventStatuses, type VatType, vatTypes } from './enums.ts';
import { shops } from './shops.ts';

// spec §3 Event: wine tourism events with time slots and rates
export const events = pgTable(
  'events',
  {
    shopId: shopIdColumn().references(() => shops.id, { onDelete: 'cascade' }),
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    /** language codes the event is held in, e.g. ['fr', 'en'] */
    languages: jsonb('languages').$type<string[]>().notNull().default(['fr']),
    durationMinutes: integer('duration_minutes').notNull(),
    /** spec §3: reservation mandatory or optional */
    mandatory: boolean('mandatory').notNull().default(true),
    visuals: jsonb('visuals').$type<string[]>().notNull().default([]),
    status: text('status').$type<(typeof eventStatuses)[number]>().notNull().default('online'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('events_shop_status_idx').on(t.shopId, t.status),
    checkIn('events_status_check', t.status, eventStatuses),
    check('events_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

/** A bookable time slot; places_total null means unlimited places (spec §3). */
export const eventSlots = pgTable(
  'event_slots',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    eventId: text('event_id').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    placesTotal: integer('places_total'),
    placesTaken: integer('places_taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'event_slots_event_fk',
      columns: [t.shopId, t.eventId],
      foreignColumns: [events.shopId, events.id],
    }).onDelete('cascade'),
    index('event_slots_event_starts_idx').on(t.shopId, t.eventId, t.startsAt),
    // spec §5: maximum places reached for a slot; a booking beyond it fails instead of overbooking
    check('event_slots_places_check', sql`${t.placesTaken} <= ${t.placesTotal}`),
    checkNonNegative('event_slots_places_taken_check', t.placesTaken),
    check('event_slots_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** spec §3 Reservation line selectedPrices: counting persons, notCounting (children), touristTax. */
export const eventRates = pgTable(
  'event_rates',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    eventId: text('event_id').notNull(),
    name: text('name').notNull(),
    priceTtcCents: integer('price_ttc_cents').notNull(),
    kind: text('kind').$type<EventRateKind>().notNull().default('counting'),
    vatType: text('vat_type').$type<VatType>().notNull().default('standard'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'event_rates_event_fk',
      columns: [t.shopId, t.eventId],
      foreignColumns: [events.shopId, events.id],
    }).onDelete('cascade'),
    checkIn('event_rates_kind_check', t.kind, eventRateKinds),
    checkIn('event_rates_vat_type_check', t.vatType, vatTypes),
    checkNonNegative('event_rates_price_check', t.priceTtcCents),
  ],
);
