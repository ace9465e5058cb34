import { asc, desc, type Executor, eq, gt, maintenances } from '@sarment/db';

export type MaintenanceRow = typeof maintenances.$inferSelect;
export type MaintenanceInput = Pick<
  MaintenanceRow,
  'banner' | 'page' | 'startDate' | 'endDate' | 'message' | 'image'
>;

/** Maintenances that have not ended yet, earliest start first. */
export async function listPendingMaintenances(db: Executor, now: Date): Promise<MaintenanceRow[]> {
  return db
    .select()
    .from(maintenances)
    .where(gt(maintenances.endDate, now))
    .orderBy(asc(maintenances.startDate))
    .limit(20);
}

/** Every maintenance, latest start first (the admin list). */
export async function listAllMaintenances(db: Executor): Promise<MaintenanceRow[]> {
  return db.select().from(maintenances).orderBy(desc(maintenances.startDate)).limit(200);
}

export async function insertMaintenance(
  db: Executor,
  id: string,
  input: MaintenanceInput,
): Promise<MaintenanceRow> {
  const [row] = await db
    .insert(maintenances)
    .values({ id, ...input })
    .returning();
  if (!row) throw new Error('maintenance insert returned nothing');
  return row;
}

export async function updateMaintenance(
  db: Executor,
  id: string,
  input: MaintenanceInput,
): Promise<MaintenanceRow | undefined> {
  const [row] = await db.update(maintenances).set(input).where(eq(maintenances.id, id)).returning();
  return row;
}

export async function deleteMaintenance(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(maintenances)
    .where(eq(maintenances.id, id))
    .returning({ id: maintenances.id });
  return deleted.length > 0;
}
