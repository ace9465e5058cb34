// What get-cart-price reads, kept briefly in memory. get-cart-price runs after every cart change of every visitor
// (spec §4), far more often than a shop changes: each shop's whole catalogue (prices, formats, delivery, events,
// stock and places left) and each buyer's profile are read at most once per TTL_MS per process. A change shows
// in carts within TTL_MS (at once in this process after a sale). The cart's checks are advisory: checkout never
// uses this cache and re-reads everything in its transaction.
import type { Executor } from '@sarment/db';
import {
  type BuyerProfile,
  type CatalogueRequest,
  findBuyerProfile,
  loadSellerCatalogue,
  type SellerCatalogue,
} from './seller-catalogue.repo.ts';

export const TTL_MS = 2000;

const everything: CatalogueRequest = {
  productIds: 'all',
  formatIds: 'all',
  vintageIds: 'all',
  eventIds: 'all',
  slotIds: 'all',
  builderIds: 'all',
};

interface Entry<T> {
  expiresAt: number;
  loading: Promise<T>;
}

/** Values read at most once per TTL_MS per key; concurrent callers share one read; a failed read is not kept. */
function ttlCache<T>(load: (db: Executor, key: string) => Promise<T>) {
  // per database handle: tests (and tools) open several databases in one process
  const caches = new WeakMap<object, Map<string, Entry<T>>>();
  return {
    get(db: Executor, key: string, nowMs = Date.now()): Promise<T> {
      let cache = caches.get(db);
      if (!cache) {
        cache = new Map();
        caches.set(db, cache);
      }
      const hit = cache.get(key);
      if (hit && hit.expiresAt > nowMs) return hit.loading;
      const loading = load(db, key);
      const entry = { expiresAt: nowMs + TTL_MS, loading };
      cache.set(key, entry);
      loading.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      return loading;
    },
    forget(db: Executor, key: string): void {
      caches.get(db)?.delete(key);
    },
  };
}

const shopCatalogues = ttlCache((db, shopId) => loadSellerCatalogue(db, shopId, everything));
const buyerProfiles = ttlCache(async (db, userId) => (await findBuyerProfile(db, userId)) ?? null);

/** A shop's whole catalogue with its stock and upcoming slots, read again after TTL_MS. */
export function cachedShopCatalogue(db: Executor, shopId: string): Promise<SellerCatalogue> {
  return shopCatalogues.get(db, shopId);
}

/** The catalogue of each seller of the cart. */
export function loadCartCatalogues(
  db: Executor,
  orders: readonly { seller: { id: string } }[],
): Promise<SellerCatalogue[]> {
  return Promise.all(orders.map((order) => cachedShopCatalogue(db, order.seller.id)));
}

/** The buyer's address, phone and information for the cart's checks. */
export function cachedBuyerProfile(db: Executor, userId: string): Promise<BuyerProfile | null> {
  return buyerProfiles.get(db, userId);
}

/** After a sale or a release in this process, the shop's next cart reads fresh stock and places. */
export function forgetShopCatalogue(db: Executor, shopId: string): void {
  shopCatalogues.forget(db, shopId);
}
