// What each seller of the cart offers (name, delivery for the buyer's address, collection points, payments),
// read once per seller and session.
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api.ts';
import { quietRequest } from '../snackbar/response-feedback.ts';
import type { SellerOptions } from './cart-api-types.ts';

const cache = new Map<string, Promise<SellerOptions | null>>();

/** How long the cart waits before asking again for a seller whose options could not be read. */
export const SELLER_OPTIONS_RETRY_MS = 3000;

/** A seller's options, kept for the session once read; a failed read is forgotten, so the next asks again. */
export function loadSeller(ownerKey: string, sellerId: string): Promise<SellerOptions | null> {
  const key = `${ownerKey}|${sellerId}`;
  let loading = cache.get(key);
  if (!loading) {
    const request = quietRequest(browserApi)('GET', `/v1/cart/sellers/${encodeURIComponent(sellerId)}`)
      .then((answer) => (answer.ok ? (answer.data as SellerOptions) : null))
      .catch(() => null)
      .then((options) => {
        if (options === null && cache.get(key) === request) cache.delete(key);
        return options;
      });
    loading = request;
    cache.set(key, loading);
  }
  return loading;
}

/**
 * The options of every seller listed, by seller id; `ownerKey` changes when the buyer (and address) changes. A
 * seller whose options could not be read (the network, the server busy) is asked again a moment later, or its
 * order would show no delivery, payment nor event until the page is reloaded.
 */
export function useSellerOptions(
  sellerIds: readonly string[],
  ownerKey: string | null | undefined,
): Readonly<Record<string, SellerOptions>> {
  const [options, setOptions] = useState<Record<string, SellerOptions>>({});
  const [attempt, setAttempt] = useState(0);
  const wanted = sellerIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again for the sellers still missing
  useEffect(() => {
    if (ownerKey === undefined || !wanted) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void Promise.all(wanted.split(',').map((id) => loadSeller(ownerKey ?? 'visitor', id))).then((loaded) => {
      if (!live) return;
      setOptions(Object.fromEntries(loaded.filter((o) => o !== null).map((o) => [o.seller.id, o])));
      if (loaded.includes(null)) retry = setTimeout(() => setAttempt((n) => n + 1), SELLER_OPTIONS_RETRY_MS);
    });
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [wanted, ownerKey, attempt]);
  return options;
}
