// The pages' Content-Security-Policy lets Stripe's Payment Element in only when Stripe takes the cards (issue 15):
// its script from js.stripe.com, its frames, and its API; otherwise nothing of Stripe's is allowed.
import { describe, expect, it } from 'vitest';
import { pagePolicy } from './security-headers.ts';

const base = { nonce: 'n0nce', frameAncestors: ["'none'"], imageOrigins: [] };
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('pagePolicy and Stripe', () => {
  it('allows js.stripe.com scripts and frames and api.stripe.com calls when Stripe is configured', () => {
    const policy = pagePolicy({ ...base, stripe: true });
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'nonce-n0nce' https://js.stripe.com https://*.js.stripe.com",
    );
    expect(directive(policy, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
  });

  it('allows nothing of Stripe without it (the test provider)', () => {
    expect(pagePolicy(base)).not.toContain('stripe');
  });
});
