// One error vocabulary for the whole API. Every error answer has the shape of spec §7/§8:
// {"success": false, "message": "<French text>"}; the status code tells the kind.
//
// Status policy (contract: the web app logs the user out on a 403):
// - 401: not authenticated (missing, expired or revoked session or key);
// - 403: only when the session itself must end (never for a refused permission);
// - 404: unknown resource, including another shop's resource (never reveals it exists);
// - 409: a business conflict (sold out, no place left, number already used);
// - 422: business rule violations (cart checks, validation beyond the schema);
// - 400: malformed input (schema validation);
// - 429: rate limited.
// A refused permission answers 404 for a resource read and 422 with a French message otherwise:
// see `forbidden()` below, which therefore uses 422 rather than 403.

/**
 * An answer, not a bug: the error handler turns it into its status and message and never logs it, so it carries
 * no stack trace. Capturing one cost about half a millisecond per error under a server-rendered page (the async
 * stack is deep), and every page of a visitor gets one: the guard's GET /v1/users/me answers 401.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly details?: unknown,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Ressource introuvable', code = 'not_found') =>
  new AppError(404, message, code);

export const unauthenticated = (message = 'Vous devez être connecté pour accéder à cette page.') =>
  new AppError(401, message, 'unauthenticated');

export const forbidden = (message = "Vous n'avez pas les droits pour effectuer cette action.") =>
  new AppError(422, message, 'forbidden');

export const conflict = (message: string, code = 'conflict', details?: unknown) =>
  new AppError(409, message, code, details);

export const unprocessable = (message: string, code = 'unprocessable', details?: unknown) =>
  new AppError(422, message, code, details);

export const badRequest = (message: string, code = 'bad_request', details?: unknown) =>
  new AppError(400, message, code, details);

export const tooManyRequests = (message: string) => new AppError(429, message, 'rate_limited');

/** The body of every error answer. */
export interface ErrorBody {
  success: false;
  message: string;
  code?: string;
  errors?: unknown;
}
