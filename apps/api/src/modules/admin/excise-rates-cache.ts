// The excise rates the cart, the checkout and the back office's documents price with (issue 20): the platform's
// dated excise_rates rows, grouped into tables, read once per database and year and kept until the admin edits
// the table (forgetExciseRates) or ten minutes pass (another process may have edited it). A day no table covers
// falls back, loudly, to the latest rates known before it, so a missing year never stops the shop selling.
import type { Executor } from '@sarment/db';
import {
  exciseRateTables as builtInTables,
  type ExciseRateTable,
  exciseRateTablesFromRows,
  exciseTableApplies,
} from '@sarment/domain/pricing';
import { readExciseRateRows } from './excise-rates.repo.ts';

const TTL_MS = 10 * 60_000;
interface Entry {
  tables: Promise<readonly ExciseRateTable[]>;
  loadedAt: number;
}
const caches = new WeakMap<object, Map<number, Entry>>();
const warned = new WeakMap<object, Set<string>>();

/** How a missing year is reported (console by default; tests listen here). */
export const exciseRatesLog = {
  warn: (message: string) => console.warn(message),
};

async function loadYear(db: Executor, year: number): Promise<readonly ExciseRateTable[]> {
  const rows = (await readExciseRateRows(db)).filter(
    (row) => row.validFrom <= `${year}-12-31` && (row.validTo === null || row.validTo >= `${year - 1}-01-01`),
  );
  return exciseRateTablesFromRows(rows);
}

/**
 * The tables to price a sale of `day` (YYYY-MM-DD, Paris) with: the stored ones when one applies that day; else the
 * latest stored (or built-in) table started before it, marked valid through the day, with a warning naming it.
 */
export async function exciseRateTablesFor(db: Executor, day: string): Promise<readonly ExciseRateTable[]> {
  const year = Number(day.slice(0, 4));
  let byYear = caches.get(db);
  if (!byYear) {
    byYear = new Map();
    caches.set(db, byYear);
  }
  let entry = byYear.get(year);
  if (!entry || Date.now() - entry.loadedAt > TTL_MS) {
    entry = { tables: loadYear(db, year), loadedAt: Date.now() };
    byYear.set(year, entry);
    entry.tables.catch(() => byYear?.delete(year));
  }
  const tables = await entry.tables;
  if (tables.some((table) => exciseTableApplies(table, day))) return tables;
  const earlier = [...(tables.length ? tables : builtInTables)]
    .filter((table) => table.validFrom <= day)
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
  if (!earlier) return tables;
  let told = warned.get(db);
  if (!told) {
    told = new Set();
    warned.set(db, told);
  }
  if (!told.has(day.slice(0, 7))) {
    told.add(day.slice(0, 7));
    exciseRatesLog.warn(
      `excise_rates: no rates for ${day}; pricing with the rates from ${earlier.validFrom} — the platform admin must add ${year}'s rates (/admin?tab=excise)`,
    );
  }
  return [...tables, { ...earlier, validFrom: day, validTo: day }];
}

/** The admin changed the table: every year is read again on its next sale. */
export function forgetExciseRates(db: Executor): void {
  caches.delete(db);
  warned.delete(db);
}
