// spec §2 notification centre, live: new notifications are pushed to the user's open pages as server-sent
// events (GET /v1/notifications-centers/stream), so nobody waits for a poll.
import type { Database } from '@sarment/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findUserNotification, listUserNotifications } from './notifications.repo.ts';
import { toNotificationAnswer } from './notifications.service.ts';
import { onNotification } from './notify.ts';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/**
 * notify() runs inside the business transaction and announces the row before it commits: the stream reads it
 * back after these delays and pushes nothing if it never appears (rolled back).
 */
const READ_BACK_DELAYS_MS = [0, 100, 400, 1500, 5000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBack(db: Database, userId: string, id: string) {
  for (const delay of READ_BACK_DELAYS_MS) {
    if (delay) await sleep(delay);
    const row = await findUserNotification(db, userId, id);
    if (row) return row;
  }
  return undefined;
}

/** Ends every open stream when the server stops, so a graceful shutdown is not held by idle listeners. */
export function registerStreamShutdown(app: FastifyInstance, open: Set<() => void>): void {
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
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
  send('ready', { unseen });

  const unsubscribe = onNotification((event) => {
    if (event.userId !== userId) return;
    readBack(app.db.db, userId, event.id)
      .then((row) => {
        if (row) send('notification', toNotificationAnswer(row));
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'notification stream read-back failed'));
  });
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
