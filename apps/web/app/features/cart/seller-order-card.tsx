// One seller's order on the cart page: lines with quantities, delivery, payment, notes, franco progress, every
// cart check of spec §5 in French next to the order, and the order button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CartOrder } from '@sarment/domain/cart';
import { type ReactNode, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatEuros } from '../../lib/format.ts';
import type { CartCheck, CartPrice, SellerOptions } from './cart-api-types.ts';
import { OrderLines } from './cart-lines.tsx';
import { dispatchCart } from './cart-store.ts';
import { EventBooking } from './event-booking.tsx';
import { CardForm, DeliveryChoice, GroupShares, PaymentChoice } from './order-options.tsx';
import { appliedPromoCode, PromoCodeField } from './promo-code-field.tsx';
import { StripeCardForm, type StripeCardHandle, useCardProvider } from './stripe-payment-element.tsx';
import {
  type CardErrors,
  type CardFields,
  type CheckoutChoice,
  checkCardFields,
  type GroupShare,
} from './use-checkout.ts';

export interface SellerOrderCardProps {
  order: CartOrder;
  price: CartPrice | undefined;
  options: SellerOptions | undefined;
  pricing: boolean;
  loggedIn: boolean;
  busy: boolean;
  refusals: CartCheck[];
  onOrder: (choice: CheckoutChoice) => void;
}

function FrancoProgress({ price }: { price: CartPrice }) {
  const { t, i18n } = useTranslation();
  if (price.amountBeforeFranco === null && price.amountBeforeBottleFranco === null) return null;
  const text = price.franco
    ? t('cart.francoReached')
    : [
        price.amountBeforeFranco !== null &&
          t('cart.francoAmount', { amount: formatEuros(price.amountBeforeFranco, i18n.language) }),
        price.amountBeforeBottleFranco !== null &&
          t('cart.francoBottles', { count: price.amountBeforeBottleFranco }),
      ]
        .filter(Boolean)
        .join(' ');
  return (
    <Box data-testid="franco">
      <LinearProgress
        variant="determinate"
        value={price.francoPercent}
        aria-label={text}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" color={price.franco ? 'success.main' : 'text.secondary'}>
        {text}
      </Typography>
    </Box>
  );
}

/** issue 15: how the shipping adds up when the order needs more than one parcel (9,90 € + 7,00 € per extra). */
function parcelBreakdown(price: CartPrice, options: SellerOptions | undefined) {
  const shipping = price.price.shipping;
  const mode = options?.deliveryModes.find((m) => m.id === shipping.id);
  if (shipping.kind !== 'delivery' || shipping.free || shipping.nbrPackages < 2 || !mode) return null;
  return { mode, parcels: shipping.nbrPackages };
}

function Totals({ price, options }: { price: CartPrice; options: SellerOptions | undefined }) {
  const { t, i18n } = useTranslation();
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  const shipping = price.price.shipping;
  const promoCode = appliedPromoCode(price);
  const ht = price.price.priceBase === 'HT';
  const parcels = parcelBreakdown(price, options);
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between' }} data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
  const shippingLabel = parcels
    ? `${t('cart.shipping')} (${t('cart.parcels', { count: parcels.parcels })})`
    : t('cart.shipping');
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {row(
        shippingLabel,
        shipping.kind === 'none'
          ? t('cart.shippingToChoose')
          : shipping.totalTTC === 0
            ? t('cart.shippingFree')
            : ht
              ? `${euros(shipping.totalHT)} ${t('cart.priceHT')}`
              : euros(shipping.totalTTC),
        false,
        'cart-shipping',
      )}
      {parcels && (
        <Typography variant="caption" color="text.secondary" data-testid="parcel-breakdown">
          {t('cart.parcelBreakdown', {
            first: `${euros(parcels.mode.priceTTC)}${ht ? ` ${t('cart.priceTTC')}` : ''}`,
            extra: `${euros(parcels.mode.extraParcelTTC)}${ht ? ` ${t('cart.priceTTC')}` : ''}`,
            size: parcels.mode.bottlesPerParcel,
          })}
        </Typography>
      )}
      {price.price.touristTaxTTC > 0 && row(t('cart.touristTaxTotal'), euros(price.price.touristTaxTTC))}
      {promoCode &&
        row(
          t('cart.promoCode.discount', { code: promoCode.code }),
          `−${euros(promoCode.amount)}${ht ? ` ${t('cart.priceHT')}` : ''}`,
        )}
      {ht && row(t('cart.order.totalHT'), euros(price.price.totalHT), false, 'cart-total-ht')}
      {ht && row(t('cart.totalVAT'), euros(price.price.totalVAT))}
      {row(ht ? t('cart.totalTTC') : t('cart.orderTotal'), euros(price.price.totalTTC), true)}
    </Box>
  );
}

/** The conditions of sale open beside the cart, which keeps what was chosen. */
function TermsLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}

const emptyCard: CardFields = { number: '', expiry: '', cvc: '' };

export function SellerOrderCard(props: SellerOrderCardProps) {
  const { order, price, options, pricing, loggedIn, busy, refusals, onOrder } = props;
  const { t } = useTranslation();
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [group, setGroup] = useState<GroupShare[] | null>(null);
  // issue 15: with Stripe, its Payment Element takes the card (the test provider's fields otherwise)
  const cardProvider = useCardProvider();
  const stripeKey = cardProvider?.provider === 'stripe' ? cardProvider.publishableKey : null;
  const stripeCard = useRef<StripeCardHandle>(null);
  const [stripeError, setStripeError] = useState<string | null>(null);
  // issue 15: the buyer accepts the seller's conditions of sale before the order button commits them
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const sellerId = order.seller.id;
  const name = options?.seller.name ?? '…';
  const isCard = !!options?.payments.find((p) => p.type === order.payment.type)?.card;
  // a composed case (issue 16) is bottles to deliver, like products
  const hasGoods = order.products.length > 0 || (order.builderCases?.length ?? 0) > 0;
  const reservationsOnly = !hasGoods && order.reservations.length > 0;
  const needsShipping = hasGoods;
  const checks = refusals.length > 0 ? refusals : (price?.checks ?? []);
  const submit = async () => {
    if (!termsAccepted) {
      setTermsMissing(true);
      return;
    }
    if (isCard && !group && stripeKey) {
      const made = await stripeCard.current?.createPaymentMethod();
      if (!made || 'error' in made) {
        setStripeError(made?.error ?? null);
        return;
      }
      setStripeError(null);
      onOrder({ paymentType: order.payment.type ?? '', card: null, group: null, paymentMethodId: made.id });
      return;
    }
    if (isCard && !group) {
      const errors = checkCardFields(card, new Date());
      setCardErrors(errors);
      if (Object.keys(errors).length > 0) return;
    }
    onOrder({
      paymentType: order.payment.type ?? '',
      card: isCard && !group ? card : null,
      group: isCard ? group : null,
    });
  };
  const blocking = (price?.checks ?? []).some((c) => c.code !== 'loginRequired');
  return (
    <Card
      variant="outlined"
      component="section"
      data-testid="seller-order"
      aria-label={t('cart.seller', { name })}
    >
      {/* one column that may shrink below its content's width: nothing overflows the card on a phone */}
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
            {t('cart.seller', { name })}
          </Typography>
          {options && (
            <Link component={RouterLink} to={`/${options.seller.urlName}`} variant="body2">
              {t('cart.sellerShop')}
            </Link>
          )}
        </Box>
        <OrderLines order={order} price={price} editable />
        {options && options.events.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('cart.booking.offer', { name })}
            </Typography>
            {options.events.map((event) => (
              <EventBooking key={event.id} shopId={sellerId} eventId={event.id} label={event.title} compact />
            ))}
          </Box>
        )}
        {price && needsShipping && <FrancoProgress price={price} />}
        {options && needsShipping && <DeliveryChoice order={order} options={options} />}
        {options && <PaymentChoice order={order} options={options} />}
        {isCard && reservationsOnly && <GroupShares shares={group} onChange={setGroup} />}
        {isCard && !group && stripeKey ? (
          <>
            <StripeCardForm ref={stripeCard} publishableKey={stripeKey} />
            {stripeError ? <Alert severity="error">{stripeError}</Alert> : null}
          </>
        ) : null}
        {isCard && !group && !stripeKey && (
          <CardForm sellerId={sellerId} card={card} errors={cardErrors} onChange={setCard} />
        )}
        <TextField
          label={t('cart.notes')}
          multiline
          minRows={2}
          size="small"
          value={order.buyer.notes}
          onChange={(e) => dispatchCart({ type: 'setNotes', sellerId, notes: e.target.value })}
        />
        <PromoCodeField order={order} price={price} />
        {price && <Totals price={price} options={options} />}
        {checks.length > 0 && (
          <Alert severity="warning" data-testid="cart-checks">
            <Typography variant="subtitle2">{t('cart.checksTitle')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {checks.map((check) => (
                <li key={`${check.code}-${check.productId ?? check.reservationKey ?? ''}`}>
                  {check.message}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        {loggedIn && options && (
          <FormControl error={termsMissing}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={termsAccepted}
                  onChange={(event) => {
                    setTermsAccepted(event.target.checked);
                    setTermsMissing(false);
                  }}
                />
              }
              label={
                <Trans
                  i18nKey="cart.acceptTerms"
                  values={{ name }}
                  components={{ cgv: <TermsLink href={`/${options.seller.urlName}/legal-notice#cgv`} /> }}
                />
              }
            />
            {termsMissing && <FormHelperText>{t('cart.acceptTermsNeeded')}</FormHelperText>}
          </FormControl>
        )}
        {loggedIn ? (
          <Button
            variant="contained"
            size="large"
            disabled={busy || pricing || blocking || !price}
            onClick={() => void submit()}
            // spec wording of the order button (Code de la consommation, art. L. 221-14), named per seller
            aria-label={t('cart.placeOrderAt', { name })}
          >
            {busy ? t('cart.ordering') : t('cart.placeOrder')}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            // the login keeps this seller's look (issue 15)
            to={`/auth/login?redirectLink=${encodeURIComponent('/cart')}&id=${encodeURIComponent(options?.seller.urlName ?? sellerId)}`}
            variant="contained"
          >
            {t('cart.loginToOrder')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
