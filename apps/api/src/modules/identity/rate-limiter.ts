// Rate limits of the identity routes (docs: README.md of this module). The counters live in the rate_limits
// table, so every server process on the database counts the same tries. @fastify/rate-limit counts requests,
// not failures, and answers before the handler knows the account, so it is not used here.
import type { Database } from '@sarment/db';
import { clearTries, countTries, currentCounts, deleteEndedWindows } from './rate-limits.repo.ts';

export interface RateLimits {
  /** tries on one account (e-mail, username or user) within the window; none: accounts are not counted */
  perAccount?: number;
  /** tries from one address within the window */
  perAddress: number;
  windowMs: number;
}

export const defaultLoginLimits: RateLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

export const TOO_MANY_ATTEMPTS = 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.';

/** Each limiter deletes the ended windows at most this often: the table stays small without a timer. */
const PRUNE_EVERY_MS = 60 * 1000;

/**
 * Counts tries per account and per address in fixed windows that start with the first try. `name` keeps the
 * counters of one limit apart from another's ('login', 'reset'...).
 */
export class RateLimiter {
  private prunedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly name: string,
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the account or the address has used up its tries: check it before any password hashing. */
  async isBlocked(account: string | null, address: string): Promise<boolean> {
    const counts = await currentCounts(this.db, this.keys(account, address), new Date(this.now()));
    return this.exceeds(counts, account, address, 0);
  }

  /** Counts a failed try (a wrong password), which `isBlocked` then sees. */
  async recordFailure(account: string | null, address: string): Promise<void> {
    await this.count(account, address);
  }

  /**
   * Counts a try that costs whatever its outcome (a mail sent, a hash computed) and says whether it may go on.
   * Counting first, in one statement, lets no burst of parallel tries slip past the limit.
   */
  async tryTake(account: string | null, address: string): Promise<boolean> {
    return !this.exceeds(await this.count(account, address), account, address, 1);
  }

  /** A successful login clears its account's failures (not the address's: one valid account must not reset it). */
  async recordSuccess(account: string): Promise<void> {
    await clearTries(this.db, [this.accountKey(account)]);
  }

  private async count(account: string | null, address: string): Promise<Map<string, number>> {
    const now = new Date(this.now());
    if (now.getTime() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now.getTime();
      await deleteEndedWindows(this.db, now);
    }
    return countTries(this.db, this.keys(account, address), now, this.limits.windowMs);
  }

  /** Whether a count, less the try being made (`taken`), has reached its limit. */
  private exceeds(
    counts: Map<string, number>,
    account: string | null,
    address: string,
    taken: number,
  ): boolean {
    const reached = (key: string, limit: number | undefined) =>
      limit !== undefined && (counts.get(key) ?? 0) - taken >= limit;
    return (
      reached(this.addressKey(address), this.limits.perAddress) ||
      (account !== null && reached(this.accountKey(account), this.limits.perAccount))
    );
  }

  private keys(account: string | null, address: string): string[] {
    const keys = [this.addressKey(address)];
    if (account !== null && this.limits.perAccount !== undefined) keys.push(this.accountKey(account));
    return keys;
  }

  private accountKey = (account: string) => `${this.name}:account:${account}`;
  private addressKey = (address: string) => `${this.name}:address:${address}`;
}
