// The buyer's composition of a case (issue 16): how many of each bottle, what may still be added, and the case's
// price and problem by the domain's own rules (the server checks and prices it again in the cart).
import { type BuilderPriceRule, builderCompositionProblem, builderPrice } from '@sarment/domain/catalogue';
import { centsToEuros, eurosToCents } from '@sarment/domain/money';
import type { ShopBuilder } from './shop-types.ts';

type Bottle = ShopBuilder['bottles'][number];
export type Counts = Readonly<Record<string, number>>;

export const chosenCount = (counts: Counts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** How many more of a bottle fit: its maximum, its stock and the room left in the case. */
export function roomFor(builder: ShopBuilder, counts: Counts, bottle: Bottle): number {
  const count = counts[bottle.format.id] ?? 0;
  const limits = [
    (bottle.maxQuantity ?? builder.size) - count,
    builder.size - chosenCount(counts),
    bottle.stock === null ? Number.POSITIVE_INFINITY : bottle.stock - count,
  ];
  return Math.max(0, Math.min(...limits));
}

const chosen = (builder: ShopBuilder, counts: Counts) =>
  builder.bottles
    .map((bottle) => ({ bottle, quantity: counts[bottle.format.id] ?? 0 }))
    .filter((c) => c.quantity > 0);

/** Why the case cannot go to the cart yet (French, the domain's message), or null. */
export function compositionProblem(builder: ShopBuilder, counts: Counts): string | null {
  const allowed = builder.bottles.map((b) => ({
    productId: b.product.id,
    formatId: b.format.id,
    maxQuantity: b.maxQuantity,
    name: b.product.name,
  }));
  const choices = chosen(builder, counts).map(({ bottle, quantity }) => ({
    productId: bottle.product.id,
    formatId: bottle.format.id,
    quantity,
  }));
  return builderCompositionProblem({ size: builder.size, allowed }, choices);
}

/** The case's price in euros (the viewer's base), null when prices are hidden. */
export function casePrice(builder: ShopBuilder, counts: Counts): number | null {
  const rule: BuilderPriceRule | null =
    builder.priceKind === 'fixed'
      ? builder.fixedPrice === null
        ? null
        : { kind: 'fixed', priceCents: eurosToCents(builder.fixedPrice) }
      : { kind: 'sum', discountBp: Math.round((builder.discountPercent ?? 0) * 100) };
  const picks = chosen(builder, counts);
  if (!rule || picks.some(({ bottle }) => bottle.unitPrice === null)) return null;
  const choices = picks.map(({ bottle, quantity }) => ({
    unitPriceCents: eurosToCents(bottle.unitPrice ?? 0),
    quantity,
    supplementCents: eurosToCents(bottle.supplement),
  }));
  return centsToEuros(builderPrice(rule, choices));
}

/** The case as the cart keeps it (cart-types.ts CartBuilderCase, without its key and quantity). */
export function toCartCase(builder: ShopBuilder, counts: Counts) {
  return {
    builderId: builder.id,
    name: builder.name,
    choices: chosen(builder, counts).map(({ bottle, quantity }) => ({
      productId: bottle.product.id,
      formatId: bottle.format.id,
      vintageId: bottle.vintage?.id ?? null,
      quantity,
      name: bottle.vintage ? `${bottle.product.name} ${bottle.vintage.name}` : bottle.product.name,
    })),
  };
}
