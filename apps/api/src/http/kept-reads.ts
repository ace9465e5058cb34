import { writeCount } from './read-scope.ts';

/**
 * Public reads kept a moment across page renders (issue 22): a shop with its pages and typologies, the products a
 * typology may see. Every page of a shop reads them and they are the same for every viewer, so a render reuses
 * what one of the last `keptReadsMs` read. Invalidated, not only aged: an entry is used only while no API call that
 * may write began or ended in this process since its read began (`writeCount`), so a change saved through this
 * process (the owner's settings, a price) shows on the next page; a change made elsewhere (another process on the
 * same PostgreSQL, a background job, SQL) shows within `keptReadsMs`. Only public answers belong here (never a
 * viewer's data: prices for a viewer, permissions, sessions), and callers must not mutate them (shared objects).
 *
 * On in production only (`KEPT_READS_MS`, default 2000; 0 turns it off): tests and development read every time
 * unless they turn it on with `keepReadsFor`.
 */
let keptReadsMs = process.env.NODE_ENV === 'production' ? Number(process.env.KEPT_READS_MS ?? 2000) || 0 : 0;

/** How long kept reads live (tests turn them on, 0 turns them off); answers the previous length. */
export function keepReadsFor(ms: number): number {
  const previous = keptReadsMs;
  keptReadsMs = ms;
  return previous;
}

interface Kept {
  expiresAt: number;
  writes: number;
  answer: Promise<unknown>;
}

/** At most this many keys per database: an address names any key, so unknown ones must not pile up. */
const MAX_KEYS = 500;

// per database handle (tests and tools open several databases in one process)
const keptOf = new WeakMap<object, Map<string, Kept>>();

/**
 * `read()`'s answer for this owner (the database it reads) and key, read again once `keptReadsMs` passed or an API
 * call that may write began or ended since it was read. A read that fails is not kept.
 */
export function keptRead<T>(
  owner: object,
  key: string,
  read: () => PromiseLike<T>,
  nowMs = Date.now(),
): Promise<T> {
  if (keptReadsMs <= 0) return Promise.resolve(read());
  let kept = keptOf.get(owner);
  if (!kept) {
    kept = new Map();
    keptOf.set(owner, kept);
  }
  // counted before the read begins: a write that begins or ends while it runs makes it stale at once
  const writes = writeCount();
  const hit = kept.get(key);
  if (hit && hit.expiresAt > nowMs && hit.writes === writes) return hit.answer as Promise<T>;
  if (kept.size >= MAX_KEYS) kept.clear();
  const answer = Promise.resolve(read());
  const entry: Kept = { expiresAt: nowMs + keptReadsMs, writes, answer };
  kept.set(key, entry);
  const map = kept;
  answer.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return answer;
}
