// The calendar (issue 17, spec §1): tasks, event slots and reservations of a period in one list, and each
// member's private ICS feed (RFC 5545) of the tasks given to them, read by Google Calendar or Outlook without a
// session: the token is the only key, so it is long, random, kept as sha256, and names its shop.
import { createHash, randomBytes } from 'node:crypto';
import type { Shop } from '@sarment/db';
import { hasPermission, isIntegrationActive } from '@sarment/domain/access';
import { type CalendarKind, calendarKinds, calendarRange } from '@sarment/domain/crm/calendar';
import { taskActivities } from '@sarment/domain/reference';
import { badRequest, notFound } from '../../http/errors.ts';
import { publicLink } from '../../http/public-address.ts';
import type { ServiceContext, ShopScope } from '../../http/service-context.ts';
import * as calendarRepo from './calendar.repo.ts';
import type { CalendarItem, CalendarQuery } from './calendar.schemas.ts';
import { writeIcs } from './ics.ts';
import * as taskRepo from './tasks.repo.ts';
import { describeTask } from './tasks.service.ts';
import { taskViewerOf } from './tasks.viewer.ts';

/** a task is a point in time; the calendar draws it as half an hour */
const TASK_MINUTES = 30;
const feedNotFound = () =>
  notFound("Ce calendrier n'existe pas ou son lien a été renouvelé.", 'calendar_feed_not_found');

function taskItem(row: taskRepo.TaskRow, now: Date): CalendarItem {
  const task = describeTask(row, now);
  return {
    id: `task:${task.id}`,
    kind: 'task',
    refId: task.id,
    title: task.title,
    start: task.dueAt,
    end: new Date(row.dueAt.getTime() + TASK_MINUTES * 60_000).toISOString(),
    link: `/dashboard/tasks?task=${task.id}`,
    color: task.labelColor,
    person: task.assignee,
    done: task.done,
    editable: true,
  };
}

/** Slots and reservations are the wine-tourism module's: its integration and the seeAllResa permission. */
function seesReservations(ctx: ServiceContext, shop: Shop): boolean {
  const viewer = taskViewerOf(ctx);
  if (viewer.role === 'agent' || !isIntegrationActive(shop, 'reservations')) return false;
  const membership = ctx.auth?.memberships.find((m) => m.shopId === ctx.shopId);
  const authorizations = membership?.authorizations
    ? { byUser: { [viewer.userId]: membership.authorizations as Record<string, boolean> } }
    : null;
  return hasPermission(
    { id: viewer.userId, role: viewer.role, shops: [{ id: ctx.shopId }] },
    { id: ctx.shopId, authorizations },
    'seeAllResa',
  );
}

export async function listCalendar(
  ctx: ServiceContext,
  shop: Shop,
  query: CalendarQuery,
): Promise<CalendarItem[]> {
  let range: { from: Date; to: Date };
  try {
    range = calendarRange(query.from, query.to);
  } catch (error) {
    throw badRequest((error as Error).message, 'calendar_range');
  }
  const viewer = taskViewerOf(ctx);
  const kinds = new Set<CalendarKind>(query.kinds ?? calendarKinds);
  const person = query.person === 'me' ? viewer.userId : query.person;
  const reservationsShown = seesReservations(ctx, shop);
  const [taskRows, slots, bookings] = await Promise.all([
    kinds.has('task')
      ? taskRepo.listTasksDueBetween(ctx, viewer.scope, range, person ? [person] : undefined)
      : [],
    kinds.has('eventSlot') && reservationsShown ? calendarRepo.listEventSlots(ctx, range) : [],
    kinds.has('reservation') && reservationsShown ? calendarRepo.listReservations(ctx, range) : [],
  ]);
  // planned deliveries: no shipment has a planned date yet (the sales documents issue brings them)
  const items: CalendarItem[] = [
    ...taskRows.map((row) => taskItem(row, ctx.now)),
    ...slots.map((slot) => ({
      id: `eventSlot:${slot.id}`,
      kind: 'eventSlot' as const,
      refId: slot.id,
      title:
        slot.placesTotal === null
          ? slot.title
          : `${slot.title} (${slot.placesTaken}/${slot.placesTotal} places)`,
      start: slot.startsAt.toISOString(),
      end: slot.endsAt.toISOString(),
      link: `/dashboard/events/${slot.eventId}`,
      color: null,
      person: null,
      done: false,
      editable: false,
    })),
    ...bookings.map((booking) => ({
      id: `reservation:${booking.id}`,
      kind: 'reservation' as const,
      refId: booking.id,
      title: `${booking.contactName} – ${booking.persons} pers. – ${booking.eventTitle}`,
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      link: `/dashboard/reservations/${booking.id}`,
      color: null,
      person: null,
      done: false,
      editable: false,
    })),
  ];
  return items.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');
const FEED_PATH = '/v1/calendar/ics/';

export async function readFeedState(ctx: ServiceContext) {
  const feed = await calendarRepo.findFeed(ctx, taskViewerOf(ctx).userId);
  return { active: !!feed, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new private address for the caller; the previous one stops answering. */
export async function renewFeed(ctx: ServiceContext) {
  const token = `${ctx.shopId}.${randomBytes(32).toString('base64url')}`;
  await calendarRepo.replaceFeed(ctx, taskViewerOf(ctx).userId, sha256(token));
  return { url: publicLink(`${FEED_PATH}${token}.ics`), createdAt: ctx.now.toISOString() };
}

export async function stopFeed(ctx: ServiceContext) {
  await calendarRepo.deleteFeed(ctx, taskViewerOf(ctx).userId);
}

const activityLabel = new Map<string, string>(taskActivities.map((a) => [a.id, a.label]));

/**
 * The feed behind `<shopId>.<secret>.ics`: the tasks given to its member from 30 days ago to a year ahead, while
 * that person is still of the shop's team. Anything else answers 404.
 */
export async function feedCalendar(tx: ShopScope['tx'], file: string, now: Date): Promise<string> {
  const match = /^(shp_[A-Za-z0-9_]+)\.([A-Za-z0-9_-]{43})\.ics$/.exec(file);
  if (!match) throw feedNotFound();
  const scope: ShopScope = { shopId: match[1]!, tx };
  const feed = await calendarRepo.findFeedByToken(scope, sha256(`${match[1]}.${match[2]}`));
  if (!feed) throw feedNotFound();
  const team = await taskRepo.listTeam(scope);
  if (!team.some((member) => member.id === feed.userId)) throw feedNotFound();
  const rows = await taskRepo.listTasksDueBetween(
    scope,
    { all: true },
    { from: new Date(now.getTime() - 30 * 86_400_000), to: new Date(now.getTime() + 366 * 86_400_000) },
    [feed.userId],
  );
  return writeIcs({
    name: 'Sarment – mes tâches',
    now,
    events: rows.map((row) => ({
      uid: `${row.id}@sarment`,
      start: row.dueAt,
      end: new Date(row.dueAt.getTime() + TASK_MINUTES * 60_000),
      summary: `${row.doneAt ? '✓ ' : ''}${row.title}`,
      description: [activityLabel.get(row.activity), row.notes].filter(Boolean).join('\n'),
      url: publicLink(`/dashboard/tasks?task=${row.id}`),
    })),
  });
}
