// A shop's box builders (issue 16): read, create, change and delete, each write in one transaction with its
// activity log entry. The products offered must be bottles of the shop and each format one of its product's.
import { newId } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { builderMessages } from '@sarment/domain/validation/builder';
import { notFound, unprocessable } from '../../http/errors.ts';
import { pageWindow } from '../../http/list-query.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './builders.repo.ts';
import type { BuilderAnswer, BuilderBody, BuilderListQuery, BuilderUpdateBody } from './builders.schemas.ts';
import { formatName } from './catalogue.service.ts';
import { productAdminMessages } from './product-admin.service.ts';

const ENTITY = 'builder';
const builderNotFound = () => notFound(builderMessages.notFound, 'builder_not_found');
// 2 decimals at most (the body's rule), so the product by 100 is whole once rounded
const hundredths = (value: number) => Math.round(value * 100);
const euros = (amount: number) => centsToEuros(cents(amount));

export function describeBuilder(
  row: repo.BuilderRow,
  offers: readonly repo.BuilderProductRow[],
): BuilderAnswer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    size: row.size,
    priceKind: row.priceKind,
    discountPercent: row.discountBp === null ? null : row.discountBp / 100,
    fixedPrice: row.fixedPriceCents === null ? null : euros(row.fixedPriceCents),
    visuals: row.visuals,
    active: row.active,
    products: offers
      .filter((o) => o.builderId === row.id)
      .map((o) => ({
        product: { id: o.productId, name: o.productName },
        format: { id: o.formatId, name: formatName(o.format) },
        maxQuantity: o.maxQuantity,
        supplement: euros(o.supplementCents),
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the activity log compares: what the owner wrote. */
function logged(answer: BuilderAnswer) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = answer;
  return fields;
}

function rowOf(body: BuilderBody) {
  return {
    name: body.name,
    description: body.description,
    size: body.size,
    priceKind: body.priceKind,
    discountBp:
      body.priceKind === 'sum' && body.discountPercent !== null ? hundredths(body.discountPercent) : null,
    fixedPriceCents:
      body.priceKind === 'fixed' && body.fixedPrice !== null ? hundredths(body.fixedPrice) : null,
    visuals: body.visuals,
    active: body.active,
  };
}

/**
 * The offer as rows, once each product is the shop's (another shop's or an unknown one: 404, never adopted), a
 * bottle, and each format its product's.
 */
async function offersOf(ctx: ServiceContext, body: BuilderBody) {
  const targets = await repo.findOfferTargets(
    ctx,
    body.products.map((p) => p.product.id),
  );
  const productsById = new Map(targets.products.map((p) => [p.id, p]));
  const formatOwner = new Map(targets.formats.map((f) => [f.id, f.productId]));
  return body.products.map((offer, position) => {
    const product = productsById.get(offer.product.id);
    if (!product) throw notFound(productAdminMessages.notFound, 'product_not_found');
    const path = `products.${position}`;
    if (product.productType !== 'bottle') {
      throw unprocessable(builderMessages.notABottle, 'builder_not_a_bottle', [
        { path: `${path}.product`, message: builderMessages.notABottle },
      ]);
    }
    if (formatOwner.get(offer.format.id) !== product.id) {
      throw unprocessable(builderMessages.format, 'builder_format', [
        { path: `${path}.format`, message: builderMessages.format },
      ]);
    }
    return {
      productId: product.id,
      formatId: offer.format.id,
      maxQuantity: offer.maxQuantity,
      supplementCents: hundredths(offer.supplement),
      position,
    };
  });
}

async function answerOf(ctx: ServiceContext, id: string): Promise<BuilderAnswer> {
  const row = await repo.findBuilder(ctx, id);
  if (!row) throw builderNotFound();
  return describeBuilder(row, await repo.listBuilderProducts(ctx, [id]));
}

export async function listBuilderPage(ctx: ServiceContext, query: BuilderListQuery) {
  const filters = {
    search: query.search,
    active: query.active === undefined ? undefined : query.active === 'true',
  };
  const page = await repo.listBuilders(ctx, filters, query.sort, pageWindow(query));
  const offers = await repo.listBuilderProducts(
    ctx,
    page.rows.map((r) => r.id),
  );
  return { rows: page.rows.map((r) => describeBuilder(r, offers)), total: page.total };
}

export const readBuilder = answerOf;

export async function createBuilder(ctx: ServiceContext, body: BuilderBody): Promise<BuilderAnswer> {
  return withTransaction(ctx, async (tx) => {
    const offers = await offersOf(tx, body);
    const id = newId('bld');
    await repo.insertBuilder(tx, { id, ...rowOf(body), createdAt: tx.now, updatedAt: tx.now });
    await repo.replaceBuilderProducts(tx, id, offers);
    const answer = await answerOf(tx, id);
    await recordActivity(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'created',
      before: null,
      after: logged(answer),
      summary: answer.name,
    });
    return answer;
  });
}

export async function updateBuilder(
  ctx: ServiceContext,
  id: string,
  body: BuilderUpdateBody,
): Promise<BuilderAnswer> {
  // an id in the body names the builder it was read from: another one is not this builder
  if (body.id !== undefined && body.id !== id) throw builderNotFound();
  return withTransaction(ctx, async (tx) => {
    const before = await answerOf(tx, id);
    const offers = await offersOf(tx, body);
    await repo.updateBuilder(tx, id, { ...rowOf(body), updatedAt: tx.now });
    await repo.replaceBuilderProducts(tx, id, offers);
    const after = await answerOf(tx, id);
    await recordActivity(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: logged(before),
      after: logged(after),
      summary: after.name,
    });
    return after;
  });
}

export async function deleteBuilder(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const before = await answerOf(tx, id);
    await repo.deleteBuilder(tx, id);
    await recordActivity(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: logged(before),
      after: null,
      summary: before.name,
    });
  });
}
