// Who a session or an API key is, kept briefly in memory (issue 22): a logged-in request would otherwise read the
// session, the user, their shops and their client links before doing its own work. An entry lives at most TTL_MS
// and never past its session's end. Every change to what an entry holds (a session revoked, a password changed or
// reset, permissions, memberships, client typologies, the account itself) calls announceAuthChange(tx, userId)
// inside its transaction: the NOTIFY goes out when that commits, and every process on the database, this one
// included, drops the user's entries when it hears it. The cache only serves while its LISTEN is connected:
// NOTIFYs sent while it is away are lost, so a lost connection empties it and turns it off until it listens again.
import { randomUUID } from 'node:crypto';
import { type DbHandle, type Executor, sql } from '@sarment/db';
import type { AuthContext } from '../../http/auth-context.ts';

export const AUTH_CHANGES_CHANNEL = 'sarment_auth_changes';
export const TTL_MS = 30_000;
export const MAX_ENTRIES = 10_000;

/** What an entry holds: the caller as resolved, without how this request proved it (cookie or Bearer). */
export type CachedAuth = Omit<AuthContext, 'via'>;

interface Entry {
  auth: CachedAuth;
  userId: string;
  expiresAt: number;
}

interface AuthChangeEvent {
  userId: string;
  /** the process that announced it: only its own announcements end a hold there */
  from: string;
}

/** Identifies this process (module copy) in its announcements. */
const processId = randomUUID();

/** The caches of this process: an announcement holds the user back in each at once, before it commits. */
const caches = new Set<AuthCache>();

/**
 * Says that what the auth cache holds about a user changes in this transaction. Call it inside the transaction
 * that makes the change (or right after an autocommitted statement): the NOTIFY is delivered on commit, never
 * for a rollback. Until this process hears it back, it reads that user from the database.
 */
export async function announceAuthChange(db: Executor, userId: string): Promise<void> {
  for (const cache of caches) cache.holdBack(userId);
  const event: AuthChangeEvent = { userId, from: processId };
  await db.execute(sql`select pg_notify(${AUTH_CHANGES_CHANNEL}, ${JSON.stringify(event)})`);
}

function readEvent(payload: string): AuthChangeEvent | undefined {
  try {
    const { userId, from } = JSON.parse(payload) as Partial<AuthChangeEvent>;
    return typeof userId === 'string' ? { userId, from: typeof from === 'string' ? from : '' } : undefined;
  } catch {
    return undefined;
  }
}

export class AuthCache {
  private readonly entries = new Map<string, Entry>();
  /** users whose change this process announced and has not heard back yet, with when the hold ends anyway */
  private readonly held = new Map<string, { count: number; until: number }>();
  /** bumped by every change: a read that started before one is not kept */
  private generation = 0;
  private listening = false;
  private unlisten: Promise<(() => Promise<void>) | undefined> | undefined;

  constructor(private readonly clock: () => number = Date.now) {}

  /**
   * Starts hearing changes; the cache serves nothing until it listens. Resolves once listening, or once the
   * first connection failed (the listener retries in the background): an app starts even while PostgreSQL does
   * not answer.
   */
  start(handle: DbHandle): Promise<void> {
    caches.add(this);
    this.unlisten = handle
      .listen(
        AUTH_CHANGES_CHANNEL,
        (payload) => this.heard(payload),
        (listening) => this.linked(listening),
      )
      .catch(() => undefined);
    return this.unlisten.then(() => undefined);
  }

  async stop(): Promise<void> {
    caches.delete(this);
    this.linked(false);
    const unlisten = await this.unlisten;
    await unlisten?.();
  }

  /**
   * The cached caller for this key, else `load` (kept when nothing changed meanwhile). `key` names the credential
   * (kind and sha256); `load` answers the caller and when their credential ends.
   */
  async resolve(
    key: string,
    load: () => Promise<{ auth: CachedAuth; endsAt: Date | null } | null>,
  ): Promise<CachedAuth | null> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expiresAt > now && this.listening && !this.isHeld(hit.userId, now)) return hit.auth;
      this.entries.delete(key);
    }
    const generation = this.generation;
    const loaded = await load();
    if (!loaded) return null;
    const userId = loaded.auth.user.id;
    if (this.listening && generation === this.generation && !this.isHeld(userId, now)) {
      const endsAt = loaded.endsAt ? loaded.endsAt.getTime() : Number.POSITIVE_INFINITY;
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { auth: loaded.auth, userId, expiresAt: Math.min(now + TTL_MS, endsAt) });
    }
    return loaded.auth;
  }

  /** This process is changing the user: drop them now and read them from the database until the change is heard. */
  holdBack(userId: string): void {
    const held = this.held.get(userId);
    // a rolled-back change is never heard: the hold ends by itself
    this.held.set(userId, { count: (held?.count ?? 0) + 1, until: this.clock() + TTL_MS });
    this.forget(userId);
  }

  private isHeld(userId: string, now: number): boolean {
    const held = this.held.get(userId);
    if (!held) return false;
    if (held.until > now) return true;
    this.held.delete(userId);
    return false;
  }

  private heard(payload: string): void {
    const event = readEvent(payload);
    if (!event) return;
    if (event.from === processId) {
      const held = this.held.get(event.userId);
      if (held && held.count > 1) held.count -= 1;
      else this.held.delete(event.userId);
    }
    this.forget(event.userId);
  }

  private forget(userId: string): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  private linked(listening: boolean): void {
    // changes announced while the LISTEN connection was away were lost: nothing kept before may be trusted
    this.generation += 1;
    this.entries.clear();
    this.listening = listening;
  }
}
