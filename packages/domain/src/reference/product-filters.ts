// spec §9 product filters and spec §3 non-named vintages.

/** spec §9: the two fixed filters, then one filter group per range, type, color and vintage. */
export const productFilterFixed = [
  { id: 'all', label: 'Tous les produits' },
  { id: 'others', label: 'Autres produits' },
] as const;

export const productFilterGroups = ['range', 'type', 'color', 'vintage'] as const;
export type ProductFilterGroup = (typeof productFilterGroups)[number];

/** spec §3: vintages that are not a year and stay hidden in the cart. */
export const nonNamedVintages = ['NV', 'Non millésimé', 'Nouveau millésime'] as const;

/** Example: `isNamedVintage('2022')` is true, `isNamedVintage('nv')` false. */
export function isNamedVintage(name: string | null | undefined): boolean {
  const trimmed = (name ?? '').trim().toLowerCase();
  return trimmed !== '' && !nonNamedVintages.some((vintage) => vintage.toLowerCase() === trimmed);
}
