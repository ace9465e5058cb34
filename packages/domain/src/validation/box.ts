// Boxes (coffrets, issue 16): the components of a box as the owner writes them, for the API (POST/PUT
// /v1/products) and the product form's Composition tab alike. The API then checks what needs the database: the
// products, formats and vintages are the shop's, and no component is a box.
import { z } from 'zod';

export const boxMessages = {
  quantity: 'Doit être un nombre entier supérieur ou égal à 1',
  notABox: 'Seul un coffret se compose d’autres produits',
  duplicate: 'Ce produit est déjà dans le coffret avec ce format et ce millésime',
  itself: 'Un coffret ne peut pas se contenir lui-même',
  boxInBox: 'Un coffret ne peut pas contenir un autre coffret',
  format: "Ce format n'est pas un format du produit choisi",
  vintage: "Ce millésime n'est pas un millésime du produit choisi",
  inBox: 'Ce produit fait partie d’un coffret : retirez-le du coffret d’abord',
  formatInBox: 'Ce format fait partie d’un coffret : retirez-le du coffret d’abord',
  vintageInBox: 'Ce millésime fait partie d’un coffret : retirez-le du coffret d’abord',
} as const;

/** `{id}`, other fields of the answer (its name) accepted and ignored. */
const reference = z.object({ id: z.string().min(1).max(100) });

/** One line of a box: `quantity` units of a product's format, of one vintage or of none in particular. */
export const boxComponentInput = z.object({
  product: reference,
  format: reference,
  vintage: reference.nullable().default(null),
  quantity: z
    .number({ error: boxMessages.quantity })
    .int(boxMessages.quantity)
    .min(1, boxMessages.quantity)
    .max(1000, boxMessages.quantity),
});

export type BoxComponentInput = z.output<typeof boxComponentInput>;

/** Checks across a product's fields: only a box has components, each line once. */
export function checkBoxComponents(
  input: { productType: string; components: readonly BoxComponentInput[] },
  ctx: z.RefinementCtx,
): void {
  if (input.components.length > 0 && input.productType !== 'box') {
    ctx.addIssue({ code: 'custom', message: boxMessages.notABox, path: ['components'] });
    return;
  }
  const seen = new Set<string>();
  input.components.forEach((c, index) => {
    const key = `${c.product.id}/${c.format.id}/${c.vintage?.id ?? ''}`;
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        message: boxMessages.duplicate,
        path: ['components', index, 'product'],
      });
    }
    seen.add(key);
  });
}
