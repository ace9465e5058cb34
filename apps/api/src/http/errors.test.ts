import { describe, expect, it } from 'vitest';
import { AppError, notFound, unprocessable } from './errors.ts';

describe('AppError: an answer of the API, not a bug', () => {
  it('carries its status, French message, code and details', () => {
    const error = unprocessable('Typologie inconnue', 'unknown_typology', [{ path: 'grids' }]);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'AppError',
      statusCode: 422,
      message: 'Typologie inconnue',
      code: 'unknown_typology',
      details: [{ path: 'grids' }],
    });
  });

  it('captures no stack trace, and leaves the stack trace limit of other errors alone', () => {
    const limit = Error.stackTraceLimit;
    expect(notFound().stack).toBe('AppError: Ressource introuvable');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('bug').stack?.split('\n').length).toBeGreaterThan(1);
  });
});
