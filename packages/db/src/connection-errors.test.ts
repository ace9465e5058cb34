import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (503, not 500)', () => {
  it('knows PostgreSQL going away, the network and the pool', () => {
    for (const code of [
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
    ])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ])
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
  });

  it('looks through drizzle wrapping and several addresses tried', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], pgError('57P01')))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')])),
    ).toBe(true);
  });

  it('leaves query errors and bugs alone', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], pgError('23503')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});
