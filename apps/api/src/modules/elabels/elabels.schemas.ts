import { z } from 'zod';

export const gtinParams = z.object({ gtin: z.string().min(1).max(40) });
export const elabelQuery = z.object({
  vintage: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .optional()
    .describe('GS1 AI 22: another vintage of the same bottle'),
});
export const digitalLinkQuery = z.object({
  path: z.string().min(1).max(300).describe("the link's path from /01/ (a leading /gs1 is accepted)"),
});
export const shopElabelParams = z.object({
  shopId: z.string().min(1).max(100),
  gtin: z.string().min(1).max(40),
});
export const qrQuery = z.object({
  download: z.enum(['1']).optional(),
  artwork: z
    .enum(['1'])
    .optional()
    .describe("adds the wording and the 'E' energy per 100 ml under the code, for the label artwork"),
});

export const digitalLink = z.object({
  gtin: z.string(),
  gtin14: z.string(),
  vintage: z.string().nullable(),
  lot: z.string().nullable(),
  canonicalPath: z.string().describe("from '/01/', in GS1 order: /22 before /10"),
  isCanonical: z.boolean(),
});

const grams = z.number().nullable().describe('grams per 100 ml');

/**
 * The e-label of Regulation (EU) 2021/2117 (art. 119 of Regulation 1308/2013): nutrition declaration per 100 ml
 * and ingredients, with the product identity. No price, no marketing.
 */
export const elabel = z.object({
  gtin: z.string(),
  gtin14: z.string(),
  shop: z.object({ name: z.string(), urlShop: z.string() }),
  product: z.object({ name: z.string(), slug: z.string() }),
  vintage: z.string().nullable(),
  format: z.object({ name: z.string().nullable(), volumeMl: z.number().nullable() }),
  appellation: z.string().nullable(),
  category: z.string().nullable(),
  color: z.string().nullable(),
  quality: z.string().nullable(),
  grapeVarieties: z.array(z.string()),
  alcoholPercent: z.number().nullable(),
  nutrition: z.object({
    energyKj: z.number().nullable(),
    energyKcal: z.number().nullable(),
    fatG: grams,
    saturatesG: grams,
    carbohydratesG: grams,
    sugarsG: grams,
    proteinG: grams,
    saltG: grams,
  }),
  ingredients: z.record(z.string(), z.string()).describe('by language code'),
  allergens: z.array(z.string()).describe('allergen keys: sulfites, egg, milk, gluten...'),
  brand: z.string().nullable(),
  owner: z.string().nullable().describe('the food business operator named on the label'),
  country: z.string().nullable(),
});

export const shopElabel = z.object({
  gtin: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  vintage: z.string().nullable(),
  format: z.string().nullable(),
  path: z.string().describe('the page: /gs1/01/{gtin}'),
});

export type ElabelAnswer = z.infer<typeof elabel>;
