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
  uniqueIndex,
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
import type { ReservationPrice } from './types.ts';

/** Who may see and book an event (spec §1): every visitor, some typologies only, or logged-in members only. */
export interface EventVisibility {
  /** typology keys; empty: every typology */
  typologies: string[];
  membersOnly: boolean;
}

/** The weekly rule an event's slots were made from (Paris time), kept to show and edit it. */
export interface EventSchedule {
  kind: 'weekly' | 'dates';
  /** ISO weekdays, 1 Monday … 7 Sunday */
  days: number[];
  /** 'HH:MM' in Paris time */
  times: string[];
  /** 'YYYY-MM-DD', inclusive */
  from: string | null;
  to: string | null;
  /** 'YYYY-MM-DD' days without slots */
  exceptions: string[];
}

export const reservationStatuses = ['booked', 'arrived', 'noShow', 'cancelled'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const reservationPaymentStates = ['toPay', 'paid', 'toRefund', 'refunded'] as const;
export type ReservationPaymentState = (typeof reservationPaymentStates)[number];
export const reservationSources = ['shop', 'phone'] as const;

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
    visibility: jsonb('visibility')
      .$type<EventVisibility>()
      .notNull()
      .default({ typologies: [], membersOnly: false }),
    /** places of each new slot; null: unlimited (spec §3 'free or unlimited') */
    placesPerSlot: integer('places_per_slot'),
    schedule: jsonb('schedule').$type<EventSchedule>(),
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
    /** an optional extra the visitor may add (spec §3 optionalQuantities) */
    optional: boolean('optional').notNull().default(false),
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

/**
 * Every booking of a slot, from the shop's checkout (order_id and line_no of its order_reservations row) or taken
 * by the staff on the phone: who comes, how many per rate, check-in and payment state. Its persons are the places
 * it holds in event_slots.places_taken while not cancelled.
 */
export const reservations = pgTable(
  'reservations',
  {
    shopId: shopIdColumn(),
    id: idColumn(),
    eventId: text('event_id').notNull(),
    slotId: text('slot_id').notNull(),
    source: text('source').$type<(typeof reservationSources)[number]>().notNull(),
    orderId: text('order_id'),
    orderLineNo: integer('order_line_no'),
    /** the buyer's account (users.id, a global table) when known */
    buyerId: text('buyer_id'),
    /** the CRM client, once the CRM's clients table exists */
    clientId: text('client_id'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    prices: jsonb('prices').$type<ReservationPrice[]>().notNull().default([]),
    persons: integer('persons').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull().default(0),
    touristTaxCents: integer('tourist_tax_cents').notNull().default(0),
    language: text('language'),
    notes: text('notes'),
    status: text('status').$type<ReservationStatus>().notNull().default('booked'),
    paymentState: text('payment_state').$type<ReservationPaymentState>().notNull().default('toPay'),
    reminderSentAt: timestamptz('reminder_sent_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    foreignKey({
      name: 'reservations_event_fk',
      columns: [t.shopId, t.eventId],
      foreignColumns: [events.shopId, events.id],
    }),
    foreignKey({
      name: 'reservations_slot_fk',
      columns: [t.shopId, t.slotId],
      foreignColumns: [eventSlots.shopId, eventSlots.id],
    }),
    index('reservations_slot_idx').on(t.shopId, t.slotId),
    index('reservations_buyer_idx').on(t.buyerId),
    uniqueIndex('reservations_order_line_key').on(t.shopId, t.orderId, t.orderLineNo),
    checkNonNegative('reservations_persons_check', t.persons),
    checkIn('reservations_status_check', t.status, reservationStatuses),
    checkIn('reservations_payment_state_check', t.paymentState, reservationPaymentStates),
    checkIn('reservations_source_check', t.source, reservationSources),
  ],
);
