// The builders of a public shop (issue 16): the active ones, each bottle offered with the viewer's price (the
// typology of spec §6, HT for pros) and its stock, so the buyer composes a case the cart will accept.
import { type Database, queryRows, sql } from '@sarment/db';
import { cents, centsToEuros } from '@sarment/domain/money';
import type { AuthContext } from '../../http/auth-context.ts';
import { notFound } from '../../http/errors.ts';
import { keptRead } from '../../http/kept-reads.ts';
import { inReadScope } from '../../http/read-scope.ts';
import { findShopByKey } from '../tenancy/shop-records.repo.ts';
import type { ShopBuilder } from './builders.schemas.ts';
import { formatName } from './catalogue.service.ts';
import { loadProductViewer } from './catalogue-view.service.ts';

interface BottleRow {
  productId: string;
  productName: string;
  visual: string | null;
  status: string;
  format: {
    nameInShop: string | null;
    container: string;
    unity: string;
    unityValue: number;
    showUnityValue: boolean;
  };
  formatId: string;
  vintage: { id: string; name: string } | null;
  maxQuantity: number | null;
  supplementCents: number;
  price: { visible: boolean; priceCents: number } | null;
  stock: number | null;
}

interface BuilderRow {
  id: string;
  name: string;
  description: string | null;
  size: number;
  priceKind: 'sum' | 'fixed';
  discountBp: number | null;
  fixedPriceCents: number | null;
  visuals: string[];
  bottles: BottleRow[];
}

const BUYER_STATUSES = new Set(['online', 'outofstock']);
const euros = (amount: number) => centsToEuros(cents(amount));

/** The active builders of a shop (one of them with `builderId`), each with its bottles, in one round trip. */
function readBuilders(db: Database, shopId: string, typology: string | null, builderId?: string) {
  return queryRows<BuilderRow>(
    db,
    sql`select b.id, b.name, b.description, b.size, b.price_kind as "priceKind", b.discount_bp as "discountBp",
        b.fixed_price_cents as "fixedPriceCents", b.visuals,
        (select coalesce(json_agg(json_build_object(
            'productId', p.id, 'productName', p.name, 'visual', p.visuals ->> 0, 'status', p.status,
            'formatId', f.id, 'format', json_build_object('nameInShop', f.name_in_shop, 'container', f.container,
              'unity', f.unity, 'unityValue', f.unity_value::float8, 'showUnityValue', f.show_unity_value),
            'vintage', (select json_build_object('id', v.id, 'name', v.name) from vintages v
              where v.shop_id = o.shop_id and v.product_id = p.id order by v.position, v.id limit 1),
            'maxQuantity', o.max_quantity, 'supplementCents', o.supplement_cents,
            'price', (select json_build_object('visible', fp.visible, 'priceCents', fp.price_cents)
              from format_prices fp where fp.shop_id = o.shop_id and fp.format_id = f.id
                and fp.typology = ${typology}),
            'stock', (select sum(greatest(0, s.quantity))::int from stock_levels s
              where s.shop_id = o.shop_id and s.product_id = p.id and s.format_id = f.id
                and s.vintage_id is not distinct from (select v.id from vintages v
                  where v.shop_id = o.shop_id and v.product_id = p.id order by v.position, v.id limit 1)))
            order by o.position, o.format_id), '[]'::json)
          from builder_products o
          join products p on p.shop_id = o.shop_id and p.id = o.product_id
          join formats f on f.shop_id = o.shop_id and f.id = o.format_id
          where o.shop_id = b.shop_id and o.builder_id = b.id) as bottles
      from builders b
      where b.shop_id = ${shopId} and b.active ${builderId ? sql`and b.id = ${builderId}` : sql``}
      order by b.name, b.id`,
  );
}

/** The active builders of a shop (id, code or url name) as the viewer may compose them; 404 for no such shop. */
export async function listShopBuilders(
  db: Database,
  auth: AuthContext | null,
  shopKey: string,
  builderId?: string,
): Promise<ShopBuilder[]> {
  const shop = await findShopByKey(db, shopKey);
  const viewer = shop && (await loadProductViewer(db, auth, shop));
  if (!shop || !viewer) throw notFound('Boutique introuvable', 'shop_not_found');
  const typology = viewer.typology ?? null;
  // the same for every viewer of a typology: a page render keeps them a moment (http/kept-reads.ts)
  const read = () => readBuilders(db, shop.id, typology?.key ?? null, builderId);
  const rows = await (inReadScope()
    ? keptRead(db, `builders:${shop.id}:${typology?.key ?? ''}:${builderId ?? ''}`, read)
    : read());
  return rows.map((row) => ({
    id: row.id,
    shopId: shop.id,
    name: row.name,
    description: row.description,
    size: row.size,
    priceKind: row.priceKind,
    discountPercent: row.discountBp === null ? null : row.discountBp / 100,
    fixedPrice: viewer.pricesVisible && row.fixedPriceCents !== null ? euros(row.fixedPriceCents) : null,
    visuals: row.visuals,
    priceBase: typology && !typology.ttc ? 'HT' : 'TTC',
    // spec §6: a buyer composes with the bottles on sale at a price of their typology
    bottles: row.bottles
      .filter((b) => viewer.member || (BUYER_STATUSES.has(b.status) && b.price?.visible))
      .map((b) => ({
        product: { id: b.productId, name: b.productName, visual: b.visual },
        format: { id: b.formatId, name: formatName(b.format) },
        vintage: b.vintage,
        maxQuantity: b.maxQuantity,
        supplement: euros(b.supplementCents),
        unitPrice: viewer.pricesVisible && b.price ? euros(b.price.priceCents) : null,
        stock: b.stock,
      })),
  }));
}

/** One active builder of a shop; 404 when the shop has none by that id (or it is switched off). */
export async function readShopBuilder(db: Database, auth: AuthContext | null, shopKey: string, id: string) {
  const [builder] = await listShopBuilders(db, auth, shopKey, id);
  if (!builder) throw notFound('Coffret introuvable', 'builder_not_found');
  return builder;
}
