// An inventory count from a CSV (issue 20): the stock export's columns 'Réf. produit', 'Réf. format',
// 'Réf. millésime' and a 'Compté' column (the bottles counted). The whole file is checked before anything is
// written; every faulty line is named in French.
import { parseCsv } from '../catalogue/tarifs.csv.ts';

export interface CsvCountLine {
  line: number;
  product: { id: string };
  format: { id: string };
  vintage: { id: string } | null;
  counted: number;
}

export const inventoryCsvHeaders = {
  product: 'Réf. produit',
  format: 'Réf. format',
  vintage: 'Réf. millésime',
  counted: 'Compté',
} as const;

const normalise = (text: string) => text.trim().toLowerCase();

/** The counted lines, or the French errors of every faulty line (nothing is written then). */
export function readInventoryCsv(text: string): { lines: CsvCountLine[]; errors: string[] } {
  const rows = parseCsv(text);
  const [header, ...body] = rows;
  const errors: string[] = [];
  if (!header) return { lines: [], errors: ['Le fichier est vide.'] };
  const columnOf = (name: string) => header.findIndex((cell) => normalise(cell) === normalise(name));
  const columns = {
    product: columnOf(inventoryCsvHeaders.product),
    format: columnOf(inventoryCsvHeaders.format),
    vintage: columnOf(inventoryCsvHeaders.vintage),
    counted: columnOf(inventoryCsvHeaders.counted),
  };
  const missing = (['product', 'format', 'counted'] as const).filter((key) => columns[key] < 0);
  if (missing.length) {
    return {
      lines: [],
      errors: [`Colonnes manquantes : ${missing.map((key) => inventoryCsvHeaders[key]).join(', ')}.`],
    };
  }
  const lines: CsvCountLine[] = [];
  body.forEach((row, index) => {
    const line = index + 2;
    const cell = (column: number) => (column < 0 ? '' : (row[column] ?? '').trim());
    const product = cell(columns.product);
    const format = cell(columns.format);
    const vintage = cell(columns.vintage);
    const countedText = cell(columns.counted).replace(/\s/g, '');
    // a line left uncounted is not part of the count
    if (countedText === '') return;
    if (!product || !format) {
      errors.push(`Ligne ${line} : la référence du produit et celle du format sont obligatoires.`);
      return;
    }
    if (!/^\d{1,8}$/.test(countedText)) {
      errors.push(
        `Ligne ${line} : la quantité comptée doit être un entier positif ou nul (« ${countedText} »).`,
      );
      return;
    }
    lines.push({
      line,
      product: { id: product },
      format: { id: format },
      vintage: vintage ? { id: vintage } : null,
      counted: Number(countedText),
    });
  });
  if (!errors.length && !lines.length) errors.push("L'inventaire ne contient aucune ligne comptée.");
  return { lines, errors };
}
