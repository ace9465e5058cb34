import { describe, expect, it } from 'vitest';
import { resolveSeedMode } from './prepare-database.ts';

describe('resolveSeedMode: demo data on start unless SEED=none (contract.md)', () => {
  it.each([
    [undefined, undefined, 'demo'],
    [undefined, 'none', 'none'],
    [undefined, 'demo', 'demo'],
    [undefined, '', 'demo'],
    ['demo', 'none', 'demo'],
    ['none', undefined, 'none'],
  ] as const)('option %j with SEED=%j seeds %j', (option, seedEnv, expected) => {
    expect(resolveSeedMode(option, seedEnv)).toBe(expected);
  });
});
