// The shop's back-office product list (spec §9 /dashboard/products): every product of every status, prestations
// included, each with its vintages, its formats' public TTC price and stock, and their lowest price and total
// stock; the same rows feed the CSV/XLSX export.
import { type products, type SQL, sql } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import { resolveVatRateBasisPoints, splitAmount, type VatShopSettings } from '@sarment/domain/pricing';
import { drinkColors, drinkTypes, statusInfo } from '@sarment/domain/reference';
import { column, type ExportColumn, pagedBatches } from '../../http/list-export.ts';
import { pageWindow } from '../../http/list-query.ts';
import type { ShopScope } from '../../http/service-context.ts';
import { listShopTypologies } from './catalogue.repo.ts';
import type { ShopSettings } from './catalogue.service.ts';
import { formatName } from './catalogue.service.ts';
import { loadProductCardDetails } from './product-details.repo.ts';
import {
  listStaffProducts,
  type PublicPricing,
  type StaffProductFilters,
  type StaffProductRow,
  type StaffProductSortField,
} from './product-list.repo.ts';
import type { StaffProductAnswer, StaffProductListQuery } from './product-list.schemas.ts';

const labelOf = (list: readonly { id: string; label: string }[], id: string | null) =>
  id ? (list.find((item) => item.id === id)?.label ?? id) : null;

/** A product of the list with its amounts in cents (the answer speaks euros, the export writes cents). */
export interface StaffProductView extends Omit<StaffProductAnswer, 'formats' | 'publicPrice'> {
  formats: { id: string; name: string; publicPriceCents: number | null; stock: number | null }[];
  publicPriceCents: number | null;
}

function vatSettingsOf(settings: ShopSettings): VatShopSettings {
  const bp = (percent: number) => Math.round(percent * 100);
  return {
    hasTVA: settings.hasTVA,
    vatRatesBasisPoints: {
      standard: bp(settings.vatRate.standard),
      medium: bp(settings.vatRate.medium),
      reduced: bp(settings.vatRate.reduced),
    },
  };
}

const rateOf = (
  product: Pick<StaffProductRow, 'vatType' | 'vatRateBp' | 'disableVat'>,
  vat: VatShopSettings,
) =>
  resolveVatRateBasisPoints(
    { vatType: product.vatType, vatRateBasisPoints: product.vatRateBp, disableVAT: product.disableVat },
    vat,
  );

/** The VAT rate of a product in SQL, as resolveVatRateBasisPoints gives it for these shop settings. */
function vatRateSql(vat: VatShopSettings) {
  const rate = (product: Parameters<typeof rateOf>[0]) => rateOf(product, vat);
  const none = { vatRateBp: null, disableVat: false };
  return (table: typeof products): SQL =>
    sql`(case when ${table.disableVat} then ${rate({ ...none, vatType: 'standard', disableVat: true })}::int
      when ${table.vatRateBp} is not null then ${vat.hasTVA ? table.vatRateBp : sql`0`}
      when ${table.vatType} = 'medium' then ${rate({ ...none, vatType: 'medium' })}::int
      when ${table.vatType} = 'reduced' then ${rate({ ...none, vatType: 'reduced' })}::int
      else ${rate({ ...none, vatType: 'standard' })}::int end)`;
}

async function pricingOf(ctx: ShopScope, settings: ShopSettings) {
  const typologies = await listShopTypologies(ctx.tx, ctx.shopId);
  const publicTypology = typologies.find((t) => t.public);
  const vat = vatSettingsOf(settings);
  const pricing: PublicPricing = {
    typology: publicTypology?.key ?? null,
    ttc: publicTypology?.ttc ?? true,
    vatRateSql: vatRateSql(vat),
  };
  return { pricing, vat };
}

function filtersOf(query: Omit<StaffProductListQuery, 'page' | 'pageSize' | 'sort'>): StaffProductFilters {
  return {
    search: query.search,
    productTypes: query.productType,
    types: query.type,
    colors: query.color,
    gammes: query.gamme,
    statuses: query.status,
    vintageNames: query.vintage,
  };
}

const sum = (values: (number | null)[]) =>
  values.some((v) => v !== null) ? values.reduce<number>((total, v) => total + (v ?? 0), 0) : null;
const lowest = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.min(...known) : null;
};

function byProduct<T extends { productId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
  return grouped;
}

/** Rows of a page with their vintages and formats (one query for the whole page). */
async function describe(
  ctx: ShopScope,
  rows: readonly StaffProductRow[],
  pricing: PublicPricing,
  vat: VatShopSettings,
): Promise<StaffProductView[]> {
  const details = await loadProductCardDetails(
    ctx.tx,
    ctx.shopId,
    rows.map((r) => r.id),
    pricing.typology ?? undefined,
  );
  const vintagesOf = byProduct(details.vintages);
  const formatsOf = byProduct(details.formats);
  return rows.map((product) => {
    const rateBp = rateOf(product, vat);
    const formats = (formatsOf.get(product.id) ?? []).map((format) => ({
      id: format.id,
      name: formatName(format),
      publicPriceCents: format.price?.visible
        ? splitAmount(cents(format.price.priceCents), pricing.ttc, rateBp).ttcCents
        : null,
      stock: format.stock ?? null,
    }));
    return {
      id: product.id,
      name: product.name,
      precision: product.precision ?? null,
      productType: product.productType,
      type: product.type ?? null,
      typeLabel: labelOf(drinkTypes, product.type),
      color: product.color ?? null,
      colorLabel: labelOf(drinkColors, product.color),
      gamme: product.gamme ?? null,
      status: product.status,
      visual: product.visuals[0] ?? null,
      vintages: (vintagesOf.get(product.id) ?? []).map((v) => ({ id: v.id, name: v.name })),
      formats,
      publicPriceCents: lowest(formats.map((f) => f.publicPriceCents)),
      stock: sum(formats.map((f) => f.stock)),
      updatedAt: new Date(product.updatedAt).toISOString(),
    };
  });
}

const inEuros = (amount: number | null) => (amount === null ? null : centsToEuros(cents(amount)));

export function toStaffProductAnswer(view: StaffProductView): StaffProductAnswer {
  const { publicPriceCents, formats, ...rest } = view;
  return {
    ...rest,
    formats: formats.map(({ publicPriceCents: price, ...format }) => ({
      ...format,
      publicPrice: inEuros(price),
    })),
    publicPrice: inEuros(publicPriceCents),
  };
}

/** One page of the shop's products for its staff, and the total of every page (`settings`: the shop's VAT). */
export async function listStaffProductPage(
  ctx: ShopScope,
  settings: ShopSettings,
  query: StaffProductListQuery,
): Promise<{ rows: StaffProductAnswer[]; total: number }> {
  const { pricing, vat } = await pricingOf(ctx, settings);
  const { rows, total } = await listStaffProducts(
    ctx,
    filtersOf(query),
    query.sort,
    pricing,
    pageWindow(query),
  );
  const views = await describe(ctx, rows, pricing, vat);
  return { rows: views.map(toStaffProductAnswer), total };
}

/** Every product the list's filters keep, in its order, batch by batch (the export). */
export async function* staffProductBatches(
  ctx: ShopScope,
  settings: ShopSettings,
  query: Omit<StaffProductListQuery, 'page' | 'pageSize'>,
): AsyncGenerator<readonly StaffProductView[]> {
  const { pricing, vat } = await pricingOf(ctx, settings);
  const sort = query.sort as { field: StaffProductSortField; descending: boolean };
  yield* pagedBatches(async (window) => {
    const { rows } = await listStaffProducts(ctx, filtersOf(query), sort, pricing, window);
    return describe(ctx, rows, pricing, vat);
  });
}

const PRODUCT_TYPE_LABELS: Record<string, string> = {
  bottle: 'Bouteille',
  accessory: 'Accessoire',
  prestation: 'Prestation',
  box: 'Coffret',
};
const statusLabel = (status: string) =>
  (statusInfo.product as Record<string, { label: string }>)[status]?.label ?? status;

/** The columns of the product export, with French headers (the list's columns, formats on one cell). */
export const staffProductExportColumns: readonly ExportColumn<StaffProductView>[] = [
  column('Nom', 'text', (p) => p.name, 30),
  column('Précision', 'text', (p) => p.precision, 20),
  column('Type de produit', 'text', (p) => PRODUCT_TYPE_LABELS[p.productType] ?? p.productType),
  column('Type', 'text', (p) => p.typeLabel),
  column('Couleur', 'text', (p) => p.colorLabel),
  column('Gamme', 'text', (p) => p.gamme),
  column('Millésimes', 'text', (p) => p.vintages.map((v) => v.name).join(', ')),
  column('Formats', 'text', (p) => p.formats.map((f) => f.name).join(', '), 30),
  column('Prix public TTC (€)', 'money', (p) => p.publicPriceCents),
  column('Stock', 'integer', (p) => p.stock),
  column('Statut', 'text', (p) => statusLabel(p.status)),
  column('Modifié le', 'date', (p) => new Date(p.updatedAt)),
];
