// A shop's events (issue 21): read, create, change and delete, each write in one transaction with its activity log
// entry. Slots come from the weekly rule (Paris time, made again on each write, only for the days to come) and from
// single dates; a slot someone booked is never removed, and its places never go below the places taken.
import { newId } from '@sarment/db';
import { type EventInput, slotsOfWeeklyRule } from '@sarment/domain/events';
import { cents, centsToEuros } from '@sarment/domain/money';
import { formatParisDateTime } from '@sarment/domain/reference';
import { notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { sanitizeRichText } from '../../http/sanitize-html.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './events.repo.ts';
import type { EventAnswer, EventListQuery } from './events.schemas.ts';

export const eventMessages = {
  notFound: 'Événement introuvable',
  slotNotFound: 'Créneau introuvable',
  booked: 'Cet événement a des réservations : il ne peut pas être supprimé. Fermez-le plutôt.',
  slotBooked: (start: Date) =>
    `Le créneau du ${formatParisDateTime(start)} a des réservations : il ne peut pas être supprimé.`,
  placesBelowTaken: (start: Date, taken: number) =>
    `Le créneau du ${formatParisDateTime(start)} a déjà ${taken} place(s) réservée(s) : il ne peut pas en avoir moins.`,
} as const;
const ENTITY = 'event';

export const eventNotFound = () => notFound(eventMessages.notFound, 'event_not_found');
const euros = (amountCents: number) => centsToEuros(cents(amountCents));
const ruleKey = (date: Date) => date.toISOString();

type Found = NonNullable<Awaited<ReturnType<typeof repo.findEvent>>>;

function ruleSlotsOf(event: Pick<EventInput, 'schedule' | 'durationMinutes'>) {
  return event.schedule ? slotsOfWeeklyRule(event.schedule, event.durationMinutes) : [];
}

export function describeEvent({ event, rates, slots }: Found): EventAnswer {
  const stored = event.schedule;
  const schedule =
    stored?.kind === 'weekly' && stored.from && stored.to
      ? {
          days: stored.days,
          times: stored.times,
          from: stored.from,
          to: stored.to,
          exceptions: stored.exceptions,
        }
      : null;
  const fromRule = new Set(
    ruleSlotsOf({ schedule, durationMinutes: event.durationMinutes }).map((slot) => ruleKey(slot.startsAt)),
  );
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    languages: event.languages,
    durationMinutes: event.durationMinutes,
    mandatory: event.mandatory,
    visuals: event.visuals,
    status: event.status,
    places: event.placesPerSlot,
    visibility: event.visibility,
    rates: rates.map((rate) => ({
      id: rate.id,
      name: rate.name,
      priceTTC: euros(rate.priceTtcCents),
      kind: rate.kind,
      vatType: rate.vatType,
      optional: rate.optional,
    })),
    schedule,
    slots: slots.map((slot) => ({
      id: slot.id,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      places: slot.placesTotal,
      placesTaken: slot.placesTaken,
      placesLeft: slot.placesTotal === null ? null : Math.max(0, slot.placesTotal - slot.placesTaken),
      fromRule: fromRule.has(ruleKey(slot.startsAt)),
    })),
  };
}

/** What the activity log compares: the event's own fields and rates; slots are logged by their count. */
function logged(answer: EventAnswer) {
  const { id: _id, slots, ...fields } = answer;
  return { ...fields, rates: fields.rates.map(({ id: _rate, ...rate }) => rate), slots: slots.length };
}

function rowOf(body: EventInput) {
  return {
    title: body.title,
    description: body.description ? sanitizeRichText(body.description) : null,
    location: body.location || null,
    languages: body.languages,
    durationMinutes: body.durationMinutes,
    mandatory: body.mandatory,
    visuals: body.visuals,
    status: body.status,
    placesPerSlot: body.places,
    visibility: body.visibility,
    schedule: body.schedule ? { kind: 'weekly' as const, ...body.schedule } : null,
  };
}

function ratesOf(body: EventInput) {
  return body.rates.map((rate, position) => ({
    id: rate.id?.startsWith('rat_') ? rate.id : newId('rat'),
    name: rate.name,
    priceTtcCents: Math.round(rate.priceTTC * 100),
    kind: rate.kind,
    vatType: rate.vatType,
    optional: rate.optional,
    position,
  }));
}

interface WantedSlot {
  id?: string | undefined;
  startsAt: Date;
  endsAt: Date;
  placesTotal: number | null;
}

/** The slots the body asks for: the rule's days to come, and the single dates (those not made by the rule). */
function wantedSlots(ctx: ServiceContext, body: EventInput): WantedSlot[] {
  const duration = body.durationMinutes * 60_000;
  const fromRule = ruleSlotsOf(body)
    .filter((slot) => slot.startsAt > ctx.now)
    .map((slot) => ({ ...slot, placesTotal: body.places }));
  const taken = new Set(fromRule.map((slot) => ruleKey(slot.startsAt)));
  const single = body.slots
    .filter((slot) => !slot.fromRule)
    .map((slot) => {
      const startsAt = new Date(slot.startsAt);
      return {
        id: slot.id,
        startsAt,
        endsAt: slot.endsAt ? new Date(slot.endsAt) : new Date(startsAt.getTime() + duration),
        placesTotal: slot.places === undefined || slot.places === null ? body.places : slot.places,
      };
    })
    .filter((slot) => !taken.has(ruleKey(slot.startsAt)));
  return [...fromRule, ...single];
}

/** Makes the event's slots those the body asks for; past slots and booked slots are kept as they are. */
async function syncSlots(ctx: ServiceContext, eventId: string, body: EventInput) {
  const existing = await repo.findSlots(ctx, eventId);
  const byId = new Map(existing.map((slot) => [slot.id, slot]));
  const byStart = new Map(existing.map((slot) => [ruleKey(slot.startsAt), slot]));
  const kept = new Set<string>();
  const added: WantedSlot[] = [];
  for (const wanted of wantedSlots(ctx, body)) {
    const match = (wanted.id && byId.get(wanted.id)) || byStart.get(ruleKey(wanted.startsAt));
    if (!match || kept.has(match.id)) {
      added.push(wanted);
      continue;
    }
    kept.add(match.id);
    if (wanted.placesTotal !== null && wanted.placesTotal < match.placesTaken) {
      throw unprocessable(
        eventMessages.placesBelowTaken(match.startsAt, match.placesTaken),
        'places_below_taken',
      );
    }
    if (match.endsAt.getTime() !== wanted.endsAt.getTime() || match.placesTotal !== wanted.placesTotal) {
      await repo.updateSlot(ctx, match.id, { endsAt: wanted.endsAt, placesTotal: wanted.placesTotal });
    }
  }
  const dropped = existing.filter((slot) => !kept.has(slot.id) && slot.startsAt > ctx.now);
  const booked = await repo.bookedSlotIds(
    ctx,
    dropped.map((slot) => slot.id),
  );
  const refused = dropped.find((slot) => booked.has(slot.id) || slot.placesTaken > 0);
  if (refused) throw unprocessable(eventMessages.slotBooked(refused.startsAt), 'slot_booked');
  await repo.deleteSlots(
    ctx,
    dropped.map((slot) => slot.id),
  );
  await repo.insertSlots(
    ctx,
    eventId,
    added.map((slot) => ({
      id: newId('slt'),
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      placesTotal: slot.placesTotal,
    })),
  );
}

export async function listEventPage(ctx: ServiceContext, query: EventListQuery) {
  const page = await repo.listEvents(ctx, filtersOf(query), query.sort, pageWindow(query));
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      location: row.location,
      durationMinutes: row.durationMinutes,
      places: row.placesPerSlot,
      nextSlot: row.nextSlot ? new Date(row.nextSlot).toISOString() : null,
      slotsToCome: row.slotsToCome,
      placesTakenToCome: row.placesTakenToCome,
    })),
    total: page.total,
  };
}

export function filtersOf(query: Pick<EventListQuery, 'search' | 'status'>): repo.EventFilters {
  return { search: query.search, statuses: query.status };
}

export async function readEvent(ctx: ServiceContext, id: string): Promise<EventAnswer> {
  const found = await repo.findEvent(ctx, id);
  if (!found) throw eventNotFound();
  return describeEvent(found);
}

export async function createEvent(ctx: ServiceContext, body: EventInput): Promise<EventAnswer> {
  return withTransaction(ctx, async (ctx) => {
    const id = newId('evt');
    await repo.insertEvent(ctx, { id, ...rowOf(body) });
    // a new event's rates are new: ids in the body (a copied event) are not kept
    await repo.replaceRates(
      ctx,
      id,
      ratesOf(body).map((rate) => ({ ...rate, id: newId('rat') })),
    );
    await syncSlots(ctx, id, body);
    const answer = await readEvent(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'created',
      before: null,
      after: logged(answer),
      summary: answer.title,
    });
    return answer;
  });
}

export async function updateEvent(ctx: ServiceContext, id: string, body: EventInput): Promise<EventAnswer> {
  return withTransaction(ctx, async (ctx) => {
    const found = await repo.findEvent(ctx, id);
    // an id in the body names the event it was read from: another one is not this event
    if (!found || (body.id !== undefined && body.id !== id)) throw eventNotFound();
    const before = describeEvent(found);
    await repo.updateEvent(ctx, id, rowOf(body));
    const known = new Set(found.rates.map((rate) => rate.id));
    await repo.replaceRates(
      ctx,
      id,
      ratesOf(body).map((rate) => (known.has(rate.id) ? rate : { ...rate, id: newId('rat') })),
    );
    await syncSlots(ctx, id, body);
    const answer = await readEvent(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: logged(before),
      after: logged(answer),
      summary: answer.title,
    });
    return answer;
  });
}

export async function deleteEvent(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    const found = await repo.findEvent(ctx, id);
    if (!found) throw eventNotFound();
    if (await repo.isEventBooked(ctx, id)) throw unprocessable(eventMessages.booked, 'event_booked');
    await repo.deleteEvent(ctx, id);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: logged(describeEvent(found)),
      after: null,
      summary: found.event.title,
    });
  });
}

/** A single date added to an event (POST /v1/events/{id}/slots). */
export async function addSlot(
  ctx: ServiceContext,
  eventId: string,
  body: { startsAt: string; endsAt?: string | null | undefined; places?: number | null | undefined },
): Promise<EventAnswer> {
  return withTransaction(ctx, async (ctx) => {
    const found = await repo.findEvent(ctx, eventId);
    if (!found) throw eventNotFound();
    const startsAt = new Date(body.startsAt);
    const endsAt = body.endsAt
      ? new Date(body.endsAt)
      : new Date(startsAt.getTime() + found.event.durationMinutes * 60_000);
    if (endsAt <= startsAt) throw unprocessable('La fin du créneau doit suivre son début', 'slot_period');
    const id = newId('slt');
    await repo.insertSlots(ctx, eventId, [
      { id, startsAt, endsAt, placesTotal: body.places ?? found.event.placesPerSlot },
    ]);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: eventId,
      action: 'updated',
      before: { slots: found.slots.length },
      after: { slots: found.slots.length + 1 },
      summary: `Créneau ajouté : ${formatParisDateTime(startsAt)}`,
    });
    return readEvent(ctx, eventId);
  });
}

/** Removes a slot nobody booked (DELETE /v1/events/{id}/slots/{slotId}). */
export async function removeSlot(ctx: ServiceContext, eventId: string, slotId: string): Promise<EventAnswer> {
  return withTransaction(ctx, async (ctx) => {
    const found = await repo.findEvent(ctx, eventId);
    const slot = found?.slots.find((candidate) => candidate.id === slotId);
    if (!found || !slot) throw notFound(eventMessages.slotNotFound, 'slot_not_found');
    const booked = await repo.bookedSlotIds(ctx, [slotId]);
    if (booked.size || slot.placesTaken > 0)
      throw unprocessable(eventMessages.slotBooked(slot.startsAt), 'slot_booked');
    await repo.deleteSlots(ctx, [slotId]);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: eventId,
      action: 'updated',
      before: { slots: found.slots.length },
      after: { slots: found.slots.length - 1 },
      summary: `Créneau supprimé : ${formatParisDateTime(slot.startsAt)}`,
    });
    return readEvent(ctx, eventId);
  });
}
