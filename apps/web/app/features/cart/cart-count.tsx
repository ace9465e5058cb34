// The cart's count for the header's button (cart-button.tsx), loaded apart with the cart's store (issue 22).
import { useEffect } from 'react';
import { useCartCount } from './cart-seam.ts';

/** Reads the cart's units and reservations and passes the count on; draws nothing. */
export function CartCount({ onChange }: { onChange: (count: number) => void }) {
  const count = useCartCount();
  useEffect(() => onChange(count), [count, onChange]);
  return null;
}
