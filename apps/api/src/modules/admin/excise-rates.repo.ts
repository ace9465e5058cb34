// The platform's excise rates (global table excise_rates): read by the DRM and the cart, edited by the admin.
import { asc, type Executor, eq, exciseRates } from '@sarment/db';
import type { ExciseRateRow } from '@sarment/domain/pricing';

export type ExciseRateRecord = typeof exciseRates.$inferSelect;
export type ExciseRateValues = Pick<
  ExciseRateRecord,
  'category' | 'kind' | 'basis' | 'rateEuros' | 'validFrom' | 'validTo'
>;

export async function listExciseRates(db: Executor): Promise<ExciseRateRecord[]> {
  return db
    .select()
    .from(exciseRates)
    .orderBy(asc(exciseRates.validFrom), asc(exciseRates.kind), asc(exciseRates.category));
}

/** The rows as the domain groups them into dated tables. */
export async function readExciseRateRows(db: Executor): Promise<ExciseRateRow[]> {
  return (await listExciseRates(db)).map((row) => ({
    category: row.category,
    kind: row.kind,
    basis: row.basis,
    rateEuros: row.rateEuros,
    validFrom: row.validFrom,
    validTo: row.validTo,
  }));
}

export async function findExciseRate(db: Executor, id: string) {
  const [row] = await db.select().from(exciseRates).where(eq(exciseRates.id, id));
  return row ?? null;
}

export async function insertExciseRate(
  db: Executor,
  values: ExciseRateValues & { id: string; updatedBy: string | null },
) {
  const [row] = await db.insert(exciseRates).values(values).returning();
  if (!row) throw new Error('excise rate not inserted');
  return row;
}

export async function updateExciseRate(
  db: Executor,
  id: string,
  values: ExciseRateValues & { updatedBy: string | null; updatedAt: Date },
) {
  const [row] = await db.update(exciseRates).set(values).where(eq(exciseRates.id, id)).returning();
  return row ?? null;
}

export async function deleteExciseRate(db: Executor, id: string) {
  const rows = await db.delete(exciseRates).where(eq(exciseRates.id, id)).returning({ id: exciseRates.id });
  return rows.length > 0;
}
