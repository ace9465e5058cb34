// spec §2 cart drawer: on the right, full width on mobile and 400 px otherwise, for buyers and visitors only:
// products and reservations per order, total TTC and tourist tax total, buttons to see and to empty the cart.
// The header's button (cart-button.tsx) loads it with the first click, with the cart's texts.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { layoutPx } from '@sarment/domain/reference';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { formatEuros } from '../../lib/format.ts';
import * as builders from '../catalogue/builders-i18n.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { OrderLines } from './cart-lines.tsx';
import { useCart } from './cart-seam.ts';
import { cartTotals } from './cart-totals.ts';
import * as cartTexts from './i18n.ts';
import { useShowsCart } from './shows-cart.ts';
import { useSellerOptions } from './use-seller-options.ts';

/** Asks 'Attention !!' before emptying (spec §2); resolves true once emptied. */
export function useEmptyCart(): () => Promise<string[] | null> {
  const { t } = useTranslation();
  const popup = usePopup();
  const cart = useCart();
  return async () => {
    const confirmed = await popup.open({
      title: t('cart.emptyConfirmTitle'),
      text: t('cart.emptyConfirmText'),
      small: true,
    });
    return confirmed ? cart.empty() : null;
  };
}

export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useTexts({ cart: cartTexts, builders });
  const { t, i18n } = useTranslation();
  const cart = useCart();
  const showsCart = useShowsCart();
  const emptyCart = useEmptyCart();
  const sellers = useSellerOptions(
    cart.cart.orders.map((o) => o.seller.id),
    cart.ownerId,
  );
  if (!showsCart) return null;
  const totals = cartTotals(cart.cart.orders, cart.prices);
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // issue 15: above the app header (which sits over the sidebar drawer), so the title and close show
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: layoutPx.cartDrawerWidth } },
          'data-testid': 'cart-drawer',
        } as never,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, height: layoutPx.headerHeight }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {t('cart.drawerTitle')}
        </Typography>
        <IconButton aria-label={t('cart.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        {cart.cart.orders.length === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
            {t('cart.empty')}
          </Typography>
        )}
        {cart.cart.orders.map((order) => (
          <Box key={order.seller.id} component="section" sx={{ py: 2 }} data-testid="cart-drawer-order">
            <Typography component="h3" variant="subtitle2" color="text.secondary">
              {t('cart.seller', { name: sellers[order.seller.id]?.seller.name ?? '…' })}
            </Typography>
            <OrderLines order={order} price={cart.prices[order.seller.id]} editable />
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="body2">{t('cart.orderTotal')}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {cart.prices[order.seller.id] ? euros(cart.prices[order.seller.id]!.price.totalTTC) : '—'}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {cart.cart.orders.length > 0 && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: 2, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>{t('cart.totalTTC')}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
              {cart.pricing ? t('cart.pricing') : euros(totals.totalTTC)}
            </Typography>
          </Box>
          {totals.touristTaxTTC > 0 && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="body2">{t('cart.touristTaxTotal')}</Typography>
              <Typography variant="body2">{euros(totals.touristTaxTTC)}</Typography>
            </Box>
          )}
          <Button component={RouterLink} to="/cart" variant="contained" onClick={onClose}>
            {t('cart.seeCart')}
          </Button>
          <Button color="error" onClick={() => void emptyCart()}>
            {t('cart.emptyCart')}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
