import { describe, expect, it } from 'vitest';
import { idPrefix, newId } from './ids.ts';

describe('newId: ids tell their kind', () => {
  it.each([
    ['ord', /^ord_[0-9a-hjkmnp-tv-z]{20}$/],
    ['ord_', /^ord_[0-9a-hjkmnp-tv-z]{20}$/],
    [idPrefix.product, /^prd_[0-9a-hjkmnp-tv-z]{20}$/],
  ])('newId(%j) is the prefix, one underscore and 20 Crockford base32 characters', (prefix, pattern) => {
    expect(newId(prefix)).toMatch(pattern);
  });

  it('never repeats over 10,000 draws (100 random bits)', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId('usr')));
    expect(ids.size).toBe(10_000);
  });

  it('uses every character of the alphabet (each byte masked to 5 bits)', () => {
    const characters = new Set(Array.from({ length: 2_000 }, () => newId('x').slice(2)).join(''));
    expect(characters.size).toBe(32);
  });

  it('has one distinct prefix per kind', () => {
    const prefixes = Object.values(idPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
