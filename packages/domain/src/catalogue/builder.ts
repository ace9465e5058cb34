// Box builders (issue 16): a mixed case the buyer composes within rules the owner sets: its size (6 or 12
// bottles), the products and formats allowed, a maximum per product and format, and a price rule. These pure
// rules say whether a composition fits, what it costs and how the case becomes order lines of its bottles.
import type { Cents } from '../money/cents.ts';
import { cents } from '../money/cents.ts';
import { basisPointsPerUnit } from '../money/rates.ts';
import { roundHalfUp } from '../money/rounding.ts';
import { splitLargestRemainder } from '../money/split.ts';

export const builderPriceKinds = ['sum', 'fixed'] as const;
export type BuilderPriceKind = (typeof builderPriceKinds)[number];

/** sum: the chosen bottles' prices less `discountBp`; fixed: one price for the case. */
export type BuilderPriceRule =
  | { kind: 'sum'; discountBp: number }
  | { kind: 'fixed'; priceCents: Cents | number };

/** A bottle the buyer chose: its unit price (the buyer's typology), how many, and the owner's supplement. */
export interface BuilderChoice {
  unitPriceCents: Cents | number;
  quantity: number;
  /** per unit, added whatever the rule (a premium bottle in a fixed-price case) */
  supplementCents: Cents | number;
}

/**
 * What a composed case costs. sum: the bottles' prices, the discount applied once to their total and rounded
 * half-up to the cent; fixed: the case's price. Supplements are added after, never discounted.
 * Example: 6 × 10 € at 10 % gives 54 €; a 12-bottle case at 99 € with one +3 € bottle gives 102 €.
 */
export function builderPrice(rule: BuilderPriceRule, choices: readonly BuilderChoice[]): Cents {
  const supplements = choices.reduce((sum, c) => sum + Number(c.supplementCents) * c.quantity, 0);
  if (rule.kind === 'fixed') return cents(Number(rule.priceCents) + supplements);
  const goods = choices.reduce((sum, c) => sum + Number(c.unitPriceCents) * c.quantity, 0);
  // Rounding policy: half away from zero, once, on the discounted total
  const discounted = roundHalfUp(goods * (basisPointsPerUnit - rule.discountBp), basisPointsPerUnit);
  return cents(discounted + supplements);
}

export const builderCompositionMessages = {
  size: 'Le coffret doit contenir exactement {size} bouteilles',
  notAllowed: "Ce produit n'est pas proposé dans ce coffret",
  overMax: 'Ce coffret accepte au plus {max} bouteilles de {product}',
} as const;

export interface BuilderRules {
  size: number;
  allowed: readonly { productId: string; formatId: string; maxQuantity: number | null; name?: string }[];
}

/** Why a buyer's composition does not fit the builder (French), or null when it does. */
export function builderCompositionProblem(
  builder: BuilderRules,
  choices: readonly { productId: string; formatId: string; quantity: number }[],
): string | null {
  const chosen = new Map<string, number>();
  for (const choice of choices) {
    const allowed = builder.allowed.find(
      (a) => a.productId === choice.productId && a.formatId === choice.formatId,
    );
    if (!allowed) return builderCompositionMessages.notAllowed;
    const key = `${choice.productId}/${choice.formatId}`;
    const total = (chosen.get(key) ?? 0) + choice.quantity;
    chosen.set(key, total);
    if (allowed.maxQuantity !== null && total > allowed.maxQuantity) {
      return builderCompositionMessages.overMax
        .replace('{max}', String(allowed.maxQuantity))
        .replace('{product}', allowed.name ?? allowed.productId);
    }
  }
  const bottles = [...chosen.values()].reduce((sum, n) => sum + n, 0);
  if (bottles !== builder.size)
    return builderCompositionMessages.size.replace('{size}', String(builder.size));
  return null;
}

/** A bottle of a composed case, as the cart prices it: which item, how many in one case, at what prices. */
export interface BuilderCaseChoice {
  productId: string;
  formatId: string;
  vintageId: string | null;
  quantity: number;
  unitPriceCents: Cents | number;
  supplementCents: Cents | number;
}

/**
 * One case as order lines of its bottles (a case sells real bottles: their stock, excise, VAT and parcels): the
 * case price shared over its bottles by their own price plus supplement (largest remainder, evenly when nothing
 * is priced), so the lines of one case add up to its price to the cent. A bottle whose units got different cents
 * makes two lines. Example: 100 € over 3 bottles alike gives 1 × 33.34 € and 2 × 33.33 €.
 */
export function builderCaseLines(
  casePriceCents: Cents | number,
  choices: readonly BuilderCaseChoice[],
): {
  productId: string;
  formatId: string;
  vintageId: string | null;
  quantity: number;
  unitPriceCents: number;
}[] {
  const units = choices.flatMap((choice, index) =>
    Array.from({ length: choice.quantity }, () => ({
      index,
      weight: Number(choice.unitPriceCents) + Number(choice.supplementCents),
    })),
  );
  const shares = splitLargestRemainder(
    cents(Number(casePriceCents)),
    units.map((u) => u.weight),
  );
  const lines: ReturnType<typeof builderCaseLines> = [];
  units.forEach((unit, i) => {
    const choice = choices[unit.index]!;
    const unitPriceCents = Number(shares[i]);
    const same = lines.find(
      (l) =>
        l.productId === choice.productId &&
        l.formatId === choice.formatId &&
        l.vintageId === choice.vintageId &&
        l.unitPriceCents === unitPriceCents,
    );
    if (same) same.quantity += 1;
    else {
      const { productId, formatId, vintageId } = choice;
      lines.push({ productId, formatId, vintageId, quantity: 1, unitPriceCents });
    }
  });
  return lines;
}
