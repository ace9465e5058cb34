// spec §2: the header's cart icon with its count badge, for buyers and visitors. The cart's store that counts
// (with its request and pricing types, about 3 KB gzipped) loads once the page is live, so that staff pages and
// every first load go without it (issue 22); the server draws the button as an empty cart's, as before. The drawer
// it opens (its lines, totals and the cart's texts) loads with the first click, not with the page.
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../lib/count-badge.tsx';
import { useShowsCart } from './shows-cart.ts';

const CartCount = lazy(() => import('./cart-count.tsx').then((m) => ({ default: m.CartCount })));
const CartDrawer = lazy(() => import('./cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })));

/** The cart icon with its count badge, opening the drawer (for the header to mount, spec §2). */
export function CartButton() {
  const { t } = useTranslation();
  const showsCart = useShowsCart();
  const [count, setCount] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so the drawer slides out when closed
  const [opened, setOpened] = useState(false);
  if (!showsCart) return null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.cartCount', { count })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={() => void import('./cart-drawer.tsx')}
        data-testid="cart-button"
      >
        {/* no hidden '0' in the button: its visible text must be part of its name (WCAG 2.5.3) */}
        <CountBadge count={count || undefined} color="primary">
          <ShoppingCartOutlinedIcon />
        </CountBadge>
      </IconButton>
      {live && (
        <Suspense fallback={null}>
          <CartCount onChange={setCount} />
        </Suspense>
      )}
      {opened && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
