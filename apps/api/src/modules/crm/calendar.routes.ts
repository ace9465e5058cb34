// /v1/calendar (issue 17, contract resource `calendar`): the calendar page's items, and the private ICS feeds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess, type RouteAccess, tenantOf } from '../../http/access.ts';
import { contextOf } from '../../http/service-context.ts';
import {
  calendarFeedCreated,
  calendarFeedParams,
  calendarFeedState,
  calendarItem,
  calendarQuery,
} from './calendar.schemas.ts';
import { feedCalendar, listCalendar, readFeedState, renewFeed, stopFeed } from './calendar.service.ts';

/**
 * spec §2 /dashboard/calendar: owner and iam; agents are let in as the route table does (their menu has a
 * calendar) and see their tasks only.
 */
const calendarAccess = { kind: 'shop', roles: ['owner', 'iam', 'agent'] } as const satisfies RouteAccess;
const tags = ['crm'];

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar',
    {
      config: { access: calendarAccess },
      schema: {
        tags,
        summary: 'The items of a period: tasks, event slots, reservations (planned deliveries: none yet)',
        description:
          'Tasks follow the task rules (what the caller sees; `person` keeps the tasks given to one member). ' +
          'Event slots and reservations need the reservations integration and seeAllResa, never for an agent. ' +
          "400 'La période demandée ne peut dépasser 100 jours' beyond 100 days.",
        querystring: calendarQuery,
        response: { 200: z.array(calendarItem) },
      },
    },
    async (request) => listCalendar(contextOf(request, app.db.db), tenantOf(request).shop, request.query),
  );

  app.get(
    '/calendar/feed',
    {
      config: { access: calendarAccess },
      schema: {
        tags,
        summary:
          "Whether the caller's private ICS address is on (the address itself is shown once, when made)",
        response: { 200: calendarFeedState },
      },
    },
    async (request) => readFeedState(contextOf(request, app.db.db)),
  );

  app.post(
    '/calendar/feed',
    {
      config: { access: calendarAccess },
      schema: {
        tags,
        summary: "Makes a new private ICS address of the caller's tasks; the previous one stops answering",
        response: { 201: calendarFeedCreated },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return renewFeed(contextOf(request, app.db.db));
    },
  );

  app.delete(
    '/calendar/feed',
    {
      config: { access: calendarAccess },
      schema: { tags, summary: "Stops the caller's private ICS address", response: { 204: z.null() } },
    },
    async (request, reply) => {
      await stopFeed(contextOf(request, app.db.db));
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/calendar/ics/:file',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary:
          "A member's private feed (RFC 5545): the tasks given to them, from 30 days ago to a year ahead",
        description:
          'No session: the address is the key. An unknown, renewed or stopped address answers 404.',
        params: calendarFeedParams,
      },
    },
    async (request, reply) => {
      const body = await feedCalendar(app.db.db, request.params.file, new Date());
      reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store');
      return body;
    },
  );
};
