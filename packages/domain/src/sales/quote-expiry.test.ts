import { describe, expect, it } from 'vitest';
import {
  defaultQuoteValidUntil,
  effectiveQuoteStatus,
  isPastValidity,
  quoteExpiredMessage,
} from './quote-expiry.ts';

describe('quote validity', () => {
  it('is valid through its validity date included, expired the day after', () => {
    expect(isPastValidity('2026-03-10', '2026-03-10')).toBe(false);
    expect(isPastValidity('2026-03-10', '2026-03-11')).toBe(true);
    expect(isPastValidity(null, '2030-01-01')).toBe(false);
  });

  it('shows a sent quote past its date as expired, and leaves other statuses alone', () => {
    expect(effectiveQuoteStatus('sent', '2026-03-10', '2026-03-11')).toBe('expired');
    expect(effectiveQuoteStatus('sent', '2026-03-10', '2026-03-10')).toBe('sent');
    expect(effectiveQuoteStatus('accepted', '2026-03-10', '2026-04-01')).toBe('accepted');
    expect(effectiveQuoteStatus('draft', '2026-03-10', '2026-04-01')).toBe('draft');
  });

  it('lasts 30 days by default, across months', () => {
    expect(defaultQuoteValidUntil('2026-01-10')).toBe('2026-02-09');
  });

  it('says in French when the validity ended', () => {
    expect(quoteExpiredMessage('2026-03-10')).toBe(
      'La validité de ce devis a pris fin le 10/03/2026 : il ne peut plus être accepté. Faites un nouveau devis.',
    );
  });
});
