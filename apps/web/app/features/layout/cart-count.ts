/**
 * spec §2 cart icon badge: how many articles the buyer's cart holds (product quantities plus reservations), read
 * from the session user's cart (spec §3 Cart: orders[], each with products[] and reservations[]).
 */
export function cartItemCount(cart: unknown): number {
  const orders = (cart as { orders?: unknown } | null | undefined)?.orders;
  if (!Array.isArray(orders)) return 0;
  let count = 0;
  for (const order of orders) {
    const products = (order as { products?: unknown })?.products;
    const reservations = (order as { reservations?: unknown })?.reservations;
    if (Array.isArray(products)) {
      for (const product of products) {
        const quantity = Number((product as { quantity?: unknown })?.quantity ?? 0);
        if (Number.isFinite(quantity) && quantity > 0) count += quantity;
      }
    }
    if (Array.isArray(reservations)) count += reservations.length;
  }
  return count;
}
