import {
  and,
  count,
  desc,
  type Executor,
  eq,
  inArray,
  notifications,
  shopMembers,
  type UserNotification,
} from '@sarment/db';
import type { ShopMemberRole } from '@sarment/domain/access';
import { ofShop } from '../../http/service-context.ts';

export interface NotificationPage {
  page: number;
  pageSize: number;
  /** true: only the notifications not seen yet (spec §2 filter 'Non lu') */
  unseenOnly: boolean;
}

/** A user's notifications, newest first, with the total of the filter and the number not seen yet. */
export async function listUserNotifications(
  db: Executor,
  userId: string,
  query: NotificationPage,
): Promise<{ rows: UserNotification[]; total: number; unseen: number }> {
  const mine = eq(notifications.userId, userId);
  const unseenFilter = and(mine, eq(notifications.seen, false));
  const where = query.unseenOnly ? unseenFilter : mine;
  const [rows, totals, unseen] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(notifications).where(where),
    db.select({ total: count() }).from(notifications).where(unseenFilter),
  ]);
  return { rows, total: totals[0]?.total ?? 0, unseen: unseen[0]?.total ?? 0 };
}

export async function findUserNotification(
  db: Executor,
  userId: string,
  id: string,
): Promise<UserNotification | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .limit(1);
  return row;
}

/** Marks some of the user's notifications seen; ids of other users' notifications are ignored. */
export async function markUserNotificationsSeen(
  db: Executor,
  userId: string,
  ids: readonly string[] | 'all',
): Promise<number> {
  const mine = and(eq(notifications.userId, userId), eq(notifications.seen, false));
  const where = ids === 'all' ? mine : and(mine, inArray(notifications.id, [...ids]));
  if (ids !== 'all' && ids.length === 0) return 0;
  const updated = await db
    .update(notifications)
    .set({ seen: true })
    .where(where)
    .returning({ id: notifications.id });
  return updated.length;
}

/** Members of a shop with the given roles (owners receive every business notification of their shop). */
export async function listShopMembers(
  db: Executor,
  shopId: string,
  roles: readonly ShopMemberRole[],
): Promise<{ userId: string; role: string; authorizations: Record<string, boolean> | null }[]> {
  return db
    .select({
      userId: shopMembers.userId,
      role: shopMembers.role,
      authorizations: shopMembers.authorizations,
    })
    .from(shopMembers)
    .where(and(ofShop({ shopId }, shopMembers), inArray(shopMembers.role, [...roles])));
}

export async function insertNotification(
  db: Executor,
  row: Pick<UserNotification, 'id' | 'userId' | 'shopId' | 'type' | 'content' | 'redirectLink'>,
): Promise<void> {
  await db.insert(notifications).values(row);
}
