import { z } from 'zod';

export const shopKeyParams = z.object({ id: z.string().min(1).max(100) });

export const shopListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

/** Public fields of a shop (spec §3 Shop, §7 GET /v1/shops/{id}): nothing private (banks, legal ids, settings). */
export const publicShop = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  urlShop: z.string(),
  businessType: z.string(),
  color: z.string().nullable(),
  logo: z.string().nullable(),
  editedShop: z.object({
    color: z.string().nullable().optional(),
    banner: z.string().nullable().optional(),
    logo: z.string().nullable().optional(),
  }),
  city: z.string().nullable(),
  description: z.string().nullable(),
});

export type PublicShop = z.infer<typeof publicShop>;
