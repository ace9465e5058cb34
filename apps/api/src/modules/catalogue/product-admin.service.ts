// The catalogue's back office (issue 16): an owner creates, changes, duplicates and deletes products. Every write
// runs in one transaction with its activity log entry, then empties the caches that would show the old product.
import {
  and,
  type Database,
  type Executor,
  eq,
  formatPrices,
  formats,
  gtins,
  inArray,
  newId,
  notInArray,
  nutritionDeclarations,
  products,
  vintages,
} from '@sarment/db';
import { cents, centsToEuros, ratioToNumber } from '@sarment/domain/money';
import { computeEq75, computeVolumeMl } from '@sarment/domain/pricing';
import { gtinForms, normalizeGtin } from '@sarment/domain/validation/gtin';
import type { AuthContext } from '../../http/auth-context.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { sanitizeRichText } from '../../http/sanitize-html.ts';
import { ofShop, type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import {
  describeBoxComponents,
  guardBoxHoldings,
  planBoxComponents,
  refreshBoxesHolding,
  writeBoxComponents,
} from './box-components.service.ts';
import { listPackings, listShopTypologies } from './catalogue.repo.ts';
import { describeProducts } from './catalogue.service.ts';
import { forgetShopCatalogue } from './catalogue-cache.ts';
import { loadProductViewer } from './catalogue-view.service.ts';
import {
  findGtinsTakenElsewhere,
  listSlugsLike,
  loadProductAdminRows,
  type ProductAdminRows,
} from './product-admin.repo.ts';
import type { ProductAdminAnswer, ProductAdminBody } from './product-admin.schemas.ts';

export const productAdminMessages = {
  notFound: 'Produit inexistant',
  vintageNotFound: 'Millésime introuvable',
  formatNotFound: 'Format introuvable',
  ordered: 'Ce produit a déjà été commandé : il ne peut pas être supprimé, seulement fermé.',
  vintageOrdered: 'Ce millésime a déjà été commandé : il ne peut pas être supprimé.',
  formatOrdered: 'Ce format a déjà été commandé : il ne peut pas être supprimé.',
  unknownTypology: "Cette typologie de clients n'existe pas dans votre boutique",
  gtinTarget: 'Le code GTIN doit désigner un format et un millésime de ce produit',
  gtinTaken: 'Ce code GTIN est déjà utilisé par un autre produit',
} as const;

type NewDeclaration = typeof nutritionDeclarations.$inferInsert;

const productNotFound = () => notFound(productAdminMessages.notFound, 'product_not_found');
const toCents = (euros: number) => Math.round(euros * 100); // 2 decimals at most (schema): exact
const euros = (amount: number) => centsToEuros(cents(amount));
const orNull = <T>(value: T | null | undefined) => value ?? null;

/** The back office's view of a product of the shop (GET /v1/products/{id} for its staff), or undefined. */
export async function describeProductAdmin(
  db: Executor,
  auth: AuthContext | null,
  rows: ProductAdminRows,
): Promise<ProductAdminAnswer | undefined> {
  const { product } = rows;
  const viewer = await loadProductViewer(db as Database, auth, product.shopId);
  if (!viewer?.member) return undefined;
  const [[base], packings, components] = await Promise.all([
    describeProducts(db as Database, product.shopId, [product], viewer),
    listPackings(db as Database, product.shopId),
    describeBoxComponents({ shopId: product.shopId, tx: db }, product.id),
  ]);
  if (!base) return undefined;
  const firstNutrition = (vintageId: string) => rows.nutrition.find((n) => n.vintageId === vintageId);
  const baseFormat = new Map(base.formats.map((f) => [f.id, f]));
  return {
    ...base,
    packings,
    components,
    vatRate: product.vatRateBp === null ? null : product.vatRateBp / 100,
    disableVat: product.disableVat,
    isWrapped: product.isWrapped,
    wrapping: product.wrapping,
    wrappingPrice: product.wrappingPriceCents === null ? null : euros(product.wrappingPriceCents),
    vintages: rows.vintages.map((v) => {
      const n = firstNutrition(v.id);
      return {
        id: v.id,
        name: v.name,
        year: v.year ?? null,
        alcoholPercent: v.advanced.alcool?.value ?? null,
        legal: {
          da: orNull(v.legal.da),
          css: orNull(v.legal.css),
          typeDA: orNull(v.legal.typeDA),
          customTaxName: orNull(v.legal.customTaxName),
          customTaxAmountPerHL: orNull(v.legal.customTaxAmountPerHL),
          customTaxFamilies: v.legal.customTaxFamilies ?? [],
          customTaxAdded: v.legal.customTaxAdded ?? false,
          customTaxVat: v.legal.customTaxVat ?? false,
        },
        nutrition: n
          ? {
              appellation: n.appellation,
              category: n.category,
              color: n.color,
              quality: n.quality,
              grapeVarieties: n.grapeVarieties,
              ingredients: n.ingredients,
              energyKj: n.energyKj,
              energyKcal: n.energyKcal,
              fatG: n.fatG,
              saturatesG: n.saturatesG,
              carbohydratesG: n.carbohydratesG,
              sugarsG: n.sugarsG,
              proteinG: n.proteinG,
              saltG: n.saltG,
              allergens: n.allergens,
              brand: n.brand,
              owner: n.owner,
              country: n.country,
            }
          : null,
      };
    }),
    formats: rows.formats.flatMap((f) => {
      const shown = baseFormat.get(f.id);
      if (!shown) return [];
      return [
        {
          ...shown,
          weight: f.weightG ?? null,
          nameInShop: f.nameInShop ?? null,
          showUnityValue: f.showUnityValue,
          prices: rows.prices
            .filter((p) => p.formatId === f.id)
            .sort((a, b) => a.typology.localeCompare(b.typology))
            .map((p) => ({
              typology: p.typology,
              visible: p.visible,
              amount: euros(p.priceCents),
              discountPrice: Object.entries(p.discountPrice)
                .map(([threshold, price]) => ({ threshold: Number(threshold), price: euros(price) }))
                .sort((a, b) => a.threshold - b.threshold),
              discountAdd: Object.entries(p.discountAdd)
                .map(([threshold, free]) => ({ threshold: Number(threshold), free }))
                .sort((a, b) => a.threshold - b.threshold),
              promotions: p.promotions.map((promo) => ({
                type: promo.type,
                amount: promo.type === '€' ? euros(promo.amount) : promo.amount,
                activation: promo.activation,
                threshold: promo.activation.startsWith('minPrice') ? euros(promo.threshold) : promo.threshold,
              })),
            })),
        },
      ];
    }),
    gtins: rows.gtins.map((g) => ({ formatId: g.formatId, vintageId: g.vintageId, gtin: g.gtin })),
    ordered: rows.ordered.product,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** What the activity log compares: what the owner wrote, not what the server computes from it. */
function snapshotOf(answer: ProductAdminAnswer): Record<string, unknown> {
  const { vintages: vs, formats: fs, gtins: gs } = answer;
  return {
    name: answer.name,
    productType: answer.productType,
    precision: answer.precision,
    type: answer.type,
    color: answer.color,
    gamme: answer.gamme,
    vatType: answer.vatType,
    vatRate: answer.vatRate,
    disableVat: answer.disableVat,
    status: answer.status,
    description: answer.description,
    labels: answer.labels,
    visuals: answer.visuals,
    minOrder: answer.minOrder,
    maxOrder: answer.maxOrder,
    isWrapped: answer.isWrapped,
    wrapping: answer.wrapping,
    wrappingPrice: answer.wrappingPrice,
    vintages: vs,
    components: answer.components,
    formats: fs.map(({ price: _p, stock: _s, stockStatus: _ss, gtin: _g, name: _n, ...format }) => format),
    gtins: gs,
  };
}

function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'produit';
}

async function freeSlug(ctx: ServiceContext, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await listSlugsLike(ctx, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The rows of one side (vintages or formats) the body keeps, creates and removes. */
function planItems<T extends { id?: string | undefined; ref?: string | undefined }>(
  given: readonly T[],
  existing: readonly { id: string }[],
  ordered: Set<string>,
  messages: { notFound: string; ordered: string },
  prefix: string,
) {
  const known = new Set(existing.map((e) => e.id));
  const items = given.map((item) => {
    // an id that is not one of this product's (another product's, another shop's): unknown
    if (item.id !== undefined && !known.has(item.id)) throw notFound(messages.notFound, 'not_found');
    return { item, id: item.id ?? newId(prefix), isNew: item.id === undefined };
  });
  const keptIds = new Set(items.map((i) => i.id));
  const removed = existing.filter((e) => !keptIds.has(e.id)).map((e) => e.id);
  if (removed.some((id) => ordered.has(id))) throw unprocessable(messages.ordered, 'ordered');
  // a GTIN names the vintage or format by its id, or by the ref of a new one
  const byKey = new Map<string, string>();
  for (const { item, id } of items) {
    byKey.set(id, id);
    if (item.ref) byKey.set(item.ref, id);
  }
  return { items, removed, byKey };
}

/**
 * Writes the product (created when `existing` is undefined) from the body, in the caller's transaction; the
 * body is already valid for the domain's rules. Answers the product id.
 */
async function writeProduct(
  ctx: ServiceContext,
  existing: ProductAdminRows | undefined,
  body: ProductAdminBody,
): Promise<string> {
  const { tx, shopId } = ctx;
  const typologies = new Set((await listShopTypologies(tx as Database, shopId)).map((t) => t.key));
  for (const format of body.formats) {
    for (const price of format.prices) {
      if (!typologies.has(price.typology)) {
        throw unprocessable(productAdminMessages.unknownTypology, 'unknown_typology');
      }
    }
  }
  const productId = existing?.product.id ?? newId('prd');
  const ordered = existing?.ordered ?? { product: false, vintageIds: new Set(), formatIds: new Set() };
  const vintagePlan = planItems(
    body.vintages,
    existing?.vintages ?? [],
    ordered.vintageIds,
    {
      notFound: productAdminMessages.vintageNotFound,
      ordered: productAdminMessages.vintageOrdered,
    },
    'vin',
  );
  const formatPlan = planItems(
    body.formats,
    existing?.formats ?? [],
    ordered.formatIds,
    {
      notFound: productAdminMessages.formatNotFound,
      ordered: productAdminMessages.formatOrdered,
    },
    'fmt',
  );

  const gtinRows = body.gtins.map((entry) => {
    const formatId = formatPlan.byKey.get(entry.formatId);
    const vintageId = entry.vintageId === null ? null : vintagePlan.byKey.get(entry.vintageId);
    if (!formatId || vintageId === undefined) {
      throw unprocessable(productAdminMessages.gtinTarget, 'gtin_target');
    }
    return { gtin: entry.gtin, formatId, vintageId };
  });
  const forms = gtinRows.flatMap((g) => {
    const normalized = normalizeGtin(g.gtin);
    return 'gtin14' in normalized ? gtinForms(normalized.gtin14) : [g.gtin];
  });
  const taken = await findGtinsTakenElsewhere(ctx, forms, existing ? productId : null);
  if (taken.length > 0) throw unprocessable(productAdminMessages.gtinTaken, 'gtin_taken');
  const box = await planBoxComponents(ctx, productId, body.productType, body.components);
  await guardBoxHoldings(ctx, { formatIds: formatPlan.removed, vintageIds: vintagePlan.removed });

  const fields = {
    name: body.name,
    productType: body.productType,
    precision: body.precision,
    type: body.type,
    color: body.color,
    gamme: body.gamme,
    vatType: body.vatType,
    vatRateBp: body.vatRate === null ? null : Math.round(body.vatRate * 100),
    disableVat: body.disableVat,
    status: body.status as ProductAdminRows['product']['status'],
    description: body.description === null ? null : sanitizeRichText(body.description),
    labels: body.labels,
    visuals: body.visuals,
    minOrder: body.minOrder,
    maxOrder: body.maxOrder,
    isWrapped: body.isWrapped,
    wrapping: body.wrapping,
    wrappingPriceCents: body.wrappingPrice === null ? null : toCents(body.wrappingPrice),
    updatedAt: ctx.now,
  };
  if (existing) {
    await tx
      .update(products)
      .set(fields)
      .where(and(ofShop(ctx, products), eq(products.id, productId)));
  } else {
    await tx
      .insert(products)
      .values({ ...fields, shopId, id: productId, slug: await freeSlug(ctx, body.name), createdAt: ctx.now });
  }
  await writeBoxComponents(ctx, productId, box);

  // the GTINs and declarations are written again whole; removed vintages and formats take their rows along
  await tx.delete(gtins).where(and(ofShop(ctx, gtins), eq(gtins.productId, productId)));
  await tx
    .delete(nutritionDeclarations)
    .where(and(ofShop(ctx, nutritionDeclarations), eq(nutritionDeclarations.productId, productId)));
  if (vintagePlan.removed.length) {
    await tx.delete(vintages).where(and(ofShop(ctx, vintages), inArray(vintages.id, vintagePlan.removed)));
  }
  if (formatPlan.removed.length) {
    await tx.delete(formats).where(and(ofShop(ctx, formats), inArray(formats.id, formatPlan.removed)));
  }

  const oldVintages = new Map((existing?.vintages ?? []).map((v) => [v.id, v]));
  for (const [position, { item, id, isNew }] of vintagePlan.items.entries()) {
    const row = {
      name: item.name,
      year: item.year,
      legal: { ...item.legal, typeDA: item.legal.typeDA ?? undefined },
      advanced: {
        ...(oldVintages.get(id)?.advanced ?? {}),
        alcool: item.alcoholPercent === null ? undefined : { value: item.alcoholPercent },
      },
      position,
    };
    if (isNew) await tx.insert(vintages).values({ ...row, shopId, id, productId });
    else
      await tx
        .update(vintages)
        .set(row)
        .where(and(ofShop(ctx, vintages), eq(vintages.id, id)));
  }

  for (const [position, { item, id, isNew }] of formatPlan.items.entries()) {
    const volume = { unity: item.unity, unityValue: item.unityValue };
    const row = {
      container: item.container,
      unity: item.unity,
      unityValue: item.unityValue,
      type: item.type,
      // spec §9: computed from the volume (a box: from its components), never taken from the client
      eq75: box.eq75 ?? Math.round(ratioToNumber(computeEq75(volume, body.productType)) * 10_000) / 10_000,
      weightG: item.weight,
      nameInShop: item.nameInShop,
      showUnityValue: item.showUnityValue,
      position,
    };
    if (isNew) await tx.insert(formats).values({ ...row, shopId, id, productId });
    else
      await tx
        .update(formats)
        .set(row)
        .where(and(ofShop(ctx, formats), eq(formats.id, id)));
    const typologyKeys = item.prices.map((p) => p.typology);
    await tx
      .delete(formatPrices)
      .where(
        and(
          ofShop(ctx, formatPrices),
          eq(formatPrices.formatId, id),
          typologyKeys.length ? notInArray(formatPrices.typology, typologyKeys) : undefined,
        ),
      );
    for (const price of item.prices) {
      const values = {
        visible: price.visible,
        priceCents: toCents(price.amount),
        discountPrice: Object.fromEntries(
          price.discountPrice.map((d) => [String(d.threshold), toCents(d.price)]),
        ),
        discountAdd: Object.fromEntries(price.discountAdd.map((d) => [String(d.threshold), d.free])),
        promotions: price.promotions.map((p) => ({
          type: p.type,
          // stored in cents for euro amounts and amount thresholds (column rule)
          amount: p.type === '€' ? toCents(p.amount) : p.amount,
          activation: p.activation,
          threshold: p.activation.startsWith('minPrice') ? toCents(p.threshold ?? 0) : (p.threshold ?? 0),
        })),
      };
      await tx
        .insert(formatPrices)
        .values({ ...values, shopId, formatId: id, typology: price.typology })
        .onConflictDoUpdate({
          target: [formatPrices.shopId, formatPrices.formatId, formatPrices.typology],
          set: values,
        });
    }
  }

  if (gtinRows.length) {
    await tx.insert(gtins).values(gtinRows.map((g) => ({ ...g, shopId, productId })));
  }
  // each GTIN of a vintage with a declaration gets its own row (the e-label of that GTIN); a declaration without
  // GTIN is kept once
  const formatById = new Map(formatPlan.items.map(({ item, id }) => [id, item]));
  const declarations = vintagePlan.items.flatMap(({ item, id: vintageId }): NewDeclaration[] => {
    if (!item.nutrition) return [];
    const { ...nutrition } = item.nutrition;
    const base = { ...nutrition, shopId, productId, vintageId, alcoholPercent: item.alcoholPercent };
    const ofVintage = gtinRows.filter((g) => g.vintageId === vintageId);
    if (ofVintage.length === 0) {
      return [{ ...base, id: newId('nut'), formatId: null, gtin: null, containerVolumeMl: null }];
    }
    return ofVintage.map((g) => {
      const format = formatById.get(g.formatId);
      const volume = format ? computeVolumeMl({ unity: format.unity, unityValue: format.unityValue }) : null;
      return {
        ...base,
        id: newId('nut'),
        formatId: g.formatId,
        gtin: g.gtin,
        containerVolumeMl: volume ? Math.round(ratioToNumber(volume)) : null,
      };
    });
  });
  if (declarations.length) await tx.insert(nutritionDeclarations).values(declarations);
  await refreshBoxesHolding(ctx, productId);
  return productId;
}

/** The product as its staff read it (the caller's view), or 404. */
async function answerOf(ctx: ServiceContext, productId: string) {
  const rows = await loadProductAdminRows(ctx, productId);
  const answer = rows && (await describeProductAdmin(ctx.tx, ctx.auth, rows));
  if (!answer) throw productNotFound();
  return answer;
}

/** After a change: the next cart price reads the shop's catalogue again (page reads share nothing across writes). */
function forgetCaches(ctx: ServiceContext) {
  forgetShopCatalogue(ctx.db, ctx.shopId);
}

/** POST /v1/products: a new product of the shop. */
export async function createProduct(ctx: ServiceContext, body: ProductAdminBody, summary?: string) {
  const answer = await withTransaction(ctx, async (ctx) => {
    const productId = await writeProduct(ctx, undefined, body);
    const created = await answerOf(ctx, productId);
    await recordActivity(ctx, {
      entity: 'product',
      entityId: productId,
      action: summary ? 'duplicated' : 'created',
      before: null,
      after: snapshotOf(created),
      summary: summary ?? null,
    });
    return created;
  });
  forgetCaches(ctx);
  return answer;
}

/** PUT /v1/products/{id}: the product as the body says; a status-only change is logged as such. */
export async function updateProduct(ctx: ServiceContext, productId: string, body: ProductAdminBody) {
  const answer = await withTransaction(ctx, async (ctx) => {
    const existing = await loadProductAdminRows(ctx, productId);
    const before = existing && (await describeProductAdmin(ctx.tx, ctx.auth, existing));
    if (!existing || !before) throw productNotFound();
    await writeProduct(ctx, existing, body);
    const after = await answerOf(ctx, productId);
    const [beforeSnapshot, afterSnapshot] = [snapshotOf(before), snapshotOf(after)];
    const onlyStatus = Object.keys(afterSnapshot).every(
      (key) => key === 'status' || JSON.stringify(beforeSnapshot[key]) === JSON.stringify(afterSnapshot[key]),
    );
    await recordActivity(ctx, {
      entity: 'product',
      entityId: productId,
      action: onlyStatus ? 'statusChanged' : 'updated',
      before: beforeSnapshot,
      after: afterSnapshot,
    });
    return after;
  });
  forgetCaches(ctx);
  return answer;
}

/** POST /v1/products/{id}/duplicate: a paused copy named '<name> (copie)', without GTINs (they are unique). */
export async function duplicateProduct(ctx: ServiceContext, productId: string) {
  const rows = await loadProductAdminRows(ctx, productId);
  const source = rows && (await describeProductAdmin(ctx.tx, ctx.auth, rows));
  if (!source) throw productNotFound();
  const body: ProductAdminBody = {
    ...source,
    name: `${source.name} (copie)`.slice(0, 200),
    type: source.type as ProductAdminBody['type'],
    color: source.color as ProductAdminBody['color'],
    labels: source.labels as ProductAdminBody['labels'],
    productType: source.productType as ProductAdminBody['productType'],
    vatType: source.vatType as ProductAdminBody['vatType'],
    status: 'paused',
    description: source.description,
    vintages: source.vintages.map(({ id: _id, ...v }) => ({ ...v, ref: undefined, id: undefined })),
    formats: source.formats.map((f) => ({
      ...f,
      id: undefined,
      ref: undefined,
      unity: f.unity as ProductAdminBody['formats'][number]['unity'],
      type: f.type as ProductAdminBody['formats'][number]['type'],
      prices: f.prices.map((p) => ({ ...p })),
    })),
    gtins: [],
  } as ProductAdminBody;
  return createProduct(ctx, body, `Copie de « ${source.name} »`);
}

/** DELETE /v1/products/{id}: only a product never ordered; an ordered one is closed instead (422). */
export async function deleteProduct(ctx: ServiceContext, productId: string): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    const rows = await loadProductAdminRows(ctx, productId);
    const before = rows && (await describeProductAdmin(ctx.tx, ctx.auth, rows));
    if (!rows || !before) throw productNotFound();
    if (rows.ordered.product) throw unprocessable(productAdminMessages.ordered, 'product_ordered');
    await guardBoxHoldings(ctx, { productId });
    await ctx.tx.delete(gtins).where(and(ofShop(ctx, gtins), eq(gtins.productId, productId)));
    await ctx.tx.delete(products).where(and(ofShop(ctx, products), eq(products.id, productId)));
    await recordActivity(ctx, {
      entity: 'product',
      entityId: productId,
      action: 'deleted',
      before: snapshotOf(before),
      after: null,
      summary: before.name,
    });
  });
  forgetCaches(ctx);
}
