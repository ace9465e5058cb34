import { isDatabaseUnavailable } from '@sarment/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from './errors.ts';

const GENERIC_MESSAGE = 'Une erreur est survenue';

/** The answer of every call while PostgreSQL is away (down, restarting, our connections cut): retry soon. */
export const databaseUnavailableBody = {
  success: false,
  message: 'Le service est momentanément indisponible, veuillez réessayer dans quelques instants.',
  code: 'database_unavailable',
} as const satisfies ErrorBody;

/** Maps every thrown error to the `{success:false, message}` answer of spec §7/§8. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { success: false, message: error.message, code: error.code };
      if (error.details !== undefined) body.errors = error.details;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message,
      }));
      const first = issues[0];
      // spec §5 messages come from the domain schemas; the first one is the snackbar text (spec §8).
      const message = first ? first.message || 'Données invalides' : 'Données invalides';
      return reply
        .status(400)
        .send({ success: false, message, code: 'invalid_input', errors: issues } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(databaseUnavailableBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ success: false, message: GENERIC_MESSAGE } satisfies ErrorBody);
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
    const message = frenchClientError(status, error.code);
    return reply.status(status).send({ success: false, message, code: error.code } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      success: false,
      message: `Route inconnue : ${request.method} ${request.url.split('?')[0]}`,
      code: 'route_not_found',
    } satisfies ErrorBody);
  });
}

function frenchClientError(status: number, code: string | undefined): string {
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Type de contenu non pris en charge';
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'La requête est trop volumineuse';
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return 'Le corps de la requête est invalide';
  if (status === 429) return 'Trop de tentatives, veuillez réessayer plus tard.';
  return 'Requête invalide';
}
