import { z } from 'zod';

/** spec §3 Notification, as GET /v1/notifications-centers answers it (contract). */
export const notificationAnswer = z.object({
  id: z.string(),
  type: z.string(),
  content: z.string(),
  createdAt: z.string().describe('ISO 8601 date and time'),
  seen: z.boolean(),
  redirectLink: z.string().nullable(),
});
export type NotificationAnswer = z.infer<typeof notificationAnswer>;

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** `seen=false`: only the notifications not seen yet (spec §2 filter 'Non lu') */
  seen: z.enum(['true', 'false']).optional(),
});

export const markAsSeenBody = z.strictObject({
  arrayOfIds: z.array(z.string().min(1).max(64)).max(500),
});

export const markAsSeenAnswer = z.object({
  success: z.literal(true),
  /** how many notifications changed from unseen to seen */
  count: z.number().int(),
});
