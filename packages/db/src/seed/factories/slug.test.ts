import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify: readable product slugs from French names', () => {
  it.each([
    ['Bourgogne Pinot Noir', 'bourgogne-pinot-noir'],
    ['Côteaux Bourguignons', 'coteaux-bourguignons'],
    ['Crémant de Bourgogne Brut', 'cremant-de-bourgogne-brut'],
    ['Eau-de-vie de Poire Williams', 'eau-de-vie-de-poire-williams'],
    ['  Cuvée « Œil de Perdrix » 2019 ', 'cuvee-oeil-de-perdrix-2019'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
