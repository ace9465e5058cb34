// spec §2 notification centre, live: new notifications are pushed to the user's open pages as server-sent
// events (GET /v1/notifications-centers/stream), so nobody waits for a poll.
import type { DbHandle } from '@sarment/db';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUserNotification, listUserNotifications } from './notifications.repo.ts';
import { toNotificationAnswer } from './notifications.service.ts';
import { NOTIFICATIONS_CHANNEL, readNotificationEvent } from './notify.ts';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

type OnNotificationId = (id: string) => void;

/**
 * The streams open on this server, by user, fed by one LISTEN on the database: a notification raised by any
 * process on the database reaches the open pages of its user, whichever process holds them. notify() sends
 * its NOTIFY inside the business transaction, so it arrives once the row is committed, never for a rollback.
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<OnNotificationId>>();
  private listening: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly handle: DbHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once the database channel is heard, so nothing committed after it is missed. */
  async subscribe(userId: string, onId: OnNotificationId): Promise<() => void> {
    this.listening ??= this.handle
      .listen(NOTIFICATIONS_CHANNEL, (payload) => this.dispatch(payload))
      .catch((error: unknown) => {
        this.listening = undefined;
        throw error;
      });
    await this.listening;
    const streams = this.streams.get(userId) ?? new Set<OnNotificationId>();
    this.streams.set(userId, streams);
    streams.add(onId);
    return () => {
      streams.delete(onId);
      if (streams.size === 0 && this.streams.get(userId) === streams) this.streams.delete(userId);
    };
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = undefined;
    const unlisten = await listening?.catch(() => undefined);
    await unlisten?.().catch((error: unknown) =>
      this.log.warn({ err: error }, 'notification unlisten failed'),
    );
  }

  private dispatch(payload: string): void {
    const event = readNotificationEvent(payload);
    if (!event) return;
    for (const onId of this.streams.get(event.userId) ?? []) onId(event.id);
  }
}

/** Ends every open stream when the server stops, so a graceful shutdown is not held by idle listeners. */
export function registerStreamShutdown(
  app: FastifyInstance,
  open: Set<() => void>,
  hub: NotificationHub,
): void {
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', () => hub.close());
}

/**
 * Opens the event stream of the logged-in user: `event: ready` with the number not seen yet, then one
 * `event: notification` (the contract's notification shape) per new notification.
 */
export async function streamNotifications(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  open: Set<() => void>,
  hub: NotificationHub,
): Promise<void> {
  const { unseen } = await listUserNotifications(app.db.db, userId, {
    page: 1,
    pageSize: 1,
    unseenOnly: true,
  });
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  let closed = false;
  const send = (event: string, data: unknown) => {
    if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  raw.write('retry: 5000\n\n');

  let unsubscribe: () => void;
  try {
    unsubscribe = await hub.subscribe(userId, (id) => {
      findUserNotification(app.db.db, userId, id)
        .then((row) => {
          if (row) send('notification', toNotificationAnswer(row));
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'notification stream read failed'));
    });
  } catch (error) {
    // the page's EventSource opens the stream again after the retry delay
    request.log.warn({ err: error }, 'notification stream could not listen');
    raw.end();
    return;
  }
  if (raw.destroyed) {
    unsubscribe(); // the page left while the channel was being heard
    return;
  }
  // 'ready' once listening: whatever is committed after it reaches the page
  send('ready', { unseen });

  const heartbeat = setInterval(() => {
    if (!closed) raw.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(end);
    raw.end();
  };
  open.add(end);
  // the response's close (not the request's, which closes once its empty body is read) means the page left
  raw.on('close', end);
}
