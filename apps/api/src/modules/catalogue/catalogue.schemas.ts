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

const values = (max: number) => z.array(z.string().max(max)).max(50).optional();

/** spec §9 product filters: the fixed 'Tous les produits' / 'Autres produits', then range, type, color, vintage. */
export const productFilter = z
  .object({
    category: z.enum(['all', 'others']).optional(),
    gamme: values(100),
    type: values(100),
    color: values(100),
    vintage: values(50),
  })
  .strict();

export const productListQuery = z.object({
  shopIds: jsonQuery(
    z.array(z.string().min(1).max(100)).min(1).max(20),
    'shopIds doit être une liste JSON de boutiques',
  ),
  typology: z.string().max(50).optional().describe("honoured for the shop's own staff only"),
  origin: z.enum(['shop', 'dashboard']).optional(),
  filter: jsonQuery(productFilter, 'Le filtre est invalide').optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(60),
});

/** The product list of one shop, by its id, code or url name (the shop pages' catalogue). */
export const shopProductListQuery = productListQuery.omit({ shopIds: true });

export const shopKeyParams = z.object({ id: z.string().min(1).max(100) });
export const shopProductParams = z.object({
  id: z.string().min(1).max(100),
  product: z.string().min(1).max(200),
});
export const productQuery = z.object({ typology: z.string().max(50).optional() });
/** The filter panel of a shop: its counts follow the list's active filters and search (issue 15). */
export const productFiltersQuery = productQuery.extend({
  filter: productListQuery.shape.filter,
  search: productListQuery.shape.search,
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
      amount: z.number().describe("percent for '%', euros per unit for '€'"),
      activation: z.string(),
      threshold: z.number().nullable().describe('units for minProduct*, euros for minPrice*'),
    }),
  ),
});

export const stockStatus = z
  .enum(['inStock', 'low', 'outOfStock', 'unmanaged'])
  .describe('low: 12 units or fewer left; unmanaged: the format has no stock row');

export const productFormat = z.object({
  id: z.string(),
  name: z.string(),
  container: z.string(),
  unity: z.string(),
  unityValue: z.number(),
  type: z.string(),
  eq75: z.number(),
  price: formatPrice
    .nullable()
    .describe('null when the viewer may not see it (members-only prices, no price)'),
  stock: z.number().nullable().describe('units in stock over every warehouse; null when not stock-managed'),
  stockStatus,
  gtin: z.string().nullable().describe('the GTIN whose e-label /gs1/01/{gtin} shows this format'),
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
  typeLabel: z.string().nullable().describe('French label of the drink type (spec §3 reference lists)'),
  color: z.string().nullable(),
  colorLabel: z.string().nullable(),
  gamme: z.string().nullable(),
  status: z.string(),
  description: z.string().nullable(),
  labels: z.array(z.string()),
  visuals: z.array(z.string()),
  vatType: z.string(),
  minOrder: z.number().nullable(),
  maxOrder: z.number().nullable(),
  /** spec §1: price viewing reserved to registered members, and the viewer is a visitor */
  pricesHidden: z.boolean(),
  vintages: z.array(productVintage),
  formats: z.array(productFormat),
});

/** A product as a shop's grid card shows it (GET /v1/shops/{id}/product-cards, page blocks). */
export const productCard = product
  .pick({
    id: true,
    shopId: true,
    slug: true,
    name: true,
    productType: true,
    precision: true,
    type: true,
    color: true,
    status: true,
    labels: true,
    vatType: true,
    pricesHidden: true,
  })
  .extend({
    visuals: z.array(z.string()).max(1).describe('the first visual only: the one a card shows'),
    vintages: z.array(productVintage.pick({ id: true, name: true })),
    formats: z.array(
      productFormat
        .pick({
          id: true,
          name: true,
          unity: true,
          unityValue: true,
          eq75: true,
          stock: true,
          stockStatus: true,
        })
        .extend({
          price: formatPrice
            .pick({ amount: true, ttc: true })
            .nullable()
            .describe('the price as entered for the typology (TTC when `ttc`); null as in product formats'),
        }),
    ),
  });

/**
 * A product as a list shows it (GET /v1/products with shopIds, GET /v1/shops/{id}/products; issue 22): its names,
 * appellation and first visual, its vintages and the formats the viewer is shown with the viewer's price and their
 * availability. Everything else (description, labels, drink type and colour, VAT, price tiers, promotions, GTINs,
 * order limits...) is in GET /v1/products/{id}. An appellation or visual the product has not is left out, not null.
 */
export const productSummary = product
  .pick({ id: true, shopId: true, slug: true, name: true })
  .extend({
    precision: z.string().optional().describe('the appellation or precision; absent when it has none'),
    visual: z.string().optional().describe('the first visual; absent when it has none'),
    vintages: z.array(productVintage.pick({ id: true, name: true }).strict()),
    formats: z.array(
      productFormat
        .pick({ id: true, name: true, stockStatus: true })
        .extend({
          price: formatPrice
            .pick({ amount: true, ttc: true })
            .strict()
            .nullable()
            .describe(
              "the price as entered for the viewer's typology (TTC when `ttc`); null for a visitor when the shop " +
                'reserves prices to members (spec §1: the only format without price a visitor or buyer is shown), ' +
                'or for its staff when the typology has no price',
            ),
        })
        .strict(),
    ),
  })
  .strict();

export const productDetail = product.extend({
  packings: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.number() })),
});

const facetOption = z.object({ value: z.string(), label: z.string(), count: z.number() });

export const productFilters = z.object({
  fixed: z.array(z.object({ id: z.enum(['all', 'others']), label: z.string(), count: z.number() })),
  groups: z.array(
    z.object({
      id: z.enum(['range', 'type', 'color', 'vintage']),
      label: z.string(),
      options: z.array(facetOption),
    }),
  ),
});

export type ProductAnswer = z.infer<typeof product>;
export type ProductCardAnswer = z.infer<typeof productCard>;
export type ProductSummaryAnswer = z.infer<typeof productSummary>;
export type ProductDetailAnswer = z.infer<typeof productDetail>;
export type FormatPriceAnswer = z.infer<typeof formatPrice>;
export type ProductFiltersAnswer = z.infer<typeof productFilters>;
