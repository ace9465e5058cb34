/**
 * A URL slug from a French name: accents dropped, lower case, words joined by hyphens.
 * @example slugify('Côteaux Bourguignons') // 'coteaux-bourguignons'
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
