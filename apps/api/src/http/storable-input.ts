import { findUnstorableText, validationMessages } from '@sarment/domain/validation';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './access.ts';
import { badRequest } from './errors.ts';

/**
 * Refuses, on every route, a body, query or path parameter holding text PostgreSQL cannot store (a NUL, a lone
 * surrogate): 400 with the domain's French message, instead of a 500 from the database (issue 14). It runs
 * after the access check (401 before 400) and before each route's schema, so no route can forget it.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // API routes only: a page's loaders call the API, which refuses there (a page answers HTML, not this JSON)
    if (!isApiPath(request.routeOptions.url ?? '')) return;
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findUnstorableText(value);
      if (path === null) continue;
      const field = path || part;
      throw badRequest(validationMessages.unstorableText, 'unstorable_text', [
        { path: field, message: validationMessages.unstorableText },
      ]);
    }
  });
}
