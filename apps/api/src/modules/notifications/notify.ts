import { type Database, newId, notifications } from '@sarment/db';

export interface NewNotification {
  userId: string;
  shopId?: string | null;
  /** spec §3 Notification.type: picks the icon (newOrder, newTask, stockThreshold, priceRequest...) */
  type: string;
  content: string;
  redirectLink?: string | null;
}

type Listener = (notification: { id: string; userId: string }) => void;
const listeners = new Set<Listener>();

/** Lets the live channel (server-sent events) hear every new notification of this process. */
export function onNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Creates a notification for a user when a business event happens (new order, reservation, task, stock
 * threshold, price request...). Call it inside the business transaction (`db` may be a transaction) so a
 * rolled-back event notifies nobody.
 */
export async function notify(db: Database, input: NewNotification): Promise<string> {
  const id = newId('ntf');
  await db.insert(notifications).values({
    id,
    userId: input.userId,
    shopId: input.shopId ?? null,
    type: input.type,
    content: input.content,
    redirectLink: input.redirectLink ?? null,
  });
  for (const listener of listeners) listener({ id, userId: input.userId });
  return id;
}
