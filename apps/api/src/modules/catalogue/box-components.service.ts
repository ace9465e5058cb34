// Boxes (coffrets, issue 16): what a box is made of, checked and written with the box in its product's
// transaction. Components are products of the box's shop (another shop's: 404, never adopted), never a box (so a
// box never holds itself, even through another), each format and vintage its product's. A box with components
// weighs their bottle equivalents (spec §9), which the pricing reads for excise and parcels.
import { newId } from '@sarment/db';
import { boxEq75 } from '@sarment/domain/catalogue';
import { ratioToNumber } from '@sarment/domain/money';
import { type BoxComponentInput, boxMessages } from '@sarment/domain/validation/box';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { ShopScope } from '../../http/service-context.ts';
import * as repo from './box-components.repo.ts';
import { formatName } from './catalogue.service.ts';

const productNotFoundMessage = 'Produit inexistant';

export interface BoxComponentAnswer {
  product: { id: string; name: string };
  format: { id: string; name: string };
  vintage: { id: string; name: string } | null;
  quantity: number;
}

export interface BoxPlan {
  /** the box's bottle equivalents from its components; null when it has none (then its volume's) */
  eq75: number | null;
  rows: repo.NewBoxComponentRow[];
}

// eq75 columns keep 4 decimals
const eq75Of = (components: readonly { quantity: number; eq75: number }[]) =>
  Math.round(ratioToNumber(boxEq75(components)) * 10_000) / 10_000;

const refuse = (message: string, code: string, path: string) =>
  unprocessable(message, code, [{ path, message }]);

/** Checks the body's components of the product `boxId` against the shop's catalogue; nothing is written yet. */
export async function planBoxComponents(
  ctx: ShopScope,
  boxId: string,
  productType: string,
  components: readonly BoxComponentInput[],
): Promise<BoxPlan> {
  if (productType !== 'box' || components.length === 0) return { eq75: null, rows: [] };
  const targets = await repo.findComponentTargets(
    ctx,
    components.map((c) => c.product.id).filter((id) => id !== boxId),
  );
  const productsById = new Map(targets.products.map((p) => [p.id, p]));
  const formatsById = new Map(targets.formats.map((f) => [f.id, f]));
  const vintagesById = new Map(targets.vintages.map((v) => [v.id, v]));
  const lines = components.map((component, position) => {
    const path = `components.${position}`;
    if (component.product.id === boxId) throw refuse(boxMessages.itself, 'box_itself', `${path}.product`);
    const product = productsById.get(component.product.id);
    if (!product) throw notFound(productNotFoundMessage, 'product_not_found');
    if (product.productType === 'box') throw refuse(boxMessages.boxInBox, 'box_in_box', `${path}.product`);
    const format = formatsById.get(component.format.id);
    if (format?.productId !== product.id) throw refuse(boxMessages.format, 'box_format', `${path}.format`);
    const vintageId = component.vintage?.id ?? null;
    if (vintageId !== null && vintagesById.get(vintageId)?.productId !== product.id) {
      throw refuse(boxMessages.vintage, 'box_vintage', `${path}.vintage`);
    }
    return {
      productId: product.id,
      formatId: format.id,
      vintageId,
      quantity: component.quantity,
      eq75: format.eq75,
    };
  });
  return {
    eq75: eq75Of(lines),
    rows: lines.map(({ eq75: _eq75, ...line }, position) => ({ ...line, id: newId('bxc'), position })),
  };
}

export const writeBoxComponents = (ctx: ShopScope, boxId: string, plan: BoxPlan) =>
  repo.replaceBoxComponents(ctx, boxId, plan.rows);

/** Refuses (422) to remove a product, formats or vintages that a box holds. */
export async function guardBoxHoldings(
  ctx: ShopScope,
  removed: { productId?: string; formatIds?: readonly string[]; vintageIds?: readonly string[] },
): Promise<void> {
  const held = await repo.findHeldComponent(ctx, removed);
  if (!held) return;
  if (removed.productId && held.productId === removed.productId) {
    throw unprocessable(boxMessages.inBox, 'product_in_box');
  }
  if (removed.formatIds?.includes(held.formatId))
    throw unprocessable(boxMessages.formatInBox, 'format_in_box');
  throw unprocessable(boxMessages.vintageInBox, 'vintage_in_box');
}

export async function describeBoxComponents(ctx: ShopScope, boxId: string): Promise<BoxComponentAnswer[]> {
  const rows = await repo.listBoxComponents(ctx, boxId);
  return rows.map((r) => ({
    product: { id: r.component.productId, name: r.productName },
    format: { id: r.component.formatId, name: formatName(r.format) },
    vintage: r.component.vintageId ? { id: r.component.vintageId, name: r.vintageName ?? '' } : null,
    quantity: r.component.quantity,
  }));
}

/** A product's formats changed: the boxes holding it weigh their components again. */
export async function refreshBoxesHolding(ctx: ShopScope, productId: string): Promise<void> {
  const weights = await repo.listWeightsOfBoxesHolding(ctx, productId);
  const byBox = new Map<string, typeof weights>();
  for (const w of weights) byBox.set(w.boxId, [...(byBox.get(w.boxId) ?? []), w]);
  for (const [boxId, components] of byBox) await repo.setBoxEq75(ctx, boxId, eq75Of(components));
}
