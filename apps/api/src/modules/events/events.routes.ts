// /v1/events (issue 21, contract "wine tourism"): the shop's events, their slots and rates.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { answerList } from '../../http/list-answer.ts';
import { pagedBatches, sendExport } from '../../http/list-export.ts';
import { contextOf } from '../../http/service-context.ts';
import { eventExportColumns } from './events.export.ts';
import {
  eventAnswer,
  eventBody,
  eventExportQuery,
  eventListItem,
  eventListQuery,
  eventParams,
  eventSlotParams,
  newSlotBody,
} from './events.schemas.ts';
import {
  addSlot,
  createEvent,
  deleteEvent,
  listEventPage,
  readEvent,
  removeSlot,
  updateEvent,
} from './events.service.ts';

/** spec §2: /dashboard/reservations/events needs accessEvent, adding and changing one createEvent too. */
const readAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['accessEvent'],
  integrations: ['reservations'],
} as const satisfies RouteAccess;
const writeAccess = {
  ...readAccess,
  permissions: ['accessEvent', 'createEvent'],
} as const satisfies RouteAccess;
const tags = ['wine tourism'];
const readNote =
  'Owner, or iam with accessEvent; the reservations integration must be active (422 otherwise).';
const writeNote = 'Owner, or iam with accessEvent and createEvent; logged in the activity log.';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "The shop's events (search on the title), their next slot and places taken, X-Total-Count",
        description: readNote,
        querystring: eventListQuery,
        response: { 200: z.array(eventListItem) },
      },
    },
    async (request, reply) =>
      answerList(reply, await listEventPage(contextOf(request, app.db.db), request.query)),
  );

  app.get(
    '/events/export',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "The shop's events as CSV or XLSX (the list's search, filter and sort)",
        description: readNote,
        querystring: eventExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, app.db.db);
      return sendExport(reply, format, {
        name: 'evenements',
        columns: eventExportColumns,
        batches: pagedBatches(
          async (window) =>
            (
              await listEventPage(ctx, {
                ...query,
                page: window.offset / window.limit + 1,
                pageSize: window.limit,
              })
            ).rows,
        ),
      });
    },
  );

  app.post(
    '/events',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Creates an event: rates, places per slot, a weekly rule (Paris time) and/or single dates',
        description:
          `${writeNote} The rule's slots are made for the days to come; the event shows in the shop at once ` +
          'and books through the cart.',
        body: eventBody,
        response: { 201: eventAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createEvent(contextOf(request, app.db.db), request.body);
    },
  );

  app.get(
    '/events/:id',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'One event with its rates and every slot (places, places taken, places left)',
        description: readNote,
        params: eventParams,
        response: { 200: eventAnswer },
      },
    },
    async (request) => readEvent(contextOf(request, app.db.db), request.params.id),
  );

  app.put(
    '/events/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Changes an event; the body GET answers goes back as it is',
        description:
          `${writeNote} Rates keep their ids. The rule's slots to come are made again from the rule; single ` +
          'dates are the slots sent without fromRule. A booked slot is never removed (422), and its places never ' +
          'go below the places taken (422).',
        params: eventParams,
        body: eventBody,
        response: { 200: eventAnswer },
      },
    },
    async (request) => updateEvent(contextOf(request, app.db.db), request.params.id, request.body),
  );

  app.delete(
    '/events/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Deletes an event nobody booked; with bookings 422 (close it instead)',
        description: writeNote,
        params: eventParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteEvent(contextOf(request, app.db.db), request.params.id);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/events/:id/slots',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: "Adds a single date; endsAt defaults to the event's duration, places to the event's",
        description: writeNote,
        params: eventParams,
        body: newSlotBody,
        response: { 201: eventAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addSlot(contextOf(request, app.db.db), request.params.id, request.body);
    },
  );

  app.delete(
    '/events/:id/slots/:slotId',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Removes a slot nobody booked (422 otherwise); answers the event',
        description: writeNote,
        params: eventSlotParams,
        response: { 200: eventAnswer },
      },
    },
    async (request) => removeSlot(contextOf(request, app.db.db), request.params.id, request.params.slotId),
  );
};
