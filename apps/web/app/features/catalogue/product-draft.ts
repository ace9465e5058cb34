// The product form's state (issue 16): the body POST and PUT /v1/products take, as the domain's product rules
// read it (@sarment/domain/validation/product, the API's rules too), built from GET /v1/products/{id}.
import type { productAdmin, productAdminBody } from '@sarment/api';
import { computeEq75, type ProductType } from '@sarment/domain/pricing/eq75';
import {
  type FormatInput,
  type NutritionInput,
  type ProductInput,
  productInput,
  type VintageInput,
} from '@sarment/domain/validation/product';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from '../kit/form-errors.ts';

export type ProductAdmin = z.infer<typeof productAdmin>;
/** What the form sends: the body POST and PUT /v1/products take. */
export type ProductBody = z.input<typeof productAdminBody>;
export type FormatDraft = FormatInput;
export type VintageDraft = VintageInput;
export type PriceDraft = FormatDraft['prices'][number];

/** The form's value: the domain's product plus the VAT override the API adds. */
export type ProductDraft = ProductInput & { vatRate: number | null; disableVat: boolean };

/** A typology of the shop, as GET /v1/shops/me names it (spec §3 Shop.typologies). */
export interface ShopTypology {
  key: string;
  name: string;
  ttc: boolean;
}

export const emptyNutrition: NutritionInput = {
  appellation: null,
  category: null,
  color: null,
  quality: null,
  grapeVarieties: [],
  ingredients: {},
  energyKj: null,
  energyKcal: null,
  fatG: null,
  saturatesG: null,
  carbohydratesG: null,
  sugarsG: null,
  proteinG: null,
  saltG: null,
  allergens: [],
  brand: null,
  owner: null,
  country: null,
};

let refCount = 0;
/** A name for a new vintage or format within this form, that its GTINs point to until the API gives ids. */
export const newRef = (kind: 'v' | 'f') => `new-${kind}-${Date.now().toString(36)}-${++refCount}`;

/** The key a GTIN names a vintage or format by: its id, or the ref of a new one. */
export const keyOf = (item: { id?: string | undefined; ref?: string | undefined }) =>
  item.id ?? item.ref ?? '';

export function newVintage(year: number | null = null): VintageDraft {
  return {
    ref: newRef('v'),
    name: year === null ? '' : String(year),
    year,
    alcoholPercent: null,
    legal: {
      da: null,
      css: null,
      typeDA: null,
      customTaxName: null,
      customTaxAmountPerHL: null,
      customTaxFamilies: [],
      customTaxAdded: false,
      customTaxVat: false,
    },
    nutrition: null,
  };
}

export function newFormat(): FormatDraft {
  return {
    ref: newRef('f'),
    container: 'bouteille',
    unity: 'Centilitre(s)',
    unityValue: 75,
    type: 'bottle',
    weight: null,
    nameInShop: null,
    showUnityValue: true,
    prices: [],
  };
}

export function newPrice(typology: string): PriceDraft {
  return { typology, visible: true, amount: 0, discountPrice: [], discountAdd: [], promotions: [] };
}

export function emptyProduct(): ProductDraft {
  return {
    name: '',
    productType: 'bottle',
    precision: null,
    type: null,
    color: null,
    gamme: null,
    vatType: 'standard',
    vatRate: null,
    disableVat: false,
    status: 'online',
    description: null,
    labels: [],
    visuals: [],
    minOrder: null,
    maxOrder: null,
    isWrapped: false,
    wrapping: false,
    wrappingPrice: null,
    vintages: [],
    formats: [],
    gtins: [],
    components: [],
  };
}

/** The form's value of a product the API answered (its computed fields left out). */
export function draftOf(product: ProductAdmin): ProductDraft {
  return {
    name: product.name,
    productType: product.productType as ProductDraft['productType'],
    precision: product.precision,
    type: product.type as ProductDraft['type'],
    color: product.color as ProductDraft['color'],
    gamme: product.gamme,
    vatType: product.vatType as ProductDraft['vatType'],
    vatRate: product.vatRate,
    disableVat: product.disableVat,
    status: product.status,
    description: product.description,
    labels: product.labels as ProductDraft['labels'],
    visuals: product.visuals,
    minOrder: product.minOrder,
    maxOrder: product.maxOrder,
    isWrapped: product.isWrapped,
    wrapping: product.wrapping,
    wrappingPrice: product.wrappingPrice,
    vintages: product.vintages.map((v) => ({
      id: v.id,
      name: v.name,
      year: v.year,
      alcoholPercent: v.alcoholPercent,
      legal: { ...v.legal, typeDA: v.legal.typeDA },
      nutrition: v.nutrition,
    })),
    formats: product.formats.map((f) => ({
      id: f.id,
      container: f.container,
      unity: f.unity as FormatDraft['unity'],
      unityValue: f.unityValue,
      type: f.type as FormatDraft['type'],
      weight: f.weight,
      nameInShop: f.nameInShop,
      showUnityValue: f.showUnityValue,
      prices: f.prices.map((p) => ({
        typology: p.typology,
        visible: p.visible,
        amount: p.amount,
        discountPrice: p.discountPrice,
        discountAdd: p.discountAdd,
        promotions: p.promotions as PriceDraft['promotions'],
      })),
    })),
    gtins: product.gtins.map((g) => ({ formatId: g.formatId, vintageId: g.vintageId, gtin: g.gtin })),
    // names kept beside the ids for the Composition tab (the API ignores them)
    components: product.components.map((c) => ({
      product: c.product,
      format: c.format,
      vintage: c.vintage,
      quantity: c.quantity,
    })),
  };
}

/** The body sent: GTIN fields left empty are no GTIN. */
export function bodyOf(draft: ProductDraft): ProductBody {
  return { ...draft, gtins: keptGtins(draft) };
}

const keptGtins = (draft: ProductDraft) => draft.gtins.filter((g) => g.gtin.trim() !== '');

/** The spec §5 messages of the form, by field path, from the domain's product rules (the API's own). */
export function productErrors(draft: ProductDraft): FieldErrors {
  const { vatRate: _rate, disableVat: _vat, ...product } = bodyOf(draft);
  // the GTIN rows sit under the formats: a message on gtins.N.gtin shows on its format and vintage's row
  return mapGtinErrors(fieldErrors(productInput, product), draft);
}

/** The field name of the GTIN of a format and vintage (server errors name gtins.N.gtin; see mapGtinErrors). */
export const gtinField = (formatKey: string, vintageKey: string | null) =>
  `gtin.${formatKey}.${vintageKey ?? 'all'}`;

/** Server messages on `gtins.N.gtin` moved to the GTIN's row, as productErrors does. */
export function mapGtinErrors(errors: FieldErrors, draft: ProductDraft): FieldErrors {
  const kept = keptGtins(draft);
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const match = /^gtins\.(\d+)\.gtin$/.exec(path);
      const gtin = match ? kept[Number(match[1])] : undefined;
      return [gtin ? gtinField(gtin.formatId, gtin.vintageId) : path, message];
    }),
  );
}

/** spec §9 bottle equivalents of a format as the server will compute them (75 cl is 1, 150 cl is 2). */
export function eq75Of(format: Pick<FormatDraft, 'unity' | 'unityValue'>, productType: ProductType): number {
  if (format.unityValue === null || Number.isNaN(format.unityValue)) return 0;
  const value = computeEq75({ unity: format.unity, unityValue: format.unityValue }, productType);
  return Math.round((value.numerator / value.denominator) * 1000) / 1000;
}
