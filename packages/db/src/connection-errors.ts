/**
 * Whether an error means the database is out of reach (down, restarting, our connection cut), not that a query
 * is wrong: the API answers 503 for these and the caller may retry. Drizzle wraps the driver's error in `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // several addresses tried (localhost: ::1 then 127.0.0.1) fail as one AggregateError
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

const UNAVAILABLE_CODES = new Set([
  // SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down)
  '57P01',
  '57P02',
  '57P03',
  // class 53 "insufficient resources": too many connections
  '53300',
  // the network
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// node-postgres and pg-pool say these in words only
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/;
