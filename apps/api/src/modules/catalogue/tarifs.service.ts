// The shop's price grid (issue 16, /dashboard/tarifs). A price is stored per format and typology, as entered: TTC
// for a ttc typology, HT otherwise (spec §3). Every change runs in one transaction with one activity log entry per
// price (entity 'price', entityId the format: GET /v1/activity?entity=price&entityId=... is its history), then
// empties the cart's catalogue cache so the next cart price follows.
import { activityLog, newId } from '@sarment/db';
import { changedHalves, diffFields } from '@sarment/domain/activity';
import { cents, centsToEuros } from '@sarment/domain/money';
import {
  changePriceByPercent,
  changePriceTiersByPercent,
  priceChangePercentError,
} from '@sarment/domain/pricing/price-change';
import { normalizeSearch } from '@sarment/domain/validation/search';
import { badRequest, notFound, unprocessable } from '../../http/errors.ts';
import { column, type ExportColumn, pagedBatches } from '../../http/list-export.ts';
import { pageWindow } from '../../http/list-query.ts';
import { type ServiceContext, type ShopScope, withTransaction } from '../../http/service-context.ts';
import { listShopTypologies } from './catalogue.repo.ts';
import { formatName } from './catalogue.service.ts';
import { forgetShopCatalogue } from './catalogue-cache.ts';
import { parseCsv, parseFrenchAmount } from './tarifs.csv.ts';
import {
  existingFormatIds,
  type FormatPriceRow,
  listFormatPrices,
  listTarifFormats,
  listVintagesOf,
  type PriceWrite,
  type TarifFilters,
  type TarifFormatRow,
  type TarifSortField,
  writeFormatPrices,
} from './tarifs.repo.ts';
import {
  type TarifBulkBody,
  type TarifChange,
  type TarifImportAnswer,
  type TarifListQuery,
  type TarifRow,
  tarifMessages,
} from './tarifs.schemas.ts';

interface Typology {
  key: string;
  name: string;
  ttc: boolean;
  public: boolean;
}

const euros = (amount: number) => centsToEuros(cents(amount));

/** The shop's typologies, in their order (the grid's columns). */
export async function tarifTypologies(scope: ShopScope): Promise<Typology[]> {
  const rows = await listShopTypologies(scope.tx, scope.shopId);
  return rows.map((t) => ({ key: t.key, name: t.name, ttc: t.ttc, public: t.public }));
}

const byThreshold = (map: Readonly<Record<string, number>>) =>
  Object.entries(map)
    .map(([threshold, value]) => [Number(threshold), value] as const)
    .sort((a, b) => a[0] - b[0]);

function priceView(price: FormatPriceRow, typology: Typology) {
  return {
    amount: euros(price.priceCents),
    ttc: typology.ttc,
    visible: price.visible,
    discountPrice: byThreshold(price.discountPrice).map(([threshold, value]) => ({
      threshold,
      price: euros(value),
    })),
    discountAdd: byThreshold(price.discountAdd).map(([threshold, free]) => ({ threshold, free })),
  };
}

/** What the activity log keeps of a price: the amount as entered, its visibility and its quantity tiers. */
function priceSnapshot(price: Pick<FormatPriceRow, 'priceCents' | 'visible' | 'discountPrice'> | undefined) {
  if (!price) return null;
  return {
    amount: euros(price.priceCents),
    visible: price.visible,
    discountPrice: byThreshold(price.discountPrice).map(([threshold, value]) => ({
      threshold,
      price: euros(value),
    })),
  };
}

const priceKey = (formatId: string, typology: string) => `${formatId}\u0000${typology}`;

type FilterFields = 'productType' | 'type' | 'color' | 'gamme' | 'status';

function filtersOf(
  query: { search?: string | undefined } & { [Field in FilterFields]?: readonly string[] | undefined },
): TarifFilters {
  return {
    search: query.search,
    productTypes: query.productType,
    types: query.type,
    colors: query.color,
    gammes: query.gamme,
    statuses: query.status,
  };
}

/** The grid's rows: each format with its product, vintages and price per typology. */
async function describeRows(
  scope: ShopScope,
  formatRows: readonly TarifFormatRow[],
  typologies: readonly Typology[],
): Promise<TarifRow[]> {
  const [prices, vintages] = await Promise.all([
    listFormatPrices(
      scope,
      formatRows.map((r) => r.formatId),
    ),
    listVintagesOf(scope, [...new Set(formatRows.map((r) => r.productId))]),
  ]);
  const priceOf = new Map(prices.map((p) => [priceKey(p.formatId, p.typology), p]));
  return formatRows.map((row) => ({
    product: { id: row.productId, name: row.productName, precision: row.precision, status: row.status },
    format: { id: row.formatId, name: formatName(row) },
    vintages: vintages.filter((v) => v.productId === row.productId).map(({ id, name }) => ({ id, name })),
    prices: Object.fromEntries(
      typologies.map((typology) => {
        const price = priceOf.get(priceKey(row.formatId, typology.key));
        return [typology.key, price ? priceView(price, typology) : null];
      }),
    ),
  }));
}

/** GET /v1/tarifs: a page of the grid and the total of every page. */
export async function listTarifPage(ctx: ShopScope, query: TarifListQuery) {
  const typologies = await tarifTypologies(ctx);
  const { rows, total } = await listTarifFormats(ctx, filtersOf(query), query.sort, pageWindow(query));
  return { rows: await describeRows(ctx, rows, typologies), total };
}

/** The export: every row the list's filters keep, in its order, batch by batch; one column per typology. */
export async function tarifExport(
  ctx: ShopScope,
  query: Omit<TarifListQuery, 'page' | 'pageSize'>,
): Promise<{ columns: ExportColumn<TarifRow>[]; batches: AsyncGenerator<readonly TarifRow[]> }> {
  const typologies = await tarifTypologies(ctx);
  const sort = query.sort as { field: TarifSortField; descending: boolean };
  const columns: ExportColumn<TarifRow>[] = [
    column('Référence', 'text', (r) => r.format.id, 24),
    column('Produit', 'text', (r) => [r.product.name, r.product.precision].filter(Boolean).join(' '), 34),
    column('Format', 'text', (r) => r.format.name, 20),
    ...typologies.map((typology) =>
      column(typologyHeader(typology), 'money', (r: TarifRow) => {
        const price = r.prices[typology.key];
        return price ? Math.round(price.amount * 100) : null;
      }),
    ),
  ];
  const batches = pagedBatches(async (window) => {
    const { rows } = await listTarifFormats(ctx, filtersOf(query), sort, window);
    return describeRows(ctx, rows, typologies);
  });
  return { columns, batches };
}

const typologyHeader = (typology: Typology) => `${typology.name} (${typology.ttc ? 'TTC' : 'HT'})`;

interface PriceEdit {
  formatId: string;
  typology: Typology;
  before: FormatPriceRow | undefined;
  after: PriceWrite;
}

/** Writes the edits that change something, with their activity entries (one statement per batch of each). */
async function applyEdits(
  ctx: ServiceContext,
  edits: readonly PriceEdit[],
  summaryOf: (edit: PriceEdit) => string,
): Promise<number> {
  const logged = edits.flatMap((edit) => {
    const changes = diffFields(priceSnapshot(edit.before), priceSnapshot(edit.after));
    if (changes.length === 0) return [];
    const { before, after } = changedHalves(changes);
    return [
      {
        edit,
        entry: {
          shopId: ctx.shopId,
          id: newId('act'),
          at: ctx.now,
          actorId: ctx.actor?.id ?? null,
          actorName: ctx.actor?.name ?? null,
          entity: 'price',
          entityId: edit.formatId,
          action: edit.before ? 'updated' : 'created',
          before,
          after,
          summary: summaryOf(edit),
        },
      },
    ];
  });
  await writeFormatPrices(
    ctx,
    logged.map(({ edit }) => edit.after),
  );
  // the log of a whole grid change is written 500 entries per statement, not through recordActivity one by one
  for (let start = 0; start < logged.length; start += 500) {
    await ctx.tx.insert(activityLog).values(logged.slice(start, start + 500).map(({ entry }) => entry));
  }
  return logged.length;
}

async function typologyOrThrow(scope: ShopScope, key: string): Promise<Typology> {
  const typology = (await tarifTypologies(scope)).find((t) => t.key === key);
  if (!typology) throw unprocessable(tarifMessages.unknownTypology, 'unknown_typology');
  return typology;
}

async function formatsOrThrow(scope: ShopScope, formatIds: readonly string[]) {
  const found = await existingFormatIds(scope, formatIds);
  if (formatIds.some((id) => !found.has(id)))
    throw notFound(tarifMessages.formatNotFound, 'format_not_found');
}

/** '1 prix modifié.', '7 prix modifiés.': the participle agrees with the count (0 and 1 are singular in French). */
const countMessage = (count: number, done: { one: string; other: string }) =>
  `${count} prix ${count > 1 ? done.other : done.one}.`;
const saved = { one: 'enregistré', other: 'enregistrés' };
const changedNow = { one: 'modifié', other: 'modifiés' };
const toChange = { one: 'sera modifié', other: 'seront modifiés' };

/** PUT /v1/tarifs: the grid's edited cells, in one transaction. */
export async function changeTarifs(ctx: ServiceContext, changes: readonly TarifChange[]) {
  const seen = new Set<string>();
  for (const change of changes) {
    const key = priceKey(change.formatId, change.typology);
    if (seen.has(key)) throw badRequest(tarifMessages.twice, 'invalid_input');
    seen.add(key);
  }
  const typologies = await tarifTypologies(ctx);
  const typologyOf = new Map(typologies.map((t) => [t.key, t]));
  if (changes.some((c) => !typologyOf.has(c.typology))) {
    throw unprocessable(tarifMessages.unknownTypology, 'unknown_typology');
  }
  const formatIds = [...new Set(changes.map((c) => c.formatId))];
  const changed = await withTransaction(ctx, async (ctx) => {
    await formatsOrThrow(ctx, formatIds);
    const prices = await listFormatPrices(ctx, formatIds);
    const priceOf = new Map(prices.map((p) => [priceKey(p.formatId, p.typology), p]));
    const edits = changes.map((change): PriceEdit => {
      const before = priceOf.get(priceKey(change.formatId, change.typology));
      if (!before && change.amount === undefined) {
        throw unprocessable(tarifMessages.priceNeeded, 'price_needed');
      }
      return {
        formatId: change.formatId,
        typology: typologyOf.get(change.typology)!,
        before,
        after: {
          formatId: change.formatId,
          typology: change.typology,
          priceCents: change.amount === undefined ? before!.priceCents : Math.round(change.amount * 100),
          visible: change.visible ?? before?.visible ?? true,
          discountPrice: before?.discountPrice ?? {},
        },
      };
    });
    return applyEdits(ctx, edits, (edit) => edit.typology.name);
  });
  forgetShopCatalogue(ctx.db, ctx.shopId);
  return { success: true as const, message: countMessage(changed, saved), changed };
}

/** POST /v1/tarifs/bulk: every price of a typology the filters keep, changed by a percent (quantity tiers too). */
export async function bulkChangeTarifs(ctx: ServiceContext, body: TarifBulkBody) {
  const percentError = priceChangePercentError(body.percent);
  if (percentError) {
    throw badRequest(percentError, 'invalid_input', [{ path: 'percent', message: percentError }]);
  }
  const typology = await typologyOrThrow(ctx, body.typology);
  const sign = body.percent > 0 ? '+' : '';
  const summary = `${typology.name} : ${sign}${String(body.percent).replace('.', ',')} %`;
  const changed = await withTransaction(ctx, async (ctx) => {
    if (body.selection) await formatsOrThrow(ctx, body.selection);
    const { rows } = await listTarifFormats(
      ctx,
      { ...filtersOf(body.filters), formatIds: body.selection },
      { field: 'name', descending: false },
      undefined,
    );
    const prices = await listFormatPrices(
      ctx,
      rows.map((r) => r.formatId),
      typology.key,
    );
    if (body.dryRun) return prices.length;
    const edits = prices.map(
      (before): PriceEdit => ({
        formatId: before.formatId,
        typology,
        before,
        after: {
          formatId: before.formatId,
          typology: typology.key,
          priceCents: changePriceByPercent(cents(before.priceCents), body.percent),
          visible: before.visible,
          discountPrice: changePriceTiersByPercent(before.discountPrice, body.percent),
        },
      }),
    );
    return applyEdits(ctx, edits, () => summary);
  });
  if (!body.dryRun) forgetShopCatalogue(ctx.db, ctx.shopId);
  return {
    success: true as const,
    message: countMessage(changed, body.dryRun ? toChange : changedNow),
    changed,
  };
}

export const tarifImportMessages = {
  empty: 'Le fichier est vide.',
  noReference:
    "La colonne « Référence » manque : partez d'un export de la grille, qui a les colonnes attendues.",
  unknownColumn: (name: string) =>
    `Colonne inconnue : « ${name} » (ni Produit, ni Format, ni une typologie).`,
  unknownFormat: (reference: string) => `Format introuvable (référence « ${reference} »).`,
  twice: (reference: string) => `Le format « ${reference} » apparaît deux fois dans le fichier.`,
  notAPrice: (typology: string, cell: string) =>
    `${typology} : « ${cell} » n'est pas un prix (nombre positif avec au plus 2 décimales, par exemple 11,50).`,
  invalid: "Le fichier contient des erreurs : rien n'a été importé.",
  nothing: 'Aucun prix ne change.',
  preview: (count: number) => countMessage(count, toChange),
  done: (count: number) => countMessage(count, { one: 'importé', other: 'importés' }),
} as const;

const folded = (text: string) => normalizeSearch(text.replace(/\((ht|ttc)\)\s*$/i, ''));

/** POST /v1/tarifs/import: the export's columns back; with dryRun, the changes and errors only. */
export async function importTarifs(
  ctx: ServiceContext,
  csv: string,
  dryRun: boolean,
): Promise<TarifImportAnswer> {
  const [header, ...lines] = parseCsv(csv);
  const fail = (message: string): TarifImportAnswer => ({
    success: false,
    message: tarifImportMessages.invalid,
    dryRun,
    changes: [],
    errors: [{ line: 1, message }],
  });
  if (!header) return refuseOrAnswer(fail(tarifImportMessages.empty));
  const typologies = await tarifTypologies(ctx);
  const names = header.map((name) => name.trim());
  const referenceAt = names.findIndex((name) => folded(name) === folded('Référence'));
  if (referenceAt < 0) return refuseOrAnswer(fail(tarifImportMessages.noReference));
  const typologyColumns: { at: number; typology: Typology }[] = [];
  for (const [at, name] of names.entries()) {
    if (at === referenceAt || ['produit', 'format', ''].includes(folded(name))) continue;
    const typology = typologies.find((t) => folded(t.name) === folded(name) || t.key === folded(name));
    if (!typology) return refuseOrAnswer(fail(tarifImportMessages.unknownColumn(name)));
    typologyColumns.push({ at, typology });
  }
  const references = lines.map((fields) => (fields[referenceAt] ?? '').trim().replace(/^'/, ''));
  const { rows: formatRows } = await listTarifFormats(
    ctx,
    { formatIds: references },
    { field: 'name', descending: false },
    undefined,
  );
  const formatOf = new Map(formatRows.map((r) => [r.formatId, r]));
  const prices = await listFormatPrices(ctx, [...formatOf.keys()]);
  const priceOf = new Map(prices.map((p) => [priceKey(p.formatId, p.typology), p]));
  const errors: TarifImportAnswer['errors'] = [];
  const changes: TarifImportAnswer['changes'] = [];
  const edits: PriceEdit[] = [];
  const seen = new Set<string>();
  for (const [index, fields] of lines.entries()) {
    const line = index + 2;
    const reference = references[index] ?? '';
    const format = formatOf.get(reference);
    if (!format) {
      errors.push({ line, message: tarifImportMessages.unknownFormat(reference) });
      continue;
    }
    if (seen.has(reference)) {
      errors.push({ line, message: tarifImportMessages.twice(reference) });
      continue;
    }
    seen.add(reference);
    for (const { at, typology } of typologyColumns) {
      const cell = (fields[at] ?? '').trim();
      if (cell === '') continue;
      const amount = parseFrenchAmount(cell);
      if (amount === undefined) {
        errors.push({ line, message: tarifImportMessages.notAPrice(typology.name, cell) });
        continue;
      }
      const before = priceOf.get(priceKey(reference, typology.key));
      if (before?.priceCents === amount) continue;
      changes.push({
        line,
        formatId: reference,
        product: format.productName,
        format: formatName(format),
        typology: typology.key,
        before: before ? euros(before.priceCents) : null,
        after: euros(amount),
      });
      edits.push({
        formatId: reference,
        typology,
        before,
        after: {
          formatId: reference,
          typology: typology.key,
          priceCents: amount,
          visible: before?.visible ?? true,
          discountPrice: before?.discountPrice ?? {},
        },
      });
    }
  }
  if (errors.length) {
    return refuseOrAnswer({ success: false, message: tarifImportMessages.invalid, dryRun, changes, errors });
  }
  if (dryRun) {
    const message = changes.length
      ? tarifImportMessages.preview(changes.length)
      : tarifImportMessages.nothing;
    return { success: true, message, dryRun, changes, errors };
  }
  const changed = await withTransaction(ctx, (ctx) =>
    applyEdits(ctx, edits, (edit) => `${edit.typology.name} : import CSV`),
  );
  if (changed) forgetShopCatalogue(ctx.db, ctx.shopId);
  return { success: true, message: tarifImportMessages.done(changed), dryRun, changes, errors };

  /** A preview answers its errors; the real import refuses the whole file (422, nothing stored). */
  function refuseOrAnswer(answer: TarifImportAnswer): TarifImportAnswer {
    if (dryRun) return answer;
    throw unprocessable(answer.message, 'import_invalid', answer.errors);
  }
}
