// A box builder's form state (issue 16): the body PUT /v1/builders/{id} takes, read by the domain's builder rules
// (@sarment/domain/validation/builder, the API's too), built from GET /v1/builders/{id}.
import type { builderAnswer, builderUpdateBody, staffProduct } from '@sarment/api';
import { builderInput } from '@sarment/domain/validation/builder';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from '../kit/form-errors.ts';

export type Builder = z.infer<typeof builderAnswer>;
export type BuilderDraft = Omit<z.output<typeof builderUpdateBody>, 'id' | 'createdAt' | 'updatedAt'> & {
  products: (z.output<typeof builderUpdateBody>['products'][number] & {
    product: { id: string; name?: string };
    format: { id: string; name?: string };
  })[];
};
export type OfferDraft = BuilderDraft['products'][number];

/** A bottle of the shop as the staff list answers it: what a builder may offer. */
type StaffProduct = z.output<typeof staffProduct>;
export type BottleChoice = Pick<StaffProduct, 'id' | 'name'> & {
  formats: Pick<StaffProduct['formats'][number], 'id' | 'name'>[];
};

/** The shop's bottles (the first 100 by name), for the offer of a builder; `shopId` names the page's shop. */
export const bottleChoicesPath = (shopId: string) =>
  `/v1/products?productType=bottle&pageSize=100&sort=name&shopId=${encodeURIComponent(shopId)}`;

/** `/v1/builders...` for the page's shop (the contract's `?shopId=`: another shop's answers 404). */
export const builderApiPath = (shopId: string, id?: string) =>
  `/v1/builders${id ? `/${encodeURIComponent(id)}` : ''}?shopId=${encodeURIComponent(shopId)}`;

export const builderPagePath = (shopId: string, builderId?: string, productId?: string) =>
  [`/shops/${encodeURIComponent(shopId)}/builders`, builderId, productId]
    .filter((part): part is string => !!part)
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');

export function emptyBuilder(): BuilderDraft {
  return {
    name: '',
    description: null,
    size: 6,
    priceKind: 'sum',
    discountPercent: null,
    fixedPrice: null,
    visuals: [],
    active: true,
    products: [],
  };
}

export function draftOf(builder: Builder): BuilderDraft {
  return {
    name: builder.name,
    description: builder.description,
    size: builder.size,
    priceKind: builder.priceKind,
    discountPercent: builder.discountPercent,
    fixedPrice: builder.fixedPrice,
    visuals: builder.visuals,
    active: builder.active,
    products: builder.products.map((offer) => ({
      product: offer.product,
      format: offer.format,
      maxQuantity: offer.maxQuantity,
      supplement: offer.supplement,
    })),
  };
}

/** The spec §5 messages of the form by field path, from the domain's builder rules (the API's own). */
export const builderErrors = (draft: BuilderDraft): FieldErrors => fieldErrors(builderInput, draft);

/** How the price rule reads in a list: 'Somme − 10 %', 'Prix fixe 99,00 €'. */
export function priceRuleText(
  builder: Pick<Builder, 'priceKind' | 'discountPercent' | 'fixedPrice'>,
): string {
  if (builder.priceKind === 'fixed') {
    return `Prix fixe ${(builder.fixedPrice ?? 0).toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' })}`;
  }
  return builder.discountPercent
    ? `Somme des bouteilles − ${String(builder.discountPercent).replace('.', ',')} %`
    : 'Somme des bouteilles';
}
