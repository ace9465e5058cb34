import type { UserNotification } from '@sarment/db';
import type { NotificationAnswer } from './notifications.schemas.ts';

export function toNotificationAnswer(row: UserNotification): NotificationAnswer {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    seen: row.seen,
    redirectLink: row.redirectLink,
  };
}
