// /cart (spec §2): every seller's order of the cart with its delivery, payment, notes, franco progress and cart
// checks; each order is placed on its own (issue 6).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { formatEuros } from '../../lib/format.ts';
import { useSessionUser } from '../auth/session.ts';
import * as buildersTexts from '../catalogue/builders-i18n.ts';
import { shoppingHandle } from '../layout/shopping-as-warning.tsx';
import { useEmptyCart } from './cart-drawer.tsx';
import { useCart } from './cart-seam.ts';
import { cartTotals } from './cart-totals.ts';
import { DeliveryAddressPicker } from './delivery-address-picker.tsx';
import * as cartTexts from './i18n.ts';
import { SellerOrderCard } from './seller-order-card.tsx';
import { type Placed, useCheckout } from './use-checkout.ts';
import { useSellerOptions } from './use-seller-options.ts';

// spec §6: collaborators, producers and agents are warned that they shop as such.
export const handle = shoppingHandle;

export function meta() {
  return [{ title: 'Mon panier — Sarment' }];
}

function PlacedNotice({ placed, sellerName }: { placed: Placed; sellerName: string }) {
  const { t, i18n } = useTranslation();
  const { order, groups } = placed.answer;
  return (
    <Alert severity="success" data-testid="order-placed">
      <AlertTitle>{t('cart.placed.title', { number: order.number ?? '' })}</AlertTitle>
      <Typography variant="body2">
        {sellerName} · {formatEuros(order.totalTTC, i18n.language)} — {t('cart.placed.text')}
      </Typography>
      {groups.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{t('cart.group.links')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {groups.map((group) => (
              <li key={group.id}>
                <RouterLink to={group.link}>
                  {t('cart.group.share', {
                    label: group.label,
                    amount: formatEuros(group.amount, i18n.language),
                  })}
                </RouterLink>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Button component={RouterLink} to={`/dashboard/orders/${order.id}`} size="small" sx={{ mt: 1 }}>
        {t('cart.placed.see')}
      </Button>
    </Alert>
  );
}

export default function CartPageRoute() {
  useTexts({ builders: buildersTexts, cart: cartTexts });
  const { t, i18n } = useTranslation();
  const me = useSessionUser();
  const cart = useCart();
  const navigate = useNavigate();
  const emptyCart = useEmptyCart();
  const [placed, setPlaced] = useState<(Placed & { sellerName: string })[]>([]);
  const sellerIds = [...cart.cart.orders.map((o) => o.seller.id), ...placed.map((p) => p.sellerId)];
  const address = me?.deliveryAddress as { zipcode?: string; country?: string } | null | undefined;
  // the delivery modes a seller offers depend on the address: another address reads them again
  const optionsKey =
    cart.ownerId === undefined
      ? undefined
      : `${cart.ownerId}|${address?.country ?? ''}|${address?.zipcode ?? ''}`;
  const sellers = useSellerOptions(sellerIds, optionsKey);
  const checkout = useCheckout(
    (done) =>
      setPlaced((all) => [...all, { ...done, sellerName: sellers[done.sellerId]?.seller.name ?? '' }]),
    (url) => (url.startsWith('/') ? navigate(url) : window.location.assign(url)),
  );
  const totals = cartTotals(cart.cart.orders, cart.prices);
  const orders = cart.cart.orders;
  const empty = async () => {
    const emptied = await emptyCart();
    // spec §4: emptying from the cart page sends the buyer to the seller's shop
    const first = emptied?.[0] ? sellers[emptied[0]] : undefined;
    if (first) navigate(`/${first.seller.urlName}`);
  };
  return (
    <Container maxWidth="md" sx={{ display: 'grid', gap: 3, py: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('cart.title')}
      </Typography>
      {placed.map((p) => (
        <PlacedNotice key={p.answer.order.id} placed={p} sellerName={p.sellerName} />
      ))}
      {cart.ownerId !== undefined && orders.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography color="text.secondary">{t('cart.empty')}</Typography>
          <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
            {t('cart.continueShopping')}
          </Button>
        </Box>
      )}
      {me && orders.some((o) => o.products.length > 0) && <DeliveryAddressPicker />}
      {orders.map((order) => (
        <SellerOrderCard
          key={order.seller.id}
          order={order}
          price={cart.prices[order.seller.id]}
          options={sellers[order.seller.id]}
          pricing={cart.pricing}
          loggedIn={!!me}
          busy={checkout.busy === order.seller.id}
          refusals={checkout.refusals[order.seller.id] ?? []}
          onOrder={(choice) => void checkout.place(order, cart.cart.lastUpdated, choice)}
        />
      ))}
      {orders.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="cart-page-total">
              {t('cart.totalTTC')} :{' '}
              {cart.pricing ? t('cart.pricing') : formatEuros(totals.totalTTC, i18n.language)}
            </Typography>
            {totals.touristTaxTTC > 0 && (
              <Typography variant="body2">
                {t('cart.touristTaxTotal')} : {formatEuros(totals.touristTaxTTC, i18n.language)}
              </Typography>
            )}
          </Box>
          <Button color="error" onClick={() => void empty()}>
            {t('cart.emptyCart')}
          </Button>
        </Box>
      )}
    </Container>
  );
}
