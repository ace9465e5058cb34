import {
  type CollectionPoint,
  type DeliveryMode,
  type EventRate,
  type EventSlot,
  type Executor,
  eq,
  type Format,
  type FormatPrice,
  jsonList,
  type Product,
  queryRows,
  type Shop,
  type ShopEvent,
  type ShopTypology,
  type SQL,
  sql,
  users,
  type Vintage,
} from '@sarment/db';
import { type BoxComponentOfSale, boxComponentsOf } from './box-stock.ts';
import { type BuilderOfSale, buildersOfSale } from './builders.repo.ts';

/** Ids asked for, or 'all' of the shop (the cached catalogue of get-cart-price). */
type Ids = readonly string[] | 'all';

/** What one seller's cart order needs ids for: read together, scoped to the seller's shop. */
export interface CatalogueRequest {
  productIds: Ids;
  formatIds: Ids;
  vintageIds: Ids;
  eventIds: Ids;
  slotIds: Ids;
  /** the builders of the cases composed in the order (issue 16) */
  builderIds?: Ids;
}

type ShopFields = Pick<
  Shop,
  | 'id'
  | 'code'
  | 'name'
  | 'urlName'
  | 'color'
  | 'settings'
  | 'paymentsList'
  | 'cardProvider'
  | 'legal'
  | 'contactEmail'
  | 'phone'
  | 'online'
>;

/** The rows one seller's order is priced and checked from (only the columns used). */
export interface SellerCatalogue {
  shop: ShopFields | undefined;
  typologies: Pick<ShopTypology, 'key' | 'name' | 'public' | 'ttc' | 'globalDiscountBp' | 'allRulesInEq75'>[];
  products: Pick<
    Product,
    | 'id'
    | 'name'
    | 'productType'
    | 'type'
    | 'vatType'
    | 'vatRateBp'
    | 'disableVat'
    | 'dutiesIncluded'
    | 'minOrder'
    | 'maxOrder'
    | 'status'
  >[];
  formats: Pick<
    Format,
    'id' | 'productId' | 'container' | 'unity' | 'unityValue' | 'eq75' | 'nameInShop' | 'showUnityValue'
  >[];
  vintages: Pick<Vintage, 'id' | 'productId' | 'name' | 'legal' | 'advanced'>[];
  prices: Pick<
    FormatPrice,
    'formatId' | 'typology' | 'visible' | 'priceCents' | 'discountPrice' | 'discountAdd' | 'promotions'
  >[];
  deliveryModes: Omit<DeliveryMode, 'shopId' | 'active'>[];
  collectionPoints: Pick<CollectionPoint, 'id' | 'name' | 'address' | 'priceCents'>[];
  /** units on hand per item and warehouse (boxes' components too); an item without any row is not stock-managed */
  stock: { productId: string; formatId: string; vintageId: string | null; quantity: number }[];
  /** what the boxes asked for are made of (box-stock.ts): selling one takes them */
  boxComponents: BoxComponentOfSale[];
  /** the builders asked for, switched off ones too (the cart says they are gone) */
  builders: BuilderOfSale[];
  events: Pick<ShopEvent, 'id' | 'title' | 'status' | 'visibility'>[];
  slots: Pick<EventSlot, 'id' | 'eventId' | 'startsAt' | 'endsAt' | 'placesTotal' | 'placesTaken'>[];
  rates: Pick<EventRate, 'id' | 'eventId' | 'name' | 'priceTtcCents' | 'kind' | 'vatType'>[];
}

const anyOf = (column: SQL, ids: Ids) =>
  ids === 'all' ? sql`true` : ids.length ? sql`${column} in ${ids}` : sql`false`;

type RawCatalogue = Omit<SellerCatalogue, 'slots' | 'shop'> & {
  shop: ShopFields | null;
  slots: (Omit<SellerCatalogue['slots'][number], 'startsAt' | 'endsAt'> & {
    startsAt: string;
    endsAt: string;
  })[];
};

/**
 * Everything pricing and checking one seller's order reads, in ONE round trip (get-cart-price runs after every
 * cart change): the shop, its typologies, the products, formats, vintages and prices asked for, delivery modes
 * and collection points, the stock of those items, the events' slots and rates. Every part filters on the
 * seller's shop: rows of another shop are never returned.
 */
export async function loadSellerCatalogue(
  db: Executor,
  shopId: string,
  request: CatalogueRequest,
): Promise<SellerCatalogue> {
  const { productIds, formatIds, vintageIds, eventIds, slotIds, builderIds = [] } = request;
  const [raw] = await queryRows<RawCatalogue>(
    db,
    sql`select
      (select row_to_json(s) from (select id, code, name, url_name as "urlName", color, settings,
        payments_list as "paymentsList", card_provider as "cardProvider", legal, contact_email as "contactEmail",
        phone, online from shops where id = ${shopId}) s) as shop,
      ${jsonList(sql`select key, name, public, ttc, global_discount_bp as "globalDiscountBp",
        all_rules_in_eq75 as "allRulesInEq75" from shop_typologies where shop_id = ${shopId} order by position, key`)}
        as typologies,
      ${jsonList(sql`select id, name, product_type as "productType", type, vat_type as "vatType",
        vat_rate_bp as "vatRateBp", disable_vat as "disableVat", duties_included as "dutiesIncluded",
        min_order as "minOrder", max_order as "maxOrder", status
        from products where shop_id = ${shopId} and ${anyOf(sql`id`, productIds)}`)} as products,
      ${jsonList(sql`select id, product_id as "productId", container, unity, unity_value::float8 as "unityValue",
        eq75::float8 as eq75, name_in_shop as "nameInShop", show_unity_value as "showUnityValue"
        from formats where shop_id = ${shopId} and ${anyOf(sql`id`, formatIds)}`)} as formats,
      ${jsonList(sql`select id, product_id as "productId", name, legal, advanced
        from vintages where shop_id = ${shopId} and ${anyOf(sql`id`, vintageIds)}`)} as vintages,
      ${jsonList(sql`select format_id as "formatId", typology, visible, price_cents as "priceCents",
        discount_price as "discountPrice", discount_add as "discountAdd", promotions
        from format_prices where shop_id = ${shopId} and ${anyOf(sql`format_id`, formatIds)}`)} as prices,
      ${jsonList(sql`select id, name, countries, departments, price_ttc_cents as "priceTtcCents",
        margin_cents as "marginCents", commission_bp as "commissionBp", vat_type as "vatType",
        bottles_per_parcel as "bottlesPerParcel", extra_parcel_cents as "extraParcelCents",
        franco_min_products as "francoMinProducts", franco_min_amount_cents as "francoMinAmountCents", position
        from delivery_modes where shop_id = ${shopId} and active order by position, name`)} as "deliveryModes",
      ${jsonList(sql`select id, name, address, price_cents as "priceCents"
        from collection_points where shop_id = ${shopId} and active order by position, name`)} as "collectionPoints",
      ${jsonList(stockOf(shopId, productIds))} as stock,
      ${jsonList(boxComponentsOf(shopId, anyOf(sql`c.box_id`, productIds)))}
        as "boxComponents",
      ${jsonList(buildersOfSale(shopId, anyOf(sql`b.id`, builderIds)))} as builders,
      ${jsonList(sql`select id, title, status, visibility from events where shop_id = ${shopId} and ${anyOf(sql`id`, eventIds)}`)}
        as events,
      ${jsonList(slotsOf(shopId, slotIds))} as slots,
      ${jsonList(sql`select id, event_id as "eventId", name, price_ttc_cents as "priceTtcCents", kind,
        vat_type as "vatType" from event_rates where shop_id = ${shopId} and ${anyOf(sql`event_id`, eventIds)}
        order by position, id`)} as rates`,
  );
  const catalogue = raw!;
  return { ...catalogue, shop: catalogue.shop ?? undefined, slots: catalogue.slots.map(toSlot) };
}

// one row per warehouse: what an item holds over them is the domain's stockAvailable, as at checkout; the
// components of the boxes asked for too, which selling a box takes
const stockOf = (shopId: string, productIds: Ids) =>
  sql`select product_id as "productId", format_id as "formatId", vintage_id as "vintageId", quantity
    from stock_levels where shop_id = ${shopId} and (${anyOf(sql`product_id`, productIds)}
      or product_id in (select c.product_id from box_components c
        where c.shop_id = ${shopId} and ${anyOf(sql`c.box_id`, productIds)}))`;

/** Slots asked for by id (even past ones, to say they are gone), or every slot still to come. */
const slotsOf = (shopId: string, slotIds: Ids) =>
  sql`select id, event_id as "eventId", starts_at as "startsAt", ends_at as "endsAt",
    places_total as "placesTotal", places_taken as "placesTaken"
    from event_slots where shop_id = ${shopId} and ${slotIds === 'all' ? sql`starts_at > now()` : anyOf(sql`id`, slotIds)}`;

type RawSlot = RawCatalogue['slots'][number];
const toSlot = (slot: RawSlot) => ({
  id: slot.id,
  eventId: slot.eventId,
  placesTotal: slot.placesTotal,
  placesTaken: slot.placesTaken,
  startsAt: new Date(slot.startsAt),
  endsAt: new Date(slot.endsAt),
});

/** The buyer fields the cart checks read (spec §5: delivery address, phone, information to complete). */
export async function findBuyerProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      phone: users.phone,
      isPro: users.isPro,
      business: users.business,
      deliveryAddress: users.deliveryAddress,
      billingAddress: users.billingAddress,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type BuyerProfile = NonNullable<Awaited<ReturnType<typeof findBuyerProfile>>>;
