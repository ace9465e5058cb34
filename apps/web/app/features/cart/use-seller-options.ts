// What each seller of the cart offers (name, delivery for the buyer's address, collection points, payments),
// read once per seller and session.
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api.ts';
import { quietRequest } from '../snackbar/response-feedback.ts';
import type { SellerOptions } from './cart-api-types.ts';

const cache = new Map<string, Promise<SellerOptions | null>>();

function loadSeller(ownerKey: string, sellerId: string): Promise<SellerOptions | null> {
  const key = `${ownerKey}|${sellerId}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = quietRequest(browserApi)('GET', `/v1/cart/sellers/${encodeURIComponent(sellerId)}`)
      .then((answer) => (answer.ok ? (answer.data as SellerOptions) : null))
      .catch(() => null);
    cache.set(key, loading);
  }
  return loading;
}

/** The options of every seller listed, by seller id; `ownerKey` changes when the buyer (and address) changes. */
export function useSellerOptions(
  sellerIds: readonly string[],
  ownerKey: string | null | undefined,
): Readonly<Record<string, SellerOptions>> {
  const [options, setOptions] = useState<Record<string, SellerOptions>>({});
  const wanted = sellerIds.join(',');
  useEffect(() => {
    if (ownerKey === undefined || !wanted) return;
    let live = true;
    void Promise.all(wanted.split(',').map((id) => loadSeller(ownerKey ?? 'visitor', id))).then((loaded) => {
      if (!live) return;
      setOptions(Object.fromEntries(loaded.filter((o) => o !== null).map((o) => [o.seller.id, o])));
    });
    return () => {
      live = false;
    };
  }, [wanted, ownerKey]);
  return options;
}
