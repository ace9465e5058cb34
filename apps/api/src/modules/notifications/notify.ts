import { type Executor, newId, sql } from '@sarment/db';
import { hasPermission, type Permission } from '@sarment/domain/access';
import { insertNotification, listShopMembers } from './notifications.repo.ts';

/**
 * spec §3 Notification.type: picks the icon in the notification centre. Types containing 'payment' use the
 * payment icon; any other string is accepted and shown with the generic icon.
 */
export type NotificationType =
  | 'newOrder'
  | 'orderIntent'
  | 'modifyOrder'
  | 'newReservation'
  | 'newTask'
  | 'taskCompleted'
  | 'stockUpdate'
  | 'thresholdReached'
  | 'commissionPaid'
  | 'commissionDelay'
  | 'import'
  | 'newContact'
  | 'newActivity'
  | 'mailFail'
  | 'endedNewsletter'
  | 'priceRequest'
  | 'paymentReceived'
  | 'paymentFailed'
  | 'info'
  | (string & {});

export interface NewNotification {
  userId: string;
  shopId?: string | null;
  type: NotificationType;
  content: string;
  /** a local path the notification opens (spec §2: opening one navigates to its redirectLink) */
  redirectLink?: string | null;
}

/**
 * The channel of new notifications: every server process on the database hears them (LISTEN/NOTIFY), so a
 * page open on one process hears what another raised.
 */
export const NOTIFICATIONS_CHANNEL = 'sarment_notifications';

/** What the channel carries: the ids only (a NOTIFY holds 8000 bytes at most); the listener reads the row. */
export interface NewNotificationEvent {
  id: string;
  userId: string;
}

export function readNotificationEvent(payload: string): NewNotificationEvent | undefined {
  try {
    const { id, userId } = JSON.parse(payload) as Partial<NewNotificationEvent>;
    return typeof id === 'string' && typeof userId === 'string' ? { id, userId } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates a notification for a user when a business event happens (new order, reservation, task, stock
 * threshold, price request...). Call it inside the business transaction (`db` may be a transaction) so a
 * rolled-back event notifies nobody.
 */
export async function notify(db: Executor, input: NewNotification): Promise<string> {
  const id = newId('ntf');
  await insertNotification(db, {
    id,
    userId: input.userId,
    shopId: input.shopId ?? null,
    type: input.type,
    content: input.content,
    redirectLink: input.redirectLink ?? null,
  });
  // sent within the caller's transaction: PostgreSQL delivers it on commit, and never for a rolled-back one
  const event: NewNotificationEvent = { id, userId: input.userId };
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(event)})`);
  return id;
}

export interface ShopNotification extends Omit<NewNotification, 'userId' | 'shopId'> {
  shopId: string;
  /**
   * Collaborators (iam) holding this permission are notified too (e.g. seeAllOrder for a new order);
   * without it only the owners are.
   */
  permission?: Permission;
}

/**
 * Notifies the people who run a shop of one of its business events: every owner, and the collaborators
 * allowed to act on it (spec §6 permissions). Example: checkout calls
 * `notifyShopStaff(tx, { shopId, type: 'newOrder', content: 'Nouvelle commande de ...', redirectLink:
 * '/dashboard/orders/<id>', permission: 'seeAllOrder' })`. Returns the ids created.
 */
export async function notifyShopStaff(db: Executor, input: ShopNotification): Promise<string[]> {
  const { permission, shopId, ...notification } = input;
  const members = await listShopMembers(db, shopId, permission ? ['owner', 'iam'] : ['owner']);
  const recipients = members.filter((member) => {
    if (member.role === 'owner' || !permission) return true;
    const shop = {
      id: shopId,
      authorizations: member.authorizations ? { byUser: { [member.userId]: member.authorizations } } : null,
    };
    return hasPermission({ id: member.userId, role: 'iam', shops: [{ id: shopId }] }, shop, permission);
  });
  const ids: string[] = [];
  for (const member of recipients)
    ids.push(await notify(db, { ...notification, userId: member.userId, shopId }));
  return ids;
}
