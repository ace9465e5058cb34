// Login rate limit (docs: README.md of this module). An in-memory counter per process: enough for the one
// Node process Sarment runs; several processes would each count on their own (a shared store such as a
// database table would then be needed). @fastify/rate-limit counts requests, not failures, and answers before
// the handler knows the account, so it is not used here.

export interface LoginLimits {
  /** failed attempts on one account (e-mail or username) within the window */
  perAccount: number;
  /** failed attempts from one address within the window */
  perAddress: number;
  windowMs: number;
}

export const defaultLoginLimits: LoginLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

export const TOO_MANY_ATTEMPTS = 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.';

interface Counter {
  count: number;
  resetAt: number;
}

/** Counts failed logins per account and per address in fixed windows; checked before any password hashing. */
export class LoginLimiter {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly limits: LoginLimits = defaultLoginLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the account or the address has used up its failed attempts. */
  isBlocked(account: string, address: string): boolean {
    return (
      this.current(`account:${account}`) >= this.limits.perAccount ||
      this.current(`address:${address}`) >= this.limits.perAddress
    );
  }

  recordFailure(account: string, address: string): void {
    this.increment(`account:${account}`);
    this.increment(`address:${address}`);
  }

  /** A successful login clears its account's failures (not the address's: one valid account must not reset it). */
  recordSuccess(account: string): void {
    this.counters.delete(`account:${account}`);
  }

  private current(key: string): number {
    const counter = this.counters.get(key);
    if (!counter) return 0;
    if (counter.resetAt <= this.now()) {
      this.counters.delete(key);
      return 0;
    }
    return counter.count;
  }

  private increment(key: string): void {
    const count = this.current(key);
    if (count === 0) {
      if (this.counters.size > 100_000) this.prune();
      this.counters.set(key, { count: 1, resetAt: this.now() + this.limits.windowMs });
    } else {
      this.counters.get(key)!.count = count + 1;
    }
  }

  private prune(): void {
    const now = this.now();
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }
}
