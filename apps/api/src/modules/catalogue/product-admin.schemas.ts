// The back office's product (issue 16): what GET /v1/products/{id} answers the shop's staff, and the body POST and
// PUT /v1/products take. The body is the answer (contract: a body you GET can be sent back to PUT as it is): the
// fields the server computes (labels, eq75, the viewer's price, stock...) are accepted there and ignored. Field
// rules and their French messages are the domain's (@sarment/domain/validation/product), the web form's too.

import { boxComponentInput, checkBoxComponents } from '@sarment/domain/validation/box';
import {
  checkProductInput,
  formatInput,
  formatPriceInput,
  gtinInput,
  productFieldsInput,
  vintageInput,
} from '@sarment/domain/validation/product';
import { z } from 'zod';
import { formatPrice, productDetail, productFormat, productVintage } from './catalogue.schemas.ts';

const euros = z.number().describe('euros, 2 decimals');

/** A format's price for one typology as entered (TTC for a ttc typology, HT otherwise). */
export const adminFormatPrice = z.object({
  typology: z.string(),
  visible: z.boolean(),
  amount: euros,
  discountPrice: formatPrice.shape.discountPrice,
  discountAdd: formatPrice.shape.discountAdd,
  promotions: formatPrice.shape.promotions,
});

export const adminVintageLegal = z.object({
  da: z.string().nullable(),
  css: z.string().nullable(),
  typeDA: z.enum(['DA2', 'DSU', 'NULL']).nullable(),
  customTaxName: z.string().nullable(),
  customTaxAmountPerHL: z.number().nullable().describe('euros per hectolitre'),
  customTaxFamilies: z.array(z.string()),
  customTaxAdded: z.boolean(),
  customTaxVat: z.boolean(),
});

/** The declaration shown on the e-label of every GTIN of the vintage, values per 100 ml. */
export const adminNutrition = z.object({
  appellation: z.string().nullable(),
  category: z.string().nullable(),
  color: z.string().nullable(),
  quality: z.string().nullable(),
  grapeVarieties: z.array(z.string()),
  ingredients: z.record(z.string(), z.string()).describe('text per language code'),
  energyKj: z.number().nullable(),
  energyKcal: z.number().nullable(),
  fatG: z.number().nullable(),
  saturatesG: z.number().nullable(),
  carbohydratesG: z.number().nullable(),
  sugarsG: z.number().nullable(),
  proteinG: z.number().nullable(),
  saltG: z.number().nullable(),
  allergens: z.array(z.string()),
  brand: z.string().nullable(),
  owner: z.string().nullable(),
  country: z.string().nullable(),
});

export const adminVintage = productVintage.extend({
  legal: adminVintageLegal,
  nutrition: adminNutrition.nullable(),
});

export const adminFormat = productFormat.extend({
  weight: z.number().nullable().describe('grams'),
  nameInShop: z.string().nullable(),
  showUnityValue: z.boolean(),
  prices: z.array(adminFormatPrice).describe('one per typology the format has a price for'),
});

export const adminGtin = z.object({
  formatId: z.string(),
  vintageId: z.string().nullable().describe('null: the GTIN of the format whatever the vintage'),
  gtin: z.string(),
});

const named = z.object({ id: z.string(), name: z.string() });
/** One line of a box: `quantity` units of a product's format, of one vintage or of none in particular. */
export const adminBoxComponent = z.object({
  product: named,
  format: named,
  vintage: named.nullable(),
  quantity: z.number(),
});

/** GET /v1/products/{id} for the product's shop staff, and the answer of every product write. */
export const productAdmin = productDetail.extend({
  precision: z.string().nullable(),
  vatRate: z.number().nullable().describe("the product's own VAT rate in percent, overriding the shop's"),
  disableVat: z.boolean(),
  isWrapped: z.boolean(),
  wrapping: z.boolean().describe('a buyer may ask for a gift wrapping'),
  wrappingPrice: euros.nullable(),
  vintages: z.array(adminVintage),
  formats: z.array(adminFormat),
  gtins: z.array(adminGtin),
  components: z.array(adminBoxComponent).describe("a box's products (productType box); empty otherwise"),
  ordered: z.boolean().describe('an order line references it: it can be closed, not deleted'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

// The answer's computed fields, accepted in a body and ignored.
const readOnly = <T extends z.ZodType>(schema: T) => schema.optional().describe('read only: ignored');

const formatBody = formatInput.extend({
  prices: formatInput.shape.prices.describe(
    `per typology: ${Object.keys(formatPriceInput.shape).join(', ')}`,
  ),
  name: readOnly(z.string()),
  eq75: readOnly(z.number().describe('computed from unity and unityValue (spec §9)')),
  price: readOnly(z.unknown()),
  stock: readOnly(z.unknown()),
  stockStatus: readOnly(z.string()),
  gtin: readOnly(z.string().nullable()),
});

/**
 * POST /v1/products and PUT /v1/products/{id}. Vintages and formats with the `id` of one of the product's own keep
 * it; without id they are created (`ref` names a new one for its GTINs); the product's vintages and formats left
 * out are removed, unless ordered. `gtins[].formatId` and `vintageId` name an id or a ref of this body.
 */
export const productAdminBody = productFieldsInput
  .extend({
    vatRate: z.number().gt(0).lt(100).nullable().default(null),
    disableVat: z.boolean().default(false),
    vintages: z.array(vintageInput).max(50).default([]),
    formats: z.array(formatBody).max(30).default([]),
    gtins: z.array(gtinInput).max(300).default([]),
    components: z
      .array(boxComponentInput)
      .max(50)
      .default([])
      .describe(
        "a box's products of the shop: {product: {id}, format: {id}, vintage: {id} | null, quantity}",
      ),
    id: readOnly(z.string()),
    shopId: readOnly(z.string()),
    slug: readOnly(z.string()),
    typeLabel: readOnly(z.string().nullable()),
    colorLabel: readOnly(z.string().nullable()),
    pricesHidden: readOnly(z.boolean()),
    packings: readOnly(z.array(z.unknown())),
    ordered: readOnly(z.boolean()),
    createdAt: readOnly(z.string()),
    updatedAt: readOnly(z.string()),
  })
  .superRefine(checkProductInput)
  .superRefine(checkBoxComponents);

export const productIdParams = z.object({ id: z.string().min(1).max(100) });

export type ProductAdminAnswer = z.infer<typeof productAdmin>;
export type ProductAdminBody = z.output<typeof productAdminBody>;
