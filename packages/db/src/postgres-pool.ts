import pg from 'pg';

/** How long a call waits for a new connection before failing (503) instead of hanging while PostgreSQL is away. */
export const CONNECTION_TIMEOUT_MS = 5_000;

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A node-postgres pool that survives PostgreSQL cutting its connections (restart, pg_terminate_backend):
 * - every client gets its own 'error' listener for life: pg-pool listens only while a client is idle, and a
 *   checked-out client (inside a transaction) whose connection dies emits 'error', which without a listener
 *   kills the process;
 * - a checked-out client whose connection dies is handed back to the pool at once as broken (destroyed, its
 *   slot freed): a transaction that fails before its `try` (drizzle's `begin`) would otherwise never release it,
 *   and the pool would shrink until nothing answers. The owner's later release is then a no-op.
 * The pool makes new connections as calls come, so it serves again by itself once PostgreSQL is back.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig, onConnectionLost: (error: Error) => void) {
    super({ connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, keepAlive: true, ...config });
    this.on('connect', (client) => client.on('error', onConnectionLost));
    // the client's own listener reports it; pg-pool re-emits an idle client's error here, which needs a listener
    this.on('error', () => {});
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // the callback form is pool.query's, which releases a broken client itself
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releasedWhenBroken);
  }
}

function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onBroken);
    release(error);
  };
  const onBroken = (error: Error) => releaseOnce(error);
  client.on('error', onBroken);
  client.release = releaseOnce;
  return client;
}
