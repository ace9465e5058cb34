import { useSessionUser } from '../auth/session.ts';

/** spec §6: the cart is for buyers, and visitors (who count as buyers). */
export function useShowsCart(): boolean {
  const me = useSessionUser();
  return !me || me.role === 'buyer';
}
