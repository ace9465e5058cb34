// /v1/admin/excise-rates (issue 20): the platform admin keeps the dated excise rates (droit and cotisation per
// category) the DRM and the cart read; /v1/excise-rates/coverage tells the back office when a year has none.
import { newId } from '@sarment/db';
import { missingExciseRates } from '@sarment/domain/pricing';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../http/access.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import {
  deleteExciseRate,
  type ExciseRateRecord,
  findExciseRate,
  insertExciseRate,
  listExciseRates,
  readExciseRateRows,
  updateExciseRate,
} from './excise-rates.repo.ts';
import {
  type ExciseRateAnswer,
  exciseCoverageAnswer,
  exciseCoverageQuery,
  exciseRateAnswer,
  exciseRateBody,
  exciseRateMessages,
  exciseRateParams,
} from './excise-rates.schemas.ts';
import { forgetExciseRates } from './excise-rates-cache.ts';

const adminOnly: RouteAccess = { kind: 'admin' };
const tags = ['admin'];

const describe = (row: ExciseRateRecord): ExciseRateAnswer => ({
  id: row.id,
  category: row.category,
  kind: row.kind,
  basis: row.basis,
  rateEuros: row.rateEuros,
  validFrom: row.validFrom,
  validTo: row.validTo,
});

/** The unique (category, kind, valid_from) key has the last word over two admins racing. */
async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    let cause: unknown = error;
    for (let depth = 0; cause && depth < 4; depth += 1) {
      const candidate = cause as { code?: string; constraint?: string; cause?: unknown };
      if (candidate.code === '23505' && candidate.constraint === 'excise_rates_period_key')
        throw unprocessable(exciseRateMessages.duplicate, 'excise_rate_taken', [
          { path: 'validFrom', message: exciseRateMessages.duplicate },
        ]);
      cause = candidate.cause;
    }
    throw error;
  }
}

export const exciseRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/excise-rates',
    {
      config: { access: adminOnly },
      schema: { tags, summary: 'Every dated excise rate', response: { 200: z.array(exciseRateAnswer) } },
    },
    async () => (await listExciseRates(app.db.db)).map(describe),
  );

  app.post(
    '/admin/excise-rates',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: "Adds a rate for a period (next year's rates are rows, not code)",
        body: exciseRateBody,
        response: { 201: exciseRateAnswer },
      },
    },
    async (request, reply) => {
      const row = await guardDuplicate(() =>
        insertExciseRate(app.db.db, {
          id: newId('exr'),
          ...request.body,
          updatedBy: request.auth?.user.id ?? null,
        }),
      );
      forgetExciseRates(app.db.db);
      reply.code(201);
      return describe(row);
    },
  );

  app.put(
    '/admin/excise-rates/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Changes a rate',
        params: exciseRateParams,
        body: exciseRateBody,
        response: { 200: exciseRateAnswer },
      },
    },
    async (request) => {
      const row = await guardDuplicate(() =>
        updateExciseRate(app.db.db, request.params.id, {
          ...request.body,
          updatedBy: request.auth?.user.id ?? null,
          updatedAt: new Date(),
        }),
      );
      if (!row) throw notFound(exciseRateMessages.notFound);
      forgetExciseRates(app.db.db);
      return describe(row);
    },
  );

  app.delete(
    '/admin/excise-rates/:id',
    {
      config: { access: adminOnly },
      schema: { tags, summary: 'Deletes a rate', params: exciseRateParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await findExciseRate(app.db.db, request.params.id))) throw notFound(exciseRateMessages.notFound);
      await deleteExciseRate(app.db.db, request.params.id);
      forgetExciseRates(app.db.db);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/excise-rates/coverage',
    {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags: ['stocks'],
        summary: 'The duty categories a year (this Paris year by default) has no excise rate for',
        description: 'The back office warns when the current year has no rates (issue 20).',
        querystring: exciseCoverageQuery,
        response: { 200: exciseCoverageAnswer },
      },
    },
    async (request) => {
      const year = request.query.year ?? Number(parisDateOf(new Date()).slice(0, 4));
      return { year, missing: missingExciseRates(await readExciseRateRows(app.db.db), year) };
    },
  );
};
