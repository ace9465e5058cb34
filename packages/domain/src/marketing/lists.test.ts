import { describe, expect, it } from 'vitest';
import { reachableMembers } from './lists.ts';

describe('reachableMembers', () => {
  it('counts only the members who consented to marketing', () => {
    expect(
      reachableMembers([{ marketingConsent: true }, { marketingConsent: false }, { marketingConsent: true }]),
    ).toBe(2);
    expect(reachableMembers([])).toBe(0);
  });
});
