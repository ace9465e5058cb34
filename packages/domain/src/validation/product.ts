// spec §3 Product/Format/Vintage, §5: the rules of a product as an owner writes it (back office, issue 16), for
// the API and the web form alike. Amounts are euros as typed (2 decimals at most); the API stores cents.
import { z } from 'zod';
import { drinkColors, drinkTypes, qualityLabels } from '../reference/catalogue-lists.ts';
import { productStatuses } from '../reference/statuses.ts';
import { boxComponentInput, checkBoxComponents } from './box.ts';
import { gtinProblem } from './gtin.ts';
import { validationMessages } from './messages.ts';
import { isStorableText } from './storable-text.ts';
import { isDescription, isFilled } from './text-rules.ts';

export const productMessages = {
  productType: 'Ce type de produit est inconnu',
  drinkType: 'Ce type de boisson est inconnu',
  color: 'Cette couleur est inconnue',
  label: 'Ce label est inconnu',
  vatType: 'Ce type de TVA est inconnu',
  status: 'Ce statut est inconnu',
  price: 'Le prix doit être un nombre positif avec au plus 2 décimales',
  positive: 'Doit être un nombre positif',
  quantity: 'Doit être un nombre entier supérieur ou égal à 1',
  orderBounds: 'La quantité minimale ne peut pas dépasser la quantité maximale',
  unity: 'Cette unité est inconnue',
  unityValue: 'La contenance doit être supérieure à 0',
  formatType: 'Ce type de format est inconnu',
  typeDA: 'Le type de droits doit être DA2, DSU ou NULL',
  alcohol: "Le degré d'alcool doit être compris entre 0 et 100",
  sugars: 'Les sucres ne peuvent pas dépasser les glucides',
  saturates: 'Les acides gras saturés ne peuvent pas dépasser les matières grasses',
  promotionType: 'Le type de promotion doit être % ou €',
  promotionActivation: "Cette condition d'activation est inconnue",
  percent: 'Le pourcentage doit être compris entre 0 et 100',
  duplicateGtin: 'Ce code GTIN est saisi deux fois',
  duplicateTypology: 'Une typologie est saisie deux fois pour ce format',
} as const;

export const productTypeIds = ['bottle', 'accessory', 'prestation', 'box'] as const;
export const vatTypeIds = ['standard', 'medium', 'reduced'] as const;
export const formatTypeIds = ['bottle', 'bib', 'vrac', 'packing', 'custom'] as const;
/** spec §3 Format.unity, and Unité(s) for what is sold by the piece */
export const formatUnits = [
  'Litre(s)',
  'Centilitre(s)',
  'Millilitre(s)',
  'Hectolitre(s)',
  'Gramme(s)',
  'Unité(s)',
] as const;
export const dutyTypes = ['DA2', 'DSU', 'NULL'] as const;
export const promotionActivations = [
  'always',
  'minProduct',
  'minPrice',
  'minProductOrder',
  'minPriceOrder',
] as const;

const idsOf = (list: readonly { id: string }[]) => list.map((item) => item.id) as [string, ...string[]];

/** A text typed by hand: trimmed, storable, at most `max` characters. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères maximum`)
    .refine(isStorableText, validationMessages.unstorableText);
/** An optional text: '' and null read as null. */
const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? null : value), text(max).nullable().default(null));
const needed = (max: number) =>
  z
    .string({ error: validationMessages.needed })
    .trim()
    .refine(isFilled, { message: validationMessages.needed, abort: true })
    .max(max, `${max} caractères maximum`)
    .refine(isStorableText, validationMessages.unstorableText);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** Euros as typed: positive or zero, 2 decimals at most (stored as integer cents). */
export const priceEuros = z
  .number({ error: productMessages.price })
  .min(0, productMessages.price)
  .max(1_000_000, productMessages.price)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, productMessages.price);

const positiveNumber = (max: number) =>
  z.number({ error: validationMessages.float }).min(0, productMessages.positive).max(max);
const quantity = z
  .number({ error: validationMessages.integer })
  .int(productMessages.quantity)
  .min(1, productMessages.quantity)
  .max(1_000_000);

export const promotionInput = z
  .strictObject({
    type: z.enum(['%', '€'], { error: productMessages.promotionType }),
    amount: positiveNumber(1_000_000),
    activation: oneOf(promotionActivations, productMessages.promotionActivation),
    threshold: positiveNumber(1_000_000).nullable().default(null),
  })
  .refine((p) => p.type !== '%' || p.amount <= 100, { message: productMessages.percent, path: ['amount'] });

/** The price of a format for one typology (spec §3 Format.typologies, Pricing typology). */
export const formatPriceInput = z.strictObject({
  typology: needed(50),
  visible: z.boolean().default(true),
  amount: priceEuros,
  discountPrice: z
    .array(z.strictObject({ threshold: quantity, price: priceEuros }))
    .max(20)
    .default([]),
  discountAdd: z
    .array(z.strictObject({ threshold: quantity, free: z.number().int().min(1).max(1000) }))
    .max(20)
    .default([]),
  promotions: z.array(promotionInput).max(10).default([]),
});

/** spec §3 Vintage.legal: duties (typeDA), the custom tax and its families. */
export const vintageLegalInput = z.strictObject({
  da: optionalText(50),
  css: optionalText(50),
  typeDA: oneOf(dutyTypes, productMessages.typeDA).nullable().default(null),
  customTaxName: optionalText(100),
  customTaxAmountPerHL: positiveNumber(100_000).nullable().default(null),
  customTaxFamilies: z.array(text(50)).max(30).default([]),
  customTaxAdded: z.boolean().default(false),
  customTaxVat: z.boolean().default(false),
});

const grams = positiveNumber(100_000).nullable().default(null);

/** spec §3 Nutritional declaration, per 100 ml, shown on the e-label of each GTIN of the vintage. */
export const nutritionInput = z
  .strictObject({
    appellation: optionalText(200),
    category: optionalText(100),
    color: optionalText(50),
    quality: optionalText(100),
    grapeVarieties: z.array(text(100)).max(30).default([]),
    ingredients: z.record(z.string().max(10), text(2000)).default({}),
    energyKj: grams,
    energyKcal: grams,
    fatG: grams,
    saturatesG: grams,
    carbohydratesG: grams,
    sugarsG: grams,
    proteinG: grams,
    saltG: grams,
    allergens: z.array(text(100)).max(30).default([]),
    brand: optionalText(200),
    owner: optionalText(200),
    country: optionalText(100),
  })
  .refine((n) => n.sugarsG === null || (n.carbohydratesG !== null && n.sugarsG <= n.carbohydratesG), {
    message: productMessages.sugars,
    path: ['sugarsG'],
  })
  .refine((n) => n.saturatesG === null || (n.fatG !== null && n.saturatesG <= n.fatG), {
    message: productMessages.saturates,
    path: ['saturatesG'],
  });

/** An id of the product's existing vintage or format; none for a new one. */
const existingId = z.string().min(1).max(100).optional();
/** A new vintage's or format's name within this body, for the GTINs that point to it. */
const ref = z.string().min(1).max(50).optional();

export const vintageInput = z.strictObject({
  id: existingId,
  ref,
  name: needed(50),
  year: z.number().int().min(1800).max(2200).nullable().default(null),
  alcoholPercent: z
    .number({ error: productMessages.alcohol })
    .min(0, productMessages.alcohol)
    .max(100, productMessages.alcohol)
    .nullable()
    .default(null),
  legal: vintageLegalInput.default({
    da: null,
    css: null,
    typeDA: null,
    customTaxName: null,
    customTaxAmountPerHL: null,
    customTaxFamilies: [],
    customTaxAdded: false,
    customTaxVat: false,
  }),
  nutrition: nutritionInput.nullable().default(null),
});

export const formatInput = z.strictObject({
  id: existingId,
  ref,
  container: needed(50),
  unity: oneOf(formatUnits, productMessages.unity),
  unityValue: z.number({ error: validationMessages.float }).gt(0, productMessages.unityValue).max(1_000_000),
  type: oneOf(formatTypeIds, productMessages.formatType).default('bottle'),
  /** grams */
  weight: z.number().int().min(0, productMessages.positive).max(10_000_000).nullable().default(null),
  nameInShop: optionalText(100),
  showUnityValue: z.boolean().default(true),
  prices: z
    .array(formatPriceInput)
    .max(20)
    .default([])
    .refine(
      (prices) => new Set(prices.map((p) => p.typology)).size === prices.length,
      productMessages.duplicateTypology,
    ),
});

/** One GTIN per format and vintage (vintageId null: the format's, whatever the vintage); ids or refs of the body. */
export const gtinInput = z.strictObject({
  formatId: z.string().min(1).max(100),
  vintageId: z.string().min(1).max(100).nullable().default(null),
  gtin: z
    .string()
    .trim()
    .superRefine((gtin, ctx) => {
      const problem = gtinProblem(gtin);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/** The fields of a product an owner writes (spec §3 Product), without the vintages, formats and GTINs. */
export const productFieldsInput = z.strictObject({
  name: needed(200),
  productType: oneOf(productTypeIds, productMessages.productType).default('bottle'),
  precision: optionalText(200),
  type: z.enum(idsOf(drinkTypes), { error: productMessages.drinkType }).nullable().default(null),
  color: z.enum(idsOf(drinkColors), { error: productMessages.color }).nullable().default(null),
  gamme: optionalText(100),
  vatType: oneOf(vatTypeIds, productMessages.vatType).default('standard'),
  status: z
    .enum(productStatuses as unknown as [string, ...string[]], { error: productMessages.status })
    .default('online'),
  description: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().refine(isDescription, validationMessages.description).nullable().default(null),
  ),
  labels: z
    .array(z.enum(idsOf(qualityLabels), { error: productMessages.label }))
    .max(19)
    .default([]),
  visuals: z.array(z.string().min(1).max(500)).max(20).default([]),
  minOrder: quantity.nullable().default(null),
  maxOrder: quantity.nullable().default(null),
  isWrapped: z.boolean().default(false),
  wrapping: z.boolean().default(false),
  wrappingPrice: priceEuros.nullable().default(null),
});

/** Checks across fields: order bounds, GTINs given once. */
export function checkProductInput(
  input: { minOrder: number | null; maxOrder: number | null; gtins: readonly { gtin: string }[] },
  ctx: z.RefinementCtx,
): void {
  if (input.minOrder !== null && input.maxOrder !== null && input.minOrder > input.maxOrder) {
    ctx.addIssue({ code: 'custom', message: productMessages.orderBounds, path: ['maxOrder'] });
  }
  const seen = new Set<string>();
  input.gtins.forEach((entry, index) => {
    if (seen.has(entry.gtin)) {
      ctx.addIssue({
        code: 'custom',
        message: productMessages.duplicateGtin,
        path: ['gtins', index, 'gtin'],
      });
    }
    seen.add(entry.gtin);
  });
}

/** A product as the back office writes it (POST and PUT /v1/products). */
export const productInput = productFieldsInput
  .extend({
    vintages: z.array(vintageInput).max(50).default([]),
    formats: z.array(formatInput).max(30).default([]),
    gtins: z.array(gtinInput).max(300).default([]),
    components: z.array(boxComponentInput).max(50).default([]),
  })
  .superRefine(checkProductInput)
  .superRefine(checkBoxComponents);

export type ProductInput = z.output<typeof productInput>;
export type VintageInput = z.output<typeof vintageInput>;
export type FormatInput = z.output<typeof formatInput>;
export type NutritionInput = z.output<typeof nutritionInput>;
