// The team area's history (collaborators and agents): the shop's activity log of one member, as GET /v1/activity
// answers it (the web kit's history timeline reads this shape).
import { z } from 'zod';
import { pageWindow } from '../../http/list-query.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { type ActivityRow, listActivity } from '../activity/activity.repo.ts';
import type { ActivityEntry } from '../activity/activity.schemas.ts';

/** The history's query: pages of the member's entries, newest first. */
export const historyQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** A log entry as GET /v1/activity answers it. */
export function describeEntry(row: ActivityRow): ActivityEntry {
  const fields = [...new Set([...Object.keys(row.before), ...Object.keys(row.after)])];
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes: fields.map((field) => ({
      field,
      before: row.before[field] ?? null,
      after: row.after[field] ?? null,
    })),
    summary: row.summary,
  };
}

/**
 * What was done to a member (entity `collaborator` or `agent`), newest first, described; readable after their
 * removal (the shop's log keeps it). `exists` says whether the id is a member today, asked only when the log has
 * nothing: an id with neither is unknown (the caller's 404).
 */
export async function memberHistory(
  ctx: ServiceContext,
  entity: string,
  id: string,
  query: { page: number; pageSize: number },
  exists: () => Promise<boolean>,
): Promise<{ rows: ActivityEntry[]; total: number } | null> {
  const page = await listActivity(ctx, { entity, entityId: id }, pageWindow(query));
  if (page.total === 0 && !(await exists())) return null;
  return { rows: page.rows.map(describeEntry), total: page.total };
}
