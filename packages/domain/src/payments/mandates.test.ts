import { describe, expect, it } from 'vitest';
import { canMoveMandate, isValidIban, maskIban } from './mandates.ts';

describe('SEPA mandates', () => {
  it('checks an IBAN by its mod-97 key', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('hello')).toBe(false);
  });

  it('masks all but the country and the last four characters', () => {
    expect(maskIban('FR76 3000 6000 0112 3456 7890 189')).toBe('FR76 •••• 0189');
  });

  it('never moves a completed or failed mandate back', () => {
    expect(canMoveMandate('pending', 'completed')).toBe(true);
    expect(canMoveMandate('completed', 'pending')).toBe(false);
    expect(canMoveMandate('error', 'completed')).toBe(false);
    expect(canMoveMandate('processing', 'processing')).toBe(true);
  });
});
