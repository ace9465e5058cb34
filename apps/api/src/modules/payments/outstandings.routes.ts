// GET /v1/outstandings (+ /summary, /export), GET /v1/unpaids (+ /export), reminders of a bill
// (POST/GET /v1/bills/{id}/reminders, GET .../reminders/preview) and GET/PUT /v1/reminder-settings (issue 19).
// Owner, or iam with seeAllPayment (spec §2). The daily reminder job is registered here.
import { minimumLatePenaltyRateBp, reminderDynamicFields } from '@sarment/domain/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerList } from '../../http/list-answer.ts';
import { column, pagedBatches, sendExport } from '../../http/list-export.ts';
import { pageWindow } from '../../http/list-query.ts';
import { contextOf } from '../../http/service-context.ts';
import { registerJobHandler } from '../jobs/index.ts';
import {
  type OutstandingAnswer,
  outstandingAnswer,
  outstandingsExportQuery,
  outstandingsQuery,
  outstandingsSummaryAnswer,
  outstandingsSummaryQuery,
  type UnpaidAnswer,
  unpaidAnswer,
  unpaidsExportQuery,
  unpaidsQuery,
} from './outstandings.schemas.ts';
import { listOutstandings, listUnpaids, summarizeOutstandings } from './outstandings.service.ts';
import {
  billReminderAnswer,
  reminderAnswer,
  reminderBody,
  reminderPreviewAnswer,
  reminderPreviewQuery,
  reminderSettingsAnswer,
  reminderSettingsBody,
} from './reminders.schemas.ts';
import {
  getReminderSettings,
  previewReminder,
  readBillReminders,
  reminderJobKind,
  runScheduledReminders,
  saveReminderSettings,
  sendReminder,
} from './reminders.service.ts';

const access = { kind: 'shop', roles: ['owner', 'iam'], permissions: ['seeAllPayment'] } as const;
const description = 'Owner, or iam with seeAllPayment (422 otherwise).';
const tags = ['payments'];
const cents = (euros: number) => Math.round(euros * 100);
const day = (text: string | null) => (text ? new Date(`${text}T12:00:00Z`) : null);
const params = z.object({ id: z.string().max(100) });

const outstandingColumns = [
  column<OutstandingAnswer, 'text'>('Client', 'text', (r) => r.client.name, 30),
  column<OutstandingAnswer, 'text'>('Type', 'text', (r) =>
    r.client.isPro ? 'Professionnel' : 'Particulier',
  ),
  column<OutstandingAnswer, 'integer'>('Factures', 'integer', (r) => r.billCount),
  column<OutstandingAnswer, 'money'>('Encours TTC', 'money', (r) => cents(r.totalTTC)),
  column<OutstandingAnswer, 'money'>('Non échu', 'money', (r) => cents(r.notDue)),
  column<OutstandingAnswer, 'money'>('Échu', 'money', (r) => cents(r.overdue)),
  column<OutstandingAnswer, 'money'>('0-30 jours', 'money', (r) => cents(r.ageing.days0to30)),
  column<OutstandingAnswer, 'money'>('31-60 jours', 'money', (r) => cents(r.ageing.days31to60)),
  column<OutstandingAnswer, 'money'>('61-90 jours', 'money', (r) => cents(r.ageing.days61to90)),
  column<OutstandingAnswer, 'money'>('Plus de 90 jours', 'money', (r) => cents(r.ageing.over90)),
  column<OutstandingAnswer, 'date'>('Plus ancienne échéance', 'date', (r) => day(r.oldestDueDate)),
];

const unpaidColumns = [
  column<UnpaidAnswer, 'text'>('Facture', 'text', (r) => r.number),
  column<UnpaidAnswer, 'text'>('Client', 'text', (r) => r.client.name, 30),
  column<UnpaidAnswer, 'date'>('Date', 'date', (r) => day(r.issueDate)),
  column<UnpaidAnswer, 'date'>('Échéance', 'date', (r) => day(r.dueDate)),
  column<UnpaidAnswer, 'integer'>('Jours de retard', 'integer', (r) => r.daysLate),
  column<UnpaidAnswer, 'money'>('Total TTC', 'money', (r) => cents(r.totalTTC)),
  column<UnpaidAnswer, 'money'>('Reste à payer', 'money', (r) => cents(r.remaining)),
  column<UnpaidAnswer, 'integer'>('Niveau de relance', 'integer', (r) => r.reminderLevel),
  column<UnpaidAnswer, 'money'>('Pénalités de retard', 'money', (r) => cents(r.latePenalty.total)),
];

export const outstandingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerJobHandler<{ day?: string }>(reminderJobKind, (job, tools) =>
    runScheduledReminders(tools.db, job, tools, new Date()),
  );

  app.get(
    '/outstandings',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'What each client owes: not yet due, overdue and ageing (1-30, 31-60, 61-90, over 90 days late)',
        description: `${description} One row per client with an open issued bill; search on client names and bill numbers; X-Total-Count.`,
        querystring: outstandingsQuery,
        response: { 200: z.array(outstandingAnswer) },
      },
    },
    async (request, reply) =>
      answerList(
        reply,
        await listOutstandings(contextOf(request, app.db.db), request.query, pageWindow(request.query)),
      ),
  );

  app.get(
    '/outstandings/summary',
    {
      config: { access },
      schema: {
        tags,
        summary: "The totals and ageing of the list's clients (the list's filters)",
        description,
        querystring: outstandingsSummaryQuery,
        response: { 200: outstandingsSummaryAnswer },
      },
    },
    async (request) => summarizeOutstandings(contextOf(request, app.db.db), request.query),
  );

  app.get(
    '/outstandings/export',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The outstandings as CSV or XLSX',
        description,
        querystring: outstandingsExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, app.db.db);
      return sendExport(reply, format, {
        name: 'encours',
        columns: outstandingColumns,
        batches: pagedBatches(async (window) => (await listOutstandings(ctx, query, window)).rows),
      });
    },
  );

  app.get(
    '/unpaids',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Overdue bills with their reminder level and late-penalty amount',
        description: `${description} A bill is overdue from the day after its due date (Paris); penalties per C. com. L441-10 for professional clients.`,
        querystring: unpaidsQuery,
        response: { 200: z.array(unpaidAnswer) },
      },
    },
    async (request, reply) =>
      answerList(
        reply,
        await listUnpaids(contextOf(request, app.db.db), request.query, pageWindow(request.query)),
      ),
  );

  app.get(
    '/unpaids/export',
    {
      config: { access },
      schema: { tags, summary: 'The unpaids as CSV or XLSX', description, querystring: unpaidsExportQuery },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const ctx = contextOf(request, app.db.db);
      return sendExport(reply, format, {
        name: 'impayes',
        columns: unpaidColumns,
        batches: pagedBatches(async (window) => (await listUnpaids(ctx, query, window)).rows),
      });
    },
  );

  app.post(
    '/bills/:id/reminders',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Sends a reminder of an overdue bill by e-mail (the level's model, or the subject and body given)",
        description: `${description} Queued in the mail outbox and written in the bill's history. 422 when the bill is paid, not yet due or its client has no e-mail; another shop's bill 404.`,
        params,
        body: reminderBody,
        response: { 201: reminderAnswer },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return sendReminder(contextOf(request, app.db.db), request.params.id, request.body);
    },
  );

  app.get(
    '/bills/:id/reminders',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The reminders sent for a bill, newest first',
        description,
        params,
        response: { 200: z.array(billReminderAnswer) },
      },
    },
    async (request) => readBillReminders(contextOf(request, app.db.db), request.params.id),
  );

  app.get(
    '/bills/:id/reminders/preview',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The reminder a send would make now (level, recipient, subject, text)',
        description,
        params,
        querystring: reminderPreviewQuery,
        response: { 200: reminderPreviewAnswer },
      },
    },
    async (request) =>
      previewReminder(
        contextOf(request, app.db.db),
        request.params.id,
        request.query.level ? (Number(request.query.level) as 1 | 2 | 3) : undefined,
      ),
  );

  const settingsAnswer = (settings: Awaited<ReturnType<typeof getReminderSettings>>) => ({
    automatic: settings.automatic,
    latePenaltyRate: settings.latePenaltyRateBp / 100,
    minimumLatePenaltyRate: minimumLatePenaltyRateBp / 100,
    levels: [...settings.levels].sort((a, b) => a.level - b.level),
    dynamicFields: reminderDynamicFields.map(({ id, label, token }) => ({ id, label, token })),
  });

  app.get(
    '/reminder-settings',
    {
      config: { access },
      schema: {
        tags,
        summary: "The shop's reminder schedule (days after due per level), models and late-penalty rate",
        description,
        response: { 200: reminderSettingsAnswer },
      },
    },
    async (request) => settingsAnswer(await getReminderSettings(contextOf(request, app.db.db))),
  );

  app.put(
    '/reminder-settings',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Changes the reminder settings; automatic: true queues the daily job',
        description,
        body: reminderSettingsBody,
        response: { 200: reminderSettingsAnswer },
      },
    },
    async (request) =>
      settingsAnswer(
        await saveReminderSettings(contextOf(request, app.db.db), {
          automatic: request.body.automatic,
          // Rounding policy: the rate typed in % with at most 2 decimals is whole basis points.
          latePenaltyRateBp: Math.round(request.body.latePenaltyRate * 100),
          levels: request.body.levels,
        }),
      ),
  );
};
