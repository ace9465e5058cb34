import { activityLog, and, count, desc, type Executor, eq, type SQL } from '@sarment/db';
import { ofShop, type ServiceContext } from '../../http/service-context.ts';

export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivityRow = typeof activityLog.$inferInsert;

export async function insertActivity(tx: Executor, row: NewActivityRow): Promise<void> {
  await tx.insert(activityLog).values(row);
}

export interface ActivityFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
}

/** One page of a shop's activity, newest first, with the total of every page. */
export async function listActivity(
  ctx: ServiceContext,
  filter: ActivityFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const conditions: SQL[] = [ofShop(ctx, activityLog)];
  if (filter.entity) conditions.push(eq(activityLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(activityLog.entityId, filter.entityId));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    ctx.tx
      .select()
      .from(activityLog)
      .where(where)
      // the id breaks ties between entries of one transaction (same `at`)
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .limit(page.limit)
      .offset(page.offset),
    ctx.tx.select({ total: count() }).from(activityLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
