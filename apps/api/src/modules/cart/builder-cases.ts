// Cases composed from a shop's builders (issue 16, packages/domain/src/catalogue/README.md): the server checks
// the composition (builderCompositionProblem), prices the case (builderPrice, the buyer's typology) and sells it
// as order lines of its bottles (builderCaseLines), so their stock, excise, VAT and parcels are those of the
// bottles. Each bottle line keeps the index of its case: the cart shows the case as one line.
import {
  type BuilderPriceRule,
  builderCaseLines,
  builderCompositionProblem,
  builderPrice,
} from '@sarment/domain/catalogue';
import type { ProductLineInput } from '@sarment/domain/pricing';
import type { SellerCatalogue } from '../catalogue/seller-catalogue.repo.ts';
import type { CartBuilderCaseInput, CartCheck, CartProductInput } from './cart.schemas.ts';
import { toPricingFormat, toPricingProduct, toPricingVintage } from './to-pricing-inputs.ts';

type Row<K extends keyof SellerCatalogue> = SellerCatalogue[K] extends (infer R)[] ? R : never;

export const builderCaseMessages = {
  builderUnavailable: 'Ce coffret à composer n’est plus proposé.',
  bottleUnavailable: '« {product} » n’est plus disponible pour ce coffret.',
} as const;

/** The case a bottle line belongs to: builderCases[index] of the order. */
export interface BuilderCaseRef {
  index: number;
  builderId: string;
  name: string;
}

/** A bottle line of a composed case, priced at its share of the case's price. */
export interface BuilderCaseBottle {
  input: CartProductInput;
  product: Row<'products'>;
  format: Row<'formats'>;
  vintage: Row<'vintages'> | null;
  pricing: ProductLineInput;
  builderCase: BuilderCaseRef;
}

const BUYER_STATUSES = new Set(['online', 'outofstock']);

interface Resolved {
  productId: string;
  formatId: string;
  vintageId: string | null;
  quantity: number;
  product: Row<'products'>;
  format: Row<'formats'>;
  vintage: Row<'vintages'> | null;
  price: Row<'prices'>;
}

function ruleOf(builder: Row<'builders'>): BuilderPriceRule {
  return builder.priceKind === 'fixed'
    ? { kind: 'fixed', priceCents: builder.fixedPriceCents ?? 0 }
    : { kind: 'sum', discountBp: builder.discountBp ?? 0 };
}

function resolveCase(
  input: CartBuilderCaseInput,
  index: number,
  catalogue: SellerCatalogue,
  typologyKey: string | undefined,
): { bottles: BuilderCaseBottle[]; issue: CartCheck | null } {
  const builder = catalogue.builders.find((b) => b.id === input.builder.id && b.active);
  if (!builder)
    return { bottles: [], issue: { code: 'builderUnavailable', ...message('builderUnavailable') } };
  const choices = input.choices.map((c) => ({
    productId: c.product.id,
    formatId: c.format.id,
    vintageId: c.vintage?.id ?? null,
    quantity: c.quantity,
  }));
  const problem = builderCompositionProblem({ size: builder.size, allowed: builder.offers }, choices);
  if (problem) return { bottles: [], issue: { code: 'builderComposition', message: problem } };
  const resolved: (Resolved & { supplementCents: number })[] = [];
  for (const choice of choices) {
    const product = catalogue.products.find((p) => p.id === choice.productId);
    const format = catalogue.formats.find(
      (f) => f.id === choice.formatId && f.productId === choice.productId,
    );
    const vintage = choice.vintageId
      ? catalogue.vintages.find((v) => v.id === choice.vintageId && v.productId === choice.productId)
      : null;
    const price = catalogue.prices.find((p) => p.formatId === format?.id && p.typology === typologyKey);
    if (
      !product ||
      !format ||
      vintage === undefined ||
      !price?.visible ||
      !BUYER_STATUSES.has(product.status)
    ) {
      const name = builder.offers.find((o) => o.productId === choice.productId)?.name ?? choice.productId;
      const issue = { code: 'productUnavailable', message: message('bottleUnavailable', name).message };
      return { bottles: [], issue: { ...issue, productId: choice.productId } };
    }
    const offer = builder.offers.find((o) => o.formatId === choice.formatId)!;
    resolved.push({ ...choice, product, format, vintage, price, supplementCents: offer.supplementCents });
  }
  const casePrice = builderPrice(
    ruleOf(builder),
    resolved.map((c) => ({ ...c, unitPriceCents: c.price.priceCents })),
  );
  const lines = builderCaseLines(
    casePrice,
    resolved.map((c) => ({ ...c, unitPriceCents: c.price.priceCents })),
  );
  const builderCase = { index, builderId: builder.id, name: builder.name };
  const bottles = lines.map((line): BuilderCaseBottle => {
    const { product, format, vintage, price } = resolved.find(
      (c) => c.productId === line.productId && c.formatId === line.formatId && c.vintageId === line.vintageId,
    )!;
    const quantity = line.quantity * input.quantity;
    // the bottle's share of the case, without the tiers, free units or promotions of the bottle sold alone
    const sharePrice = {
      ...price,
      priceCents: line.unitPriceCents,
      discountPrice: {},
      discountAdd: {},
      promotions: [],
    };
    return {
      input: {
        id: product.id,
        chosenFormat: { id: format.id },
        chosenVintage: vintage ? { id: vintage.id } : null,
        quantity,
      },
      product,
      format,
      vintage,
      pricing: {
        product: toPricingProduct(product),
        format: toPricingFormat(format, sharePrice),
        vintage: vintage ? toPricingVintage(vintage, product) : null,
        quantity,
        isWrapped: false,
      },
      builderCase,
    };
  });
  return { bottles, issue: null };
}

function message(code: keyof typeof builderCaseMessages, product = '') {
  return { message: builderCaseMessages[code].replace('{product}', product) };
}

/** Every composed case of the order as bottle lines, and why a case cannot be sold (then none of it is). */
export function resolveBuilderCases(
  cases: readonly CartBuilderCaseInput[],
  catalogue: SellerCatalogue,
  typologyKey: string | undefined,
): { bottles: BuilderCaseBottle[]; issues: CartCheck[] } {
  const bottles: BuilderCaseBottle[] = [];
  const issues: CartCheck[] = [];
  cases.forEach((input, index) => {
    const resolved = resolveCase(input, index, catalogue, typologyKey);
    bottles.push(...resolved.bottles);
    if (resolved.issue) issues.push(resolved.issue);
  });
  return { bottles, issues };
}

/** The ids the cases of an order need read, for catalogueRequestOf. */
export function builderCaseIds(cases: readonly CartBuilderCaseInput[]) {
  const choices = cases.flatMap((c) => c.choices);
  return {
    builderIds: cases.map((c) => c.builder.id),
    productIds: choices.map((c) => c.product.id),
    formatIds: choices.map((c) => c.format.id),
    vintageIds: choices.map((c) => c.vintage?.id),
  };
}
