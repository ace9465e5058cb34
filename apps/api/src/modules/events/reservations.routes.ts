// /v1/reservations (issue 21, contract "wine tourism"): the shop's bookings, phone bookings, check-in, cancel,
// move, reminder; a buyer's own bookings; the day sheet of a slot and the month's tourist tax.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RouteAccess, tenantOf } from '../../http/access.ts';
import { unauthenticated } from '../../http/errors.ts';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { listQuery, pageWindow } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import { getCardProvider } from '../payments/card-providers.ts';
import { reservationExportColumns } from './events.export.ts';
import { eventSlotParams } from './events.schemas.ts';
import { cancelMyReservation, readMyReservation } from './my-reservations.service.ts';
import { refundCancelledBooking } from './reservation-refund.ts';
import {
  daySheet,
  daySheetAnswer,
  touristTaxAnswer,
  touristTaxQuery,
  touristTaxReport,
} from './reservation-reports.ts';
import { listReservations } from './reservations.repo.ts';
import {
  cancelBody,
  checkInBody,
  moveBody,
  paymentBody,
  reservationAnswer,
  reservationBody,
  reservationExportQuery,
  reservationListQuery,
  reservationParams,
  reservationSortFields,
  reservationUpdateBody,
} from './reservations.schemas.ts';
import {
  cancelReservation,
  checkIn,
  createReservation,
  describeReservation,
  listReservationPage,
  moveReservation,
  readReservation,
  remindReservation,
  setPaymentState,
  updateDetails,
} from './reservations.service.ts';

/** spec §2: /dashboard/reservations for owner and iam (seeAllResa to read, createResa to book and change). */
const readAccess = {
  kind: 'shop',
  roles: ['owner', 'iam'],
  permissions: ['seeAllResa'],
  integrations: ['reservations'],
} as const satisfies RouteAccess;
const writeAccess = {
  ...readAccess,
  permissions: ['seeAllResa', 'createResa'],
} as const satisfies RouteAccess;
const sheetAccess = { ...readAccess, permissions: ['accessEvent'] } as const satisfies RouteAccess;
const tags = ['wine tourism'];
const readNote =
  'Owner, or iam with seeAllResa; the reservations integration must be active (422 otherwise).';
const writeNote = 'Owner, or iam with seeAllResa and createResa; logged in the activity log.';

const touristTaxColumns = [
  column<z.infer<typeof touristTaxAnswer>['lines'][number], 'date'>(
    'Date',
    'date',
    (l) => new Date(l.startsAt),
  ),
  column<z.infer<typeof touristTaxAnswer>['lines'][number], 'text'>('Événement', 'text', (l) => l.event),
  column<z.infer<typeof touristTaxAnswer>['lines'][number], 'text'>('Client', 'text', (l) => l.contact),
  column<z.infer<typeof touristTaxAnswer>['lines'][number], 'integer'>(
    'Personnes',
    'integer',
    (l) => l.persons,
  ),
  column<z.infer<typeof touristTaxAnswer>['lines'][number], 'integer'>(
    'Nuitées',
    'integer',
    (l) => l.persons * l.nights,
  ),
  column<z.infer<typeof touristTaxAnswer>['lines'][number], 'money'>('Montant', 'money', (l) =>
    Math.round(l.amount * 100),
  ),
];

const mineQuery = listQuery({
  sort: { fields: reservationSortFields, fallback: { field: 'startsAt', descending: true } },
  filters: {},
});

export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof contextOf>[0]) => contextOf(request, app.db.db);

  app.get(
    '/reservations',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "The shop's bookings (search on the name and the event), filters and sort, X-Total-Count",
        description: `${readNote} \`from\`/\`to\` are Paris days of the slot.`,
        querystring: reservationListQuery,
        response: { 200: z.array(reservationAnswer) },
      },
    },
    async (request, reply) => answerList(reply, await listReservationPage(ctx(request), request.query)),
  );

  app.get(
    '/my-reservations',
    {
      config: { access: { kind: 'authenticated', roles: ['buyer'] } },
      schema: {
        tags,
        summary: "The buyer's own bookings in every shop, the latest slot first, X-Total-Count",
        querystring: mineQuery,
        response: { 200: z.array(reservationAnswer) },
      },
    },
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const page = await listReservations(
        app.db.db,
        null,
        { buyerId: request.auth.user.id, search: request.query.search },
        request.query.sort,
        pageWindow(request.query),
      );
      return answerList(reply, { rows: page.rows.map(describeReservation), total: page.total });
    },
  );

  app.get(
    '/my-reservations/:id',
    {
      config: { access: { kind: 'authenticated', roles: ['buyer'] } },
      schema: {
        tags,
        summary: "One of the buyer's own bookings (another's: 404)",
        params: reservationParams,
        response: { 200: reservationAnswer },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return readMyReservation(app.db.db, request.auth, request.params.id);
    },
  );

  app.post(
    '/my-reservations/:id/cancel',
    {
      config: { access: { kind: 'authenticated', roles: ['buyer'] } },
      schema: {
        tags,
        summary:
          'The buyer cancels their own booking while it is booked and its slot has not begun (422 else)',
        description: "Its places are given back; what was paid becomes 'toRefund' for the shop to refund.",
        params: reservationParams,
        response: { 200: reservationAnswer },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      return cancelMyReservation(app.db.db, request.auth, request.params.id, new Date());
    },
  );

  app.post(
    '/reservations',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Takes a booking for a client (phone or desk), paid now or on the day',
        description:
          `${writeNote} The places are taken with the checkout's guard: 409 with the spec's 'maximum places ` +
          "reached' words when the slot is full. The tourist tax counts the counting persons (spec §4).",
        body: reservationBody,
        response: { 201: reservationAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createReservation(ctx(request), request.body);
    },
  );

  app.get(
    '/reservations/export',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "The shop's bookings as CSV or XLSX (the list's search, filters and sort)",
        description: readNote,
        querystring: reservationExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      return sendExport(reply, format, {
        name: 'reservations',
        columns: reservationExportColumns,
        batches: pagedBatches(
          async (window) =>
            (
              await listReservationPage(ctx(request), {
                ...query,
                page: window.offset / window.limit + 1,
                pageSize: window.limit,
              })
            ).rows,
        ),
      });
    },
  );

  app.get(
    '/reservations/tourist-tax',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "The month's tourist tax: persons, nights and amount, one line per booking",
        description: readNote,
        querystring: touristTaxQuery,
        response: { 200: touristTaxAnswer },
      },
    },
    async (request) => touristTaxReport(ctx(request), request.query.month),
  );

  app.get(
    '/reservations/tourist-tax/export',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "The month's tourist tax as CSV or XLSX",
        description: readNote,
        querystring: touristTaxQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv') }),
      },
    },
    async (request, reply) => {
      const report = await touristTaxReport(ctx(request), request.query.month);
      return sendExport(reply, request.query.format, {
        name: `taxe-de-sejour-${report.month}`,
        columns: touristTaxColumns,
        batches: (async function* () {
          yield report.lines;
        })(),
      });
    },
  );

  app.get(
    '/reservations/:id',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'One booking',
        description: readNote,
        params: reservationParams,
        response: { 200: reservationAnswer },
      },
    },
    async (request) => readReservation(ctx(request), request.params.id),
  );

  app.put(
    '/reservations/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags,
        summary: 'Changes the contact, language and notes; the body GET answers goes back as it is',
        description: writeNote,
        params: reservationParams,
        body: reservationUpdateBody,
        response: { 200: reservationAnswer },
      },
    },
    async (request) => updateDetails(ctx(request), request.params.id, request.body),
  );

  const action = <Body extends z.ZodType>(
    verb: string,
    summary: string,
    body: Body,
    run: (
      request: { params: { id: string }; body: z.infer<Body> } & Parameters<typeof contextOf>[0],
    ) => unknown,
  ) =>
    app.post(
      `/reservations/:id/${verb}`,
      {
        config: { access: writeAccess },
        schema: {
          tags,
          summary,
          description: writeNote,
          params: reservationParams,
          body,
          response: { 200: reservationAnswer },
        },
      },
      async (request) => run(request as never) as never,
    );

  action('check-in', 'Check-in on the day: arrived, no-show, or back to booked', checkInBody, (request) =>
    checkIn(ctx(request), request.params.id, request.body.status),
  );
  action(
    'cancel',
    "Cancels the booking and gives its places back; with refund, a booking paid by card at checkout is refunded through the card provider ('refunded'), else what was paid becomes 'toRefund'",
    cancelBody,
    async (request) => {
      const cancelled = await cancelReservation(ctx(request), request.params.id, request.body.refund);
      // paid by card at checkout: refunded through the card provider (issue 19)
      return refundCancelledBooking(
        ctx(request),
        { provider: getCardProvider(), accountRef: tenantOf(request).shop.cardProvider?.accountId },
        cancelled,
        () => setPaymentState(ctx(request), request.params.id, 'refunded'),
      );
    },
  );
  action(
    'move',
    "Moves the booking to another slot of its event, within that slot's places (409)",
    moveBody,
    (request) => moveReservation(ctx(request), request.params.id, request.body.slot.id),
  );
  action(
    'remind',
    'Queues a reminder e-mail to the person who booked (the outbox)',
    z.object({}).default({}),
    (request) => remindReservation(ctx(request), request.params.id),
  );
  action('payment', 'Records the payment state: paid at the desk, refunded…', paymentBody, (request) =>
    setPaymentState(ctx(request), request.params.id, request.body.paymentState),
  );

  app.get(
    '/events/:id/slots/:slotId/day-sheet',
    {
      config: { access: sheetAccess },
      schema: {
        tags,
        summary: 'The day sheet of a slot: who comes, how many per rate and per language',
        description: 'Owner, or iam with accessEvent.',
        params: eventSlotParams,
        response: { 200: daySheetAnswer },
      },
    },
    async (request) => daySheet(ctx(request), request.params.id, request.params.slotId),
  );
};
