// Excise rates as dated rows (the platform admin's excise_rates table) grouped into the engine's tables.
import type { DutyBasis, ExciseCategory, ExciseRateTable } from './excise.ts';

export const exciseCategories = [
  'stillWine',
  'sparklingWine',
  'intermediateReduced',
  'intermediate',
  'spirits',
] as const satisfies readonly ExciseCategory[];

/** droit: the excise duty (CIBS / CGI art. 438, 403); cotisation: the CSS art. L245-9 contribution. */
export const exciseRateKinds = ['droit', 'cotisation'] as const;
export type ExciseRateKind = (typeof exciseRateKinds)[number];

export interface ExciseRateRow {
  category: ExciseCategory;
  kind: ExciseRateKind;
  basis: DutyBasis;
  /** Euros per the basis unit, an exact decimal. */
  rateEuros: string;
  validFrom: string;
  validTo: string | null;
}

/** One table per validity period (validFrom, validTo); rows of the same period fill the same table. */
export function exciseRateTablesFromRows(rows: readonly ExciseRateRow[]): ExciseRateTable[] {
  const tables = new Map<string, ExciseRateTable>();
  for (const row of rows) {
    const key = `${row.validFrom}/${row.validTo ?? ''}`;
    let table = tables.get(key);
    if (!table) {
      table = { validFrom: row.validFrom, validTo: row.validTo, categories: {}, socialSecurityLevy: {} };
      tables.set(key, table);
    }
    const rate = { basis: row.basis, rateEuros: row.rateEuros };
    if (row.kind === 'droit') table.categories = { ...table.categories, [row.category]: rate };
    else table.socialSecurityLevy = { ...table.socialSecurityLevy, [row.category]: rate };
  }
  return [...tables.values()].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
}

/** The categories whose excise duty has no rate for a year (the back office warns about them). */
export function missingExciseRates(rows: readonly ExciseRateRow[], year: number): ExciseCategory[] {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const covered = (category: ExciseCategory) =>
    rows.some(
      (row) =>
        row.kind === 'droit' &&
        row.category === category &&
        row.validFrom <= first &&
        (!row.validTo || row.validTo >= last),
    );
  return exciseCategories.filter((category) => !covered(category));
}

/** The 2026 rows the demo seeds and the admin starts from; see excise.ts for the texts they apply. */
export const exciseRateRows2026: readonly ExciseRateRow[] = [
  ...(
    [
      ['stillWine', 'da', '4.19'],
      ['sparklingWine', 'da', '10.38'],
      ['intermediateReduced', 'da', '52.39'],
      ['intermediate', 'da', '209.53'],
      ['spirits', 'ap', '1932.42'],
    ] as const
  ).map(([category, basis, rateEuros]) => ({
    category,
    kind: 'droit' as const,
    basis,
    rateEuros,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
  })),
  ...(
    [
      ['stillWine', 'da', '52.39'],
      ['sparklingWine', 'da', '52.39'],
      ['intermediateReduced', 'da', '52.39'],
      ['intermediate', 'da', '52.39'],
      ['spirits', 'ap', '620.47'],
    ] as const
  ).map(([category, basis, rateEuros]) => ({
    category,
    kind: 'cotisation' as const,
    basis,
    rateEuros,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
  })),
];
