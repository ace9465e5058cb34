import { describe, expect, it } from 'vitest';
import { readInventoryCsv } from './inventory.csv.ts';

describe('readInventoryCsv', () => {
  it('reads the counted lines of the stock export, skipping the lines left uncounted', () => {
    const csv =
      '\ufeffRéf. produit;Produit;Réf. format;Réf. millésime;Compté\r\nprd_a;Chablis;fmt_a;vin_a;12\r\nprd_b;X;fmt_b;;\r\nprd_c;Y;fmt_c;;0\r\n';
    expect(readInventoryCsv(csv)).toEqual({
      lines: [
        { line: 2, product: { id: 'prd_a' }, format: { id: 'fmt_a' }, vintage: { id: 'vin_a' }, counted: 12 },
        { line: 4, product: { id: 'prd_c' }, format: { id: 'fmt_c' }, vintage: null, counted: 0 },
      ],
      errors: [],
    });
  });
  it('names every faulty line in French', () => {
    const csv = 'Réf. produit;Réf. format;Compté\nprd_a;fmt_a;-3\n;fmt_b;4\nprd_c;fmt_c;2,5\n';
    expect(readInventoryCsv(csv).errors).toEqual([
      'Ligne 2 : la quantité comptée doit être un entier positif ou nul (« -3 »).',
      'Ligne 3 : la référence du produit et celle du format sont obligatoires.',
      'Ligne 4 : la quantité comptée doit être un entier positif ou nul (« 2,5 »).',
    ]);
  });
  it('refuses a file without the needed columns', () => {
    expect(readInventoryCsv('Produit;Quantité\nA;3\n').errors).toEqual([
      'Colonnes manquantes : Réf. produit, Réf. format, Compté.',
    ]);
  });
});
