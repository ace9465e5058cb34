// spec §2: the header's cart icon with its count badge, for buyers and visitors. The drawer it opens (its lines,
// totals and the cart's texts) loads with the first click, not with the page (issue 22).
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../lib/count-badge.tsx';
import { useCartCount } from './cart-seam.ts';
import { useShowsCart } from './shows-cart.ts';

const CartDrawer = lazy(() => import('./cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })));

/** The cart icon with its count badge, opening the drawer (for the header to mount, spec §2). */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  const showsCart = useShowsCart();
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
      {opened && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
