import { type Executor, inArray, queryRows, rateLimits, sql } from '@sarment/db';

/**
 * Counts one try on each key and returns the new counts, in one atomic statement (two processes counting the
 * same key at once both see it grow). A key whose window has ended starts a new one of `windowMs` at `now`.
 */
export async function countTries(
  db: Executor,
  keys: string[],
  now: Date,
  windowMs: number,
): Promise<Map<string, number>> {
  const expiresAt = new Date(now.getTime() + windowMs).toISOString();
  const values = sql.join(
    keys.map((key) => sql`(${key}, 1, ${expiresAt}::timestamptz)`),
    sql`, `,
  );
  const ended = sql`rate_limits.expires_at <= ${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ key: string; count: number }>(
    db,
    sql`insert into rate_limits (key, count, expires_at) values ${values}
        on conflict (key) do update set
          count = case when ${ended} then 1 else rate_limits.count + 1 end,
          expires_at = case when ${ended} then excluded.expires_at else rate_limits.expires_at end
        returning key, count`,
  );
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** The counts of the keys whose window is still running (a key with none counts zero). */
export async function currentCounts(db: Executor, keys: string[], now: Date): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; count: number }>(
    db,
    sql`select key, count from rate_limits
        where key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}) and expires_at > ${now.toISOString()}::timestamptz`,
  );
  return new Map(rows.map((row) => [row.key, row.count]));
}

export async function clearTries(db: Executor, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

export async function deleteEndedWindows(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where expires_at <= ${now.toISOString()}::timestamptz`);
}
