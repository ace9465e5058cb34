import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Shared reads while one page renders. A server-rendered page calls the API several times in process (`inject`,
 * one call per loader): the catalogue page of a shop asks for the shop, its page, its products and its filters,
 * and each call read the shop by its key, its typologies, its tabs or its products with a visible price again.
 * Inside a read scope, these few public reads (`sharedRead`) are made once and their answer (a promise) is
 * shared by every API call of the page.
 *
 * Correct by construction, not by invalidation: the scope lives as long as one GET page request (the web server
 * opens it; a plain HTTP client of the API never runs in one), the shared reads are public (the same for every
 * viewer), and any API call that may write (any method but GET and HEAD) empties the scope before it runs and
 * after it answers. Answers are shared objects: callers must not mutate them.
 */
type Scope = Map<object, Map<string, Promise<unknown>>>;

const scopes = new AsyncLocalStorage<Scope>();

/** Runs `fn` (the rendering of one GET page) in a new read scope. */
export function runInReadScope<T>(fn: () => T): T {
  return scopes.run(new Map(), fn);
}

let writes = 0;

/**
 * Forgets every shared read of the current scope, if any (around an API call that may write), and counts the call
 * (see `writeCount`).
 */
export function clearReadScope(): void {
  writes += 1;
  scopes.getStore()?.clear();
}

/**
 * How many times an API call that may write began or ended in this process. The web server keeps a visitor's
 * rendered page only while this count stays the same (apps/web/server/render-cache.ts).
 */
export function writeCount(): number {
  return writes;
}

/** Whether a page render's read scope is open. */
export function inReadScope(): boolean {
  return scopes.getStore() !== undefined;
}

/**
 * Shares `value` as the answer of this owner and key in the current scope (nothing outside one): a query that read
 * it along with something else spares its own read.
 */
export function primeSharedRead(owner: object, key: string, value: unknown): void {
  const scope = scopes.getStore();
  if (!scope) return;
  const reads = readsOf(scope, owner);
  if (!reads.has(key)) reads.set(key, Promise.resolve(value));
}

/** The shared reads of one owner in a scope. */
function readsOf(scope: Scope, owner: object): Map<string, Promise<unknown>> {
  let reads = scope.get(owner);
  if (!reads) {
    reads = new Map();
    scope.set(owner, reads);
  }
  return reads;
}

/**
 * `read()` once per scope for this owner (the database it reads) and key; outside a scope, simply `read()`. A
 * read that fails is forgotten, so that the next caller tries again.
 */
export function sharedRead<T>(owner: object, key: string, read: () => PromiseLike<T>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope) return Promise.resolve(read());
  const reads = readsOf(scope, owner);
  const found = reads.get(key) as Promise<T> | undefined;
  if (found) return found;
  // a real promise: a drizzle query is a thenable that runs again each time it is awaited
  const answer = Promise.resolve(read());
  reads.set(key, answer);
  answer.catch(() => {
    if (reads.get(key) === answer) reads.delete(key);
  });
  return answer;
}
