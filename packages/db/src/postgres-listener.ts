import pg from 'pg';

export type OnPayload = (payload: string) => void;
/** true once a channel is listened (again), false when the connection is lost */
export type OnLink = (listening: boolean) => void;

/** application_name of the LISTEN connection */
export const LISTENER_NAME = 'sarment-listen';
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 30_000;

/** Channel names go into LISTEN as they are (PGlite does not quote them either): plain identifiers only. */
export function checkChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid LISTEN channel name: ${channel}`);
}

/**
 * LISTEN on one dedicated PostgreSQL connection, outside the pool: a LISTEN belongs to its session, and a pooled
 * connection is handed to other queries. Connected at the first listen. When the connection drops, it
 * reconnects with a growing delay (250 ms, doubling, up to 30 s) and listens again; it never throws into the
 * process. NOTIFYs sent while it is away are lost: listeners must not rely on every one arriving.
 */
export class PostgresListener {
  private readonly channels = new Map<string, Set<OnPayload>>();
  private readonly links = new Set<OnLink>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client | undefined> | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly onError: (error: Error) => void,
  ) {}

  /** Resolves once listening, or once the first connection failed (it is then retried in the background). */
  async listen(channel: string, onPayload: OnPayload, onLink?: OnLink): Promise<() => Promise<void>> {
    checkChannelName(channel);
    const callbacks = this.channels.get(channel) ?? new Set<OnPayload>();
    this.channels.set(channel, callbacks);
    callbacks.add(onPayload);
    if (onLink) this.links.add(onLink);
    const client = await this.connection();
    if (client) {
      const listening = await client.query(`LISTEN ${channel}`).then(
        () => true,
        (error: Error) => {
          this.onError(error);
          return false;
        },
      );
      if (listening && this.client === client) onLink?.(true);
    }
    return async () => {
      callbacks.delete(onPayload);
      if (onLink) this.links.delete(onLink);
      if (callbacks.size > 0 || this.channels.get(channel) !== callbacks) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client | undefined> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client | undefined> {
    // named, so an operator sees it in pg_stat_activity (and a test can cut it)
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_NAME,
      // as the pool's: a server that never answers is retried later, and closing never waits on it
      connectionTimeoutMillis: 5_000,
    });
    // an error on this connection (the server restarted, the backend was terminated) must not crash the process
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      for (const onPayload of this.channels.get(message.channel) ?? []) onPayload(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.end().catch(() => undefined);
      this.onError(error as Error);
      this.retryLater();
      return undefined;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return undefined;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    for (const onLink of this.links) onLink(true);
    return client;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    if (error) this.onError(error);
    for (const onLink of this.links) onLink(false);
    client.end().catch(() => undefined);
    this.retryLater();
  }

  private retryLater(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(delay * 2, LAST_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.channels.size > 0 && !this.closed) void this.connection();
    }, delay);
    this.retryTimer.unref();
  }
}
