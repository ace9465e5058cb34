// Box builders (issue 16): a mixed case the buyer composes, as the owner designs it (POST/PUT /v1/builders and
// the pages /shops/{id}/builders...). Amounts are euros as typed, the discount a percent; the API stores cents and
// basis points.
import { z } from 'zod';
import { builderPriceKinds } from '../catalogue/builder.ts';
import { validationMessages } from './messages.ts';
import { priceEuros } from './product.ts';
import { isStorableText } from './storable-text.ts';
import { isFilled } from './text-rules.ts';

export const BUILDER_SIZE_MIN = 2;
export const BUILDER_SIZE_MAX = 24;

export const builderMessages = {
  size: `La taille du coffret doit être un nombre entier entre ${BUILDER_SIZE_MIN} et ${BUILDER_SIZE_MAX}`,
  priceKind: 'La règle de prix doit être « somme des bouteilles » ou « prix fixe »',
  discount: 'La remise doit être comprise entre 0 et 100 % avec au plus 2 décimales',
  fixedPrice: 'Indiquez le prix du coffret',
  maxQuantity: 'Doit être un nombre entier supérieur ou égal à 1',
  duplicate: 'Ce produit est déjà proposé dans ce coffret avec ce format',
  cannotFill: 'Les maximums des produits proposés ne permettent pas de remplir le coffret',
  noProduct: 'Proposez au moins un produit dans ce coffret',
  notFound: 'Coffret introuvable',
  productNotOffered: "Ce produit n'est pas proposé dans ce coffret",
  format: "Ce format n'est pas un format du produit choisi",
  notABottle: 'Seules des bouteilles peuvent être proposées dans un coffret à composer',
} as const;

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const reference = z.object({ id: z.string().min(1).max(100) });
const needed = (max: number) =>
  z
    .string({ error: validationMessages.needed })
    .trim()
    .refine(isFilled, { message: validationMessages.needed, abort: true })
    .max(max, `${max} caractères maximum`)
    .refine(isStorableText, validationMessages.unstorableText);

/** A product and format the buyer may choose, with its maximum in the case and its supplement per bottle. */
export const builderProductInput = z.object({
  product: reference,
  format: reference,
  maxQuantity: z
    .number({ error: builderMessages.maxQuantity })
    .int(builderMessages.maxQuantity)
    .min(1, builderMessages.maxQuantity)
    .max(1000, builderMessages.maxQuantity)
    .nullable()
    .default(null)
    .describe('null: up to the size of the case'),
  supplement: priceEuros.default(0).describe('euros per bottle, added to the case price, never discounted'),
});

const builderFields = z.object({
  name: needed(200),
  description: z
    .string()
    .trim()
    .max(2000, '2000 caractères maximum')
    .refine(isStorableText, validationMessages.unstorableText)
    .nullable()
    .default(null),
  size: z
    .number({ error: builderMessages.size })
    .int(builderMessages.size)
    .min(BUILDER_SIZE_MIN, builderMessages.size)
    .max(BUILDER_SIZE_MAX, builderMessages.size),
  priceKind: z.enum(builderPriceKinds, { error: builderMessages.priceKind }),
  discountPercent: z
    .number({ error: builderMessages.discount })
    .min(0, builderMessages.discount)
    .max(100, builderMessages.discount)
    .refine(hasTwoDecimals, builderMessages.discount)
    .nullable()
    .default(null)
    .describe('sum rule: percent off the bottles’ total; null: none'),
  fixedPrice: priceEuros.nullable().default(null).describe('fixed rule: the case’s price in euros'),
  visuals: z.array(z.string().min(1).max(500)).max(20).default([]),
  active: z.boolean().default(true),
  products: z.array(builderProductInput).max(200).default([]),
});

type BuilderFields = z.output<typeof builderFields>;

function checkBuilder(input: BuilderFields, ctx: z.RefinementCtx): void {
  if (input.priceKind === 'fixed' && input.fixedPrice === null) {
    ctx.addIssue({ code: 'custom', message: builderMessages.fixedPrice, path: ['fixedPrice'] });
  }
  const seen = new Set<string>();
  input.products.forEach((p, index) => {
    const key = `${p.product.id}/${p.format.id}`;
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        message: builderMessages.duplicate,
        path: ['products', index, 'format'],
      });
    }
    seen.add(key);
  });
  // an active case must be one a buyer can fill
  if (input.active && input.products.length === 0) {
    ctx.addIssue({ code: 'custom', message: builderMessages.noProduct, path: ['products'] });
  } else if (input.products.length > 0 && input.products.every((p) => p.maxQuantity !== null)) {
    const room = input.products.reduce((sum, p) => sum + (p.maxQuantity ?? 0), 0);
    if (room < input.size) {
      ctx.addIssue({ code: 'custom', message: builderMessages.cannotFill, path: ['products'] });
    }
  }
}

/** POST /v1/builders and the builder form. */
export const builderInput = builderFields.strict().superRefine(checkBuilder);
/** PUT /v1/builders/{id}: what GET answers, its id and the products' names accepted and ignored. */
export const builderUpdateInput = builderFields
  .extend({ id: z.string().optional(), createdAt: z.string().optional(), updatedAt: z.string().optional() })
  .strict()
  .superRefine(checkBuilder);

export type BuilderInput = z.output<typeof builderInput>;
