// The vintages and formats of a product list: each format with the viewer's price, its stock and e-label, read for
// a whole page of products in one round trip (whole for product answers, light for cards).
import {
  and,
  type Column,
  type Executor,
  eq,
  formatPrices,
  formats,
  gtins,
  jsonList,
  jsonObject,
  jsonPairs,
  queryRows,
  renderOnce,
  type SQL,
  sql,
  statementOnce,
  stockLevels,
  vintages,
} from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';
import { type BoxComponentStock, boxComponentStockOf, withBoxAvailable } from './box-stock.ts';
import { anyOf, type FormatPriceRow, type FormatRow, type VintageRow } from './catalogue.repo.ts';

/** A format of a product card with the viewer's price and its stock. */
export type FormatCardDetail = Pick<
  FormatRow,
  | 'id'
  | 'productId'
  | 'container'
  | 'unity'
  | 'unityValue'
  | 'type'
  | 'eq75'
  | 'nameInShop'
  | 'showUnityValue'
> & {
  price: Pick<FormatPriceRow, 'visible' | 'priceCents'> | null;
  stock: number | null;
};

/** A format of a product list with the viewer's price, its tiers and promotions, its stock and e-label GTIN. */
export type FormatDetail = Omit<FormatCardDetail, 'price'> & {
  price: Pick<
    FormatPriceRow,
    'visible' | 'priceCents' | 'discountPrice' | 'discountAdd' | 'promotions'
  > | null;
  gtin: string | null;
};

/** A vintage of a product card. */
export type VintageCardDetail = Pick<VintageRow, 'id' | 'productId' | 'name'>;
/** A vintage of a product list. */
export type VintageDetail = Pick<VintageRow, 'id' | 'productId' | 'name' | 'year' | 'advanced'>;

const vintageCardColumns = { id: vintages.id, productId: vintages.productId, name: vintages.name };
const vintageCardJson = renderOnce(jsonObject(vintageCardColumns));
const vintageJson = renderOnce(
  jsonObject({ ...vintageCardColumns, year: vintages.year, advanced: vintages.advanced }),
);

// the subqueries of a format's stock and GTIN (loadDetails); inside sql``, a subquery's field renders as
// its bare alias, so the JSON names them in full
const FORMAT_STOCK = 'format_stock';
const FORMAT_GTIN = 'format_gtin';
const field = (subquery: string, name: string) => sql`${sql.identifier(subquery)}.${sql.identifier(name)}`;

const formatCardFields = {
  id: formats.id,
  productId: formats.productId,
  container: formats.container,
  unity: formats.unity,
  unityValue: formats.unityValue,
  type: formats.type,
  eq75: formats.eq75,
  nameInShop: formats.nameInShop,
  showUnityValue: formats.showUnityValue,
  stock: field(FORMAT_STOCK, 'quantity'),
};
const priceOf = (fields: Record<string, Column>) =>
  sql`case when ${formatPrices.formatId} is null then null else json_build_object(${jsonPairs(fields)}) end`;
const cardPriceFields = { visible: formatPrices.visible, priceCents: formatPrices.priceCents };

const formatCardJson = renderOnce(
  sql<FormatCardDetail>`json_build_object(${jsonPairs({ ...formatCardFields, price: priceOf(cardPriceFields) })})`,
);
const formatJson = renderOnce(
  sql<FormatDetail>`json_build_object(${jsonPairs({
    ...formatCardFields,
    price: priceOf({
      ...cardPriceFields,
      discountPrice: formatPrices.discountPrice,
      discountAdd: formatPrices.discountAdd,
      promotions: formatPrices.promotions,
    }),
    gtin: field(FORMAT_GTIN, 'gtin'),
  })})`,
);

interface DetailsView<V, F> {
  vintage: SQL<V>;
  format: SQL<F>;
  withGtin: boolean;
}

/** The statement of loadDetails, for one shop's products priced for `typology` (none: no price). */
function detailsStatement<V, F>(
  db: Executor,
  values: { shopId: string; productIds: readonly string[]; typology?: string },
  view: DetailsView<V, F>,
): SQL {
  const { shopId, productIds, typology } = values;
  const ofProducts = (table: typeof stockLevels | typeof gtins) =>
    and(ofShop({ shopId }, table), anyOf(table.productId, productIds));
  const stock = db
    .select({
      formatId: stockLevels.formatId,
      quantity: sql<number>`sum(${stockLevels.quantity})::int`.as('quantity'),
    })
    .from(stockLevels)
    .where(ofProducts(stockLevels))
    .groupBy(stockLevels.formatId)
    .as(FORMAT_STOCK);
  const gtin = db
    .select({ formatId: gtins.formatId, gtin: sql<string>`min(${gtins.gtin})`.as('gtin') })
    .from(gtins)
    .where(ofProducts(gtins))
    .groupBy(gtins.formatId)
    .as(FORMAT_GTIN);
  const vintageRows = db
    .select({ vintage: view.vintage.as('vintage'), position: vintages.position })
    .from(vintages)
    .where(and(ofShop({ shopId }, vintages), anyOf(vintages.productId, productIds)));
  const withPriceAndStock = db
    .select({ format: view.format.as('format'), position: formats.position })
    .from(formats)
    .leftJoin(
      formatPrices,
      and(
        eq(formatPrices.shopId, formats.shopId),
        eq(formatPrices.formatId, formats.id),
        typology === undefined ? sql`false` : eq(formatPrices.typology, typology),
      ),
    )
    .leftJoin(stock, eq(stock.formatId, formats.id));
  const formatRows = (
    view.withGtin ? withPriceAndStock.leftJoin(gtin, eq(gtin.formatId, formats.id)) : withPriceAndStock
  ).where(and(ofShop({ shopId }, formats), anyOf(formats.productId, productIds)));
  // both lists in one round trip, each in the order of its positions, with what the boxes' components hold (the
  // products as one array parameter, as `anyOf`: a hundred `in` parameters cost PGlite some 3 ms a page, issue 22)
  return sql`select ${jsonList(vintageRows, { field: 'vintage', orderBy: 'position' })} as vintages,
      ${jsonList(formatRows, { field: 'format', orderBy: 'position' })} as formats,
      ${jsonList(boxComponentStockOf(shopId, sql`c.box_id = any(${sql.param([...productIds])}::text[])`))} as boxes`;
}

/**
 * Vintages and formats of some products of one shop, in one round trip: each format comes with its price for
 * `typology` (the one the viewer is priced with; none without one), its stock over every warehouse and vintage
 * (null when it has no stock row) and, unless `card`, its e-label GTIN (the smallest when it has one per vintage).
 * Only the columns an answer shows are read, each row as one JSON field (see jsonObject): PGlite's cost grows
 * with every query and every field it decodes. The statement is rendered once per view, with or without a
 * typology (statementOnce): drizzle rendering its subqueries cost more than the rest of the call.
 */
async function loadDetails<V, F extends { productId: string; stock: number | null }>(
  db: Executor,
  shopId: string,
  productIds: string[],
  typology: string | undefined,
  view: DetailsView<V, F> & { statements: Map<boolean, StatementOf> },
): Promise<{ vintages: V[]; formats: F[] }> {
  if (productIds.length === 0) return { vintages: [], formats: [] };
  const priced = typology !== undefined;
  let statement = view.statements.get(priced);
  if (!statement) {
    statement = priced
      ? statementOnce({ shopId: 'text', productIds: 'list', typology: 'text' }, (values) =>
          detailsStatement(db, values, view),
        )
      : statementOnce({ shopId: 'text', productIds: 'list' }, (values) => detailsStatement(db, values, view));
    view.statements.set(priced, statement);
  }
  const [details] = await queryRows<{ vintages: V[]; formats: F[]; boxes: BoxComponentStock[] }>(
    db,
    statement({ shopId, productIds, typology: typology ?? '' }),
  );
  const { vintages: vintageList, formats: formatList, boxes } = details!;
  return { vintages: vintageList, formats: withBoxAvailable(formatList, boxes) };
}

type StatementOf = (values: { shopId: string; productIds: readonly string[]; typology: string }) => SQL;

const productView = { vintage: vintageJson, format: formatJson, withGtin: true, statements: new Map() };
const cardView = { vintage: vintageCardJson, format: formatCardJson, withGtin: false, statements: new Map() };

/** Vintages and formats of some products with everything a product answer shows (see loadDetails). */
export const loadProductDetails = (
  db: Executor,
  shopId: string,
  productIds: string[],
  typology: string | undefined,
) => loadDetails(db, shopId, productIds, typology, productView);

/** Vintages and formats of some products with what their cards show: no price tiers, promotions nor GTIN. */
export const loadProductCardDetails = (
  db: Executor,
  shopId: string,
  productIds: string[],
  typology: string | undefined,
) => loadDetails(db, shopId, productIds, typology, cardView);
