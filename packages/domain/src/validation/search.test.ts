import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidDestructiveKeyword, matchesSearch, normalizeSearch } from './search.ts';

describe('spec §5 search ignores accents, spaces and case', () => {
  it.each([
    ['Côte Rôtie', 'coterotie'],
    ['  Crémant  de  Bourgogne ', 'cremantdebourgogne'],
    ['ŒNOTOURISME', 'oenotourisme'],
    ['Château\tLafite', 'chateaulafite'],
  ])('normalizes %j', (text, expected) => {
    expect(normalizeSearch(text)).toBe(expected);
  });

  it.each([
    ['Domaine des Trois Vallées', 'trois vallees', true],
    ['Domaine des Trois Vallées', 'TROISVALLÉES', true],
    ['Hélène Lefèvre', 'helene lef', true],
    ['Champagne Lemoine', 'vallées', false],
    ['Champagne Lemoine', '', true],
  ])('%j matches %j: %s', (haystack, needle, expected) => {
    expect(matchesSearch(haystack, needle)).toBe(expected);
  });

  it('normalizing twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => normalizeSearch(normalizeSearch(text)) === normalizeSearch(text)),
    );
  });
});

describe('spec §2 global popup: destructive keyword compared case-insensitively, spaces removed', () => {
  it.each([
    ['SUPPRIMER', 'supprimer', true],
    ['sup primer ', 'SUPPRIMER', true],
    ['Trois Vallées', 'troisvallées', true],
    ['supprime', 'SUPPRIMER', false],
    ['', 'SUPPRIMER', false],
    ['', '', false],
  ])('typed %j for keyword %j confirms: %s', (typed, keyword, expected) => {
    expect(isValidDestructiveKeyword(typed, keyword)).toBe(expected);
  });
});
