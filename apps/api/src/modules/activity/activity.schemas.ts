import { z } from 'zod';

export const activityQuery = z.object({
  entity: z.string().min(1).max(50).optional().describe("'product', 'price', 'order'..."),
  entityId: z.string().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const activityEntry = z.object({
  id: z.string(),
  at: z.string().describe('ISO 8601'),
  actor: z.object({ id: z.string(), name: z.string() }).nullable().describe('null: the system'),
  action: z.string().describe("'created', 'updated', 'deleted', 'duplicated', 'statusChanged'..."),
  entity: z.string(),
  entityId: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  summary: z.string().nullable(),
});

export type ActivityEntry = z.infer<typeof activityEntry>;
