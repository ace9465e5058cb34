import type { Executor } from '../../database.ts';
import { idPrefix, newId } from '../../ids.ts';
import {
  formatPrices,
  formats,
  gtins,
  nutritionDeclarations,
  products,
  vintages,
} from '../../schema/catalogue.ts';
import type {
  Format,
  FormatPrice,
  NewFormat,
  NewFormatPrice,
  NewNutritionDeclaration,
  NewProduct,
  NewVintage,
  NutritionDeclaration,
  Product,
  Vintage,
} from '../../schema/rows.ts';
import { slugify } from './slug.ts';

export function makeProduct(shopId: string, overrides: Partial<NewProduct> = {}): NewProduct {
  const id = overrides.id ?? newId(idPrefix.product);
  const name = overrides.name ?? `Vin ${id.slice(-6)}`;
  return {
    shopId,
    id,
    name,
    slug: slugify(name),
    productType: 'bottle',
    type: 'wine',
    color: 'red',
    vatType: 'standard',
    status: 'online',
    dutiesIncluded: true,
    ...overrides,
  };
}

export function makeVintage(
  shopId: string,
  productId: string,
  overrides: Partial<NewVintage> = {},
): NewVintage {
  const name = overrides.name ?? '2022';
  const year = /^\d{4}$/.test(name) ? Number(name) : null;
  return { shopId, id: newId(idPrefix.vintage), productId, name, year, ...overrides };
}

/** A 75 cl bottle unless told otherwise (eq75 = 1, spec §9). */
export function makeFormat(shopId: string, productId: string, overrides: Partial<NewFormat> = {}): NewFormat {
  return {
    shopId,
    id: newId(idPrefix.format),
    productId,
    container: 'bouteille',
    unity: 'Centilitre(s)',
    unityValue: 75,
    type: 'bottle',
    eq75: 1,
    weightG: 1300,
    showUnityValue: true,
    ...overrides,
  };
}

export function makeFormatPrice(
  shopId: string,
  formatId: string,
  typology: string,
  priceCents: number,
  overrides: Partial<NewFormatPrice> = {},
): NewFormatPrice {
  return { shopId, formatId, typology, priceCents, visible: true, ...overrides };
}

export function makeNutritionDeclaration(
  shopId: string,
  productId: string,
  overrides: Partial<NewNutritionDeclaration> = {},
): NewNutritionDeclaration {
  return {
    shopId,
    id: newId(idPrefix.nutrition),
    productId,
    country: 'France',
    ingredients: { fr: 'Raisins, conservateur : SULFITES', en: 'Grapes, preservative: SULPHITES' },
    allergens: ['sulfites'],
    fatG: 0,
    saturatesG: 0,
    proteinG: 0,
    saltG: 0,
    ...overrides,
  };
}

/** A format and its price per typology: a number is the price in cents, an object overrides more. */
export interface FormatSpec {
  format?: Partial<NewFormat>;
  prices: Record<string, number | (Partial<NewFormatPrice> & { priceCents: number })>;
}

export interface ProductSpec {
  product?: Partial<NewProduct>;
  /** default: one vintage '2022'; [] for a product without vintage */
  vintages?: Partial<NewVintage>[];
  /** default: a 75 cl bottle priced for the four default typologies */
  formats?: FormatSpec[];
}

export interface InsertedProduct {
  product: Product;
  vintages: Vintage[];
  formats: Format[];
  prices: FormatPrice[];
}

const DEFAULT_PRICES = { particulier: 1800, caviste: 1100, restaurateur: 1200, importateur: 950 };

export function buildFormatPrices(
  shopId: string,
  formatId: string,
  prices: FormatSpec['prices'],
): NewFormatPrice[] {
  return Object.entries(prices).map(([typology, price]) =>
    typeof price === 'number'
      ? makeFormatPrice(shopId, formatId, typology, price)
      : makeFormatPrice(shopId, formatId, typology, price.priceCents, price),
  );
}

/** A product with its vintages, formats and prices; the shop and its typologies must exist. */
export async function insertProduct(
  db: Executor,
  shopId: string,
  spec: ProductSpec = {},
): Promise<InsertedProduct> {
  const [product] = await db.insert(products).values(makeProduct(shopId, spec.product)).returning();
  const productId = product!.id;
  const vintageRows = (spec.vintages ?? [{}]).map((v, position) =>
    makeVintage(shopId, productId, { position, ...v }),
  );
  const formatSpecs: FormatSpec[] = spec.formats ?? [{ prices: DEFAULT_PRICES }];
  const formatRows = formatSpecs.map((f, position) =>
    makeFormat(shopId, productId, { position, ...f.format }),
  );
  const priceRows = formatSpecs.flatMap((f, i) => buildFormatPrices(shopId, formatRows[i]!.id!, f.prices));
  const insertedVintages = vintageRows.length
    ? await db.insert(vintages).values(vintageRows).returning()
    : [];
  const insertedFormats = formatRows.length ? await db.insert(formats).values(formatRows).returning() : [];
  const insertedPrices = priceRows.length ? await db.insert(formatPrices).values(priceRows).returning() : [];
  return { product: product!, vintages: insertedVintages, formats: insertedFormats, prices: insertedPrices };
}

/** A nutrition declaration and, when it has a GTIN, the global lookup row of the e-label resolver. */
export async function insertNutritionDeclaration(
  db: Executor,
  shopId: string,
  productId: string,
  overrides: Partial<NewNutritionDeclaration> = {},
): Promise<NutritionDeclaration> {
  const [declaration] = await db
    .insert(nutritionDeclarations)
    .values(makeNutritionDeclaration(shopId, productId, overrides))
    .returning();
  const { gtin, vintageId, formatId } = declaration!;
  if (gtin && formatId) await db.insert(gtins).values({ gtin, shopId, productId, vintageId, formatId });
  return declaration!;
}
