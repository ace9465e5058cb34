// spec §5: client search ignores accents, spaces and case; spec §2 go-to search uses the same matching.

/** Example: `normalizeSearch('  Côte Rôtie ')` is 'coterotie'; 'Œnologie' gives 'oenologie'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/\s+/gu, '');
}

/** True when the needle appears in the haystack, ignoring accents, spaces and case; an empty needle matches. */
export function matchesSearch(haystack: string, needle: string): boolean {
  return normalizeSearch(haystack).includes(normalizeSearch(needle));
}

/**
 * spec §2 global popup: the confirm button of a destructive action stays disabled until the typed text equals
 * the displayed keyword, case-insensitively with spaces removed. An empty keyword never confirms.
 */
export function isValidDestructiveKeyword(typed: string, keyword: string): boolean {
  const expected = keyword.replace(/\s+/gu, '').toLowerCase();
  return expected !== '' && typed.replace(/\s+/gu, '').toLowerCase() === expected;
}
