import type { Database } from '@sarment/db';
import { badRequest, notFound } from '../../http/errors.ts';
import type { ServiceContext, ShopScope } from '../../http/service-context.ts';
import { formatName } from '../catalogue/catalogue.service.ts';
import { elabelArtwork, elabelLink, renderElabelQr } from './elabel-qr.ts';
import {
  type DeclarationRow,
  findDeclarationByGtin,
  findDeclarationOfVintage,
  findGtin,
  listShopDeclarations,
} from './elabels.repo.ts';
import type { ElabelAnswer } from './elabels.schemas.ts';
import { type GtinProblem, gtinForms, normalizeGtin } from './gs1-digital-link.ts';

export { renderElabelQr } from './elabel-qr.ts';

export const elabelMessages = {
  gtinFormat: 'Un code GTIN compte de 8 à 14 chiffres.',
  gtinCheckDigit: (gtin: string) =>
    `Le code GTIN ${gtin} n'est pas valide : son chiffre de contrôle est faux.`,
  unknown: (gtin: string) => `Aucune étiquette électronique ne correspond au code GTIN ${gtin}.`,
  unknownVintage: (gtin: string, vintage: string) =>
    `Aucune étiquette électronique ne correspond au code GTIN ${gtin} pour le millésime ${vintage}.`,
  linkInvalid: "Ce lien GS1 n'est pas valide.",
} as const;

export function gtinProblemError(problem: GtinProblem, gtin: string) {
  return problem === 'checkDigit'
    ? badRequest(elabelMessages.gtinCheckDigit(gtin), 'gtin_check_digit')
    : badRequest(elabelMessages.gtinFormat, 'gtin_invalid');
}

function toElabel(row: NonNullable<DeclarationRow>, gtin14: string): ElabelAnswer {
  const d = row.declaration;
  return {
    gtin: d.gtin ?? gtin14,
    gtin14,
    shop: { name: row.shopName, urlShop: row.shopUrlName },
    product: { name: row.productName, slug: row.productSlug },
    vintage: row.vintageName ?? null,
    format: { name: row.format ? formatName(row.format) : null, volumeMl: d.containerVolumeMl ?? null },
    appellation: d.appellation ?? null,
    category: d.category ?? null,
    color: d.color ?? null,
    quality: d.quality ?? null,
    grapeVarieties: d.grapeVarieties,
    alcoholPercent: d.alcoholPercent ?? null,
    nutrition: {
      energyKj: d.energyKj ?? null,
      energyKcal: d.energyKcal ?? null,
      fatG: d.fatG ?? null,
      saturatesG: d.saturatesG ?? null,
      carbohydratesG: d.carbohydratesG ?? null,
      sugarsG: d.sugarsG ?? null,
      proteinG: d.proteinG ?? null,
      saltG: d.saltG ?? null,
    },
    ingredients: d.ingredients,
    allergens: d.allergens,
    brand: d.brand ?? null,
    owner: d.owner ?? null,
    country: d.country ?? null,
  };
}

/**
 * The e-label a GTIN resolves to (spec §2 /gs1/01/{ean}): any of its 8 to 14-digit forms; with `vintage` (GS1 AI
 * 22) the declaration of that vintage of the same bottle, else 404: a consumer scanning a 2019 bottle must never
 * read the ingredients and nutrition of another vintage.
 */
export async function findElabel(db: Database, rawGtin: string, vintage?: string): Promise<ElabelAnswer> {
  const normalized = normalizeGtin(rawGtin);
  if (!normalized.ok) throw gtinProblemError(normalized.problem, rawGtin);
  const entry = await findGtin(db, gtinForms(normalized.gtin14));
  if (!entry) throw notFound(elabelMessages.unknown(rawGtin), 'elabel_not_found');
  if (vintage) {
    const row = await findDeclarationOfVintage(db, { ...entry, vintageName: vintage });
    if (!row) throw notFound(elabelMessages.unknownVintage(rawGtin, vintage), 'elabel_not_found');
    return toElabel(row, normalized.gtin14);
  }
  const row = await findDeclarationByGtin(db, entry.shopId, entry.gtin);
  if (!row) throw notFound(elabelMessages.unknown(rawGtin), 'elabel_not_found');
  return toElabel(row, normalized.gtin14);
}

export async function listShopElabels(db: Database, shopId: string) {
  const rows = await listShopDeclarations(db, shopId);
  return rows
    .filter((row) => row.declaration.gtin)
    .map((row) => ({
      gtin: row.declaration.gtin!,
      productName: row.productName,
      productSlug: row.productSlug,
      vintage: row.vintageName ?? null,
      format: row.format ? formatName(row.format) : null,
      path: `/gs1/01/${row.declaration.gtin}`,
    }));
}

export async function findShopElabelGtin(scope: ShopScope, rawGtin: string): Promise<string> {
  const normalized = normalizeGtin(rawGtin);
  if (!normalized.ok) throw gtinProblemError(normalized.problem, rawGtin);
  // gtins is a global lookup (the resolver arrives with an EAN and no shop): the shop is checked on the row
  const entry = await findGtin(scope.tx, gtinForms(normalized.gtin14));
  // another shop's GTIN answers like an unknown one (docs/ARCHITECTURE.md: 404, never revealing it exists)
  if (!entry || entry.shopId !== scope.shopId)
    throw notFound(elabelMessages.unknown(rawGtin), 'elabel_not_found');
  return entry.gtin;
}

/**
 * The owner's QR code of one of the shop's e-labels: the https page of `PUBLIC_URL`, alone (300x300) or, for the
 * label artwork, with its wording and the 'E' energy value of the GTIN's declaration.
 */
export async function renderShopElabelQr(
  ctx: ServiceContext,
  rawGtin: string,
  options: { artwork: boolean },
): Promise<{ gtin: string; svg: string }> {
  const gtin = await findShopElabelGtin(ctx, rawGtin);
  const qr = await renderElabelQr(elabelLink(gtin));
  if (!options.artwork) return { gtin, svg: qr };
  const row = await findDeclarationByGtin(ctx.tx, ctx.shopId, gtin);
  const energy = {
    energyKj: row?.declaration.energyKj ?? null,
    energyKcal: row?.declaration.energyKcal ?? null,
  };
  return { gtin, svg: elabelArtwork(qr, energy) };
}
