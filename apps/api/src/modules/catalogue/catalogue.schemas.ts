import { z } from 'zod';

/** A JSON-encoded query value (spec §7: the shop product list takes `shopIds` and `filter` as JSON). */
const jsonQuery = <T extends z.ZodType>(schema: T, message: string) =>
  z.string().transform((text, ctx) => {
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data as z.output<T>;
    } catch {
      // fall through to the issue below
    }
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const productFilter = z
  .object({
    category: z.enum(['all', 'others']).optional(),
    gamme: z.array(z.string().max(100)).max(50).optional(),
    type: z.array(z.string().max(100)).max(50).optional(),
    color: z.array(z.string().max(100)).max(50).optional(),
    vintage: z.array(z.string().max(50)).max(50).optional(),
  })
  .strict();

export const productListQuery = z.object({
  shopIds: jsonQuery(
    z.array(z.string().min(1)).min(1).max(20),
    'shopIds doit être une liste JSON de boutiques',
  ),
  typology: z.string().max(50).optional(),
  origin: z.enum(['shop', 'dashboard']).optional(),
  filter: jsonQuery(productFilter, 'Le filtre est invalide').optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(60),
});

const euros = z.number().describe('euros, 2 decimals');

export const formatPrice = z.object({
  typology: z.string(),
  /** the price as entered for the typology: TTC when `ttc`, HT otherwise */
  amount: euros,
  ttc: z.boolean(),
  priceHT: euros,
  priceTTC: euros,
  vatRate: z.number().describe('percent'),
  discountPrice: z.array(z.object({ threshold: z.number(), price: euros })),
  discountAdd: z.array(z.object({ threshold: z.number(), free: z.number() })),
  promotions: z.array(
    z.object({
      type: z.string(),
      amount: z.number(),
      activation: z.string(),
      threshold: z.number().nullable(),
    }),
  ),
});

export const productFormat = z.object({
  id: z.string(),
  name: z.string(),
  container: z.string(),
  unity: z.string(),
  unityValue: z.number(),
  type: z.string(),
  eq75: z.number(),
  price: formatPrice.nullable(),
  stock: z.number().nullable().describe('units in stock over every warehouse; null when not stock-managed'),
});

export const productVintage = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number().nullable(),
  alcoholPercent: z.number().nullable(),
});

export const product = z.object({
  id: z.string(),
  shopId: z.string(),
  slug: z.string(),
  name: z.string(),
  productType: z.string(),
  precision: z.string().nullable(),
  type: z.string().nullable(),
  color: z.string().nullable(),
  gamme: z.string().nullable(),
  status: z.string(),
  description: z.string().nullable(),
  labels: z.array(z.string()),
  visuals: z.array(z.string()),
  vatType: z.string(),
  minOrder: z.number().nullable(),
  maxOrder: z.number().nullable(),
  vintages: z.array(productVintage),
  formats: z.array(productFormat),
});

export type ProductAnswer = z.infer<typeof product>;
export type FormatPriceAnswer = z.infer<typeof formatPrice>;
