// spec §3: excise product codes, duty types and format types.
import type { ReferenceItem } from './catalogue-lists.ts';

const nationalCode = (id: string): ReferenceItem => ({ id, label: `Code ${id}` });

/**
 * spec §3 excise codes. W, B, I and S codes are the EU excise product codes (Regulation 684/2009 annex II);
 * the spec gives no meaning for M001–M009, X002 and E920, so they keep their code as label.
 */
export const exciseCodes: readonly ReferenceItem[] = [
  { id: 'W200', label: 'Vins tranquilles et autres boissons fermentées tranquilles' },
  { id: 'W300', label: 'Vins mousseux et autres boissons fermentées mousseuses' },
  { id: 'B000', label: 'Bières' },
  { id: 'I000', label: 'Produits intermédiaires' },
  { id: 'S200', label: 'Boissons spiritueuses' },
  { id: 'S300', label: 'Alcool éthylique' },
  { id: 'S400', label: 'Alcool partiellement dénaturé' },
  { id: 'S500', label: "Autres produits contenant de l'alcool éthylique" },
  ...Array.from({ length: 9 }, (_, index) => nationalCode(`M00${index + 1}`)),
  nationalCode('X002'),
  nationalCode('E920'),
];

/** spec §3 Product vintages legal.typeDA. */
export const dutyTypes = ['DA2', 'DSU', 'NULL'] as const;
export type DutyType = (typeof dutyTypes)[number];

/** spec §3 format types; vrac is bulk. */
export const formatTypes = [
  { id: 'bib', label: 'Bag-in-box' },
  { id: 'bottle', label: 'Bouteille' },
  { id: 'vrac', label: 'Vrac' },
  { id: 'packing', label: 'Colisage' },
  { id: 'custom', label: 'Personnalisé' },
] as const satisfies readonly ReferenceItem[];
export type FormatTypeId = (typeof formatTypes)[number]['id'];
