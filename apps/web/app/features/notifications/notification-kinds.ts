// spec §3 Notification: the type picks an icon; types containing 'payment' use the payment icon.
import type { notificationAnswer } from '@sarment/api';
import type { z } from 'zod';

export type NotificationIconKind =
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
  | 'payment'
  | 'other';

const known: readonly NotificationIconKind[] = [
  'newOrder',
  'orderIntent',
  'modifyOrder',
  'newReservation',
  'newTask',
  'taskCompleted',
  'stockUpdate',
  'thresholdReached',
  'commissionPaid',
  'commissionDelay',
  'import',
  'newContact',
  'newActivity',
  'mailFail',
  'endedNewsletter',
  'priceRequest',
];

/** Example: 'paymentFailed' and 'sepaPayment' use the payment icon; 'newOrder' its own; 'info' the generic one. */
export function notificationIconKind(type: string): NotificationIconKind {
  if (/payment/i.test(type)) return 'payment';
  return (known as readonly string[]).includes(type) ? (type as NotificationIconKind) : 'other';
}

/** GET /v1/notifications-centers (contract shape). */
export type CentreNotification = z.output<typeof notificationAnswer>;

/** Adds pushed notifications in front of the list, once each, newest first. */
export function mergeNotifications(
  current: readonly CentreNotification[],
  incoming: readonly CentreNotification[],
): CentreNotification[] {
  const byId = new Map<string, CentreNotification>();
  for (const item of [...incoming, ...current]) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
