// /v1/builders (issue 16): the shop's box builders, mixed cases a buyer composes. The body is the domain's
// builderInput (euros, a percent); the answer is the same shape with ids and the names of the products and
// formats offered, so it can be PUT back as it is.
import { builderInput, builderUpdateInput } from '@sarment/domain/validation/builder';
import { z } from 'zod';
import { listQuery } from '../../http/list-query.ts';

export const builderSortFields = ['name', 'size', 'createdAt'] as const;
export type BuilderSortField = (typeof builderSortFields)[number];

export const builderBody = builderInput;
export type BuilderBody = z.output<typeof builderBody>;
/** PUT takes back what GET answers: `id`, when sent, must be the builder's own (404 otherwise) */
export const builderUpdateBody = builderUpdateInput;
export type BuilderUpdateBody = z.output<typeof builderUpdateBody>;

const named = z.object({ id: z.string(), name: z.string() });

export const builderProductAnswer = z.object({
  product: named,
  format: named,
  maxQuantity: z.number().nullable().describe('null: up to the size of the case'),
  supplement: z.number().describe('euros per bottle, added to the case price'),
});

export const builderAnswer = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  size: z.number().describe('bottles in the case'),
  priceKind: z.enum(['sum', 'fixed']).describe("sum: the chosen bottles' prices less discountPercent; fixed"),
  discountPercent: z.number().nullable(),
  fixedPrice: z.number().nullable().describe('euros, for priceKind fixed'),
  visuals: z.array(z.string()),
  active: z.boolean(),
  products: z.array(builderProductAnswer),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BuilderAnswer = z.infer<typeof builderAnswer>;

export const builderListQuery = listQuery({
  sort: { fields: builderSortFields, fallback: { field: 'name', descending: false } },
  filters: {
    active: z
      .enum(['true', 'false'])
      .optional()
      .describe('true: offered to buyers only; false: switched off only'),
  },
});
export type BuilderListQuery = z.infer<typeof builderListQuery>;

export const builderParams = z.object({ id: z.string().min(1).max(100) });

/** A bottle a buyer may put in a case, with its price for the viewer's typology (as entered: HT for pros). */
export const shopBuilderBottle = z.object({
  product: z.object({ id: z.string(), name: z.string(), visual: z.string().nullable() }),
  format: named,
  vintage: named.nullable().describe('the vintage sold in the case: the product’s first'),
  maxQuantity: z.number().nullable().describe('null: up to the size of the case'),
  supplement: z.number().describe('euros per bottle, added to the case price'),
  unitPrice: z.number().nullable().describe('euros for the viewer’s typology; null when prices are hidden'),
  stock: z.number().nullable().describe('units available; null: not stock-managed'),
});

/** GET /v1/shops/{id}/builders: an active builder as the public shop offers it to compose (issue 16). */
export const shopBuilder = z.object({
  id: z.string(),
  shopId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  size: z.number(),
  priceKind: z.enum(['sum', 'fixed']),
  discountPercent: z.number().nullable(),
  fixedPrice: z.number().nullable().describe('euros; null when prices are hidden'),
  visuals: z.array(z.string()),
  priceBase: z.enum(['TTC', 'HT']).describe('HT for a professional typology'),
  bottles: z.array(shopBuilderBottle),
});
export type ShopBuilder = z.infer<typeof shopBuilder>;

export const shopBuilderParams = z.object({
  id: z.string().min(1).max(100).describe('the shop: id, code or url name'),
  builder: z.string().min(1).max(100),
});
