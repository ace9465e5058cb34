// The admin's view of the mail outbox (GET /v1/admin/outbox).
import { z } from 'zod';

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** One queued e-mail, newest first. */
export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  error: z.string().nullable(),
});
