// The choices of one seller's order on the cart page: delivery type or collection point (spec §4), payment
// method from the seller's list (spec §9), the card for an imprint, and the payment groups of a group order.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CartOrder } from '@sarment/domain/cart';
import { cents, eurosToCents } from '@sarment/domain/money';
import { isEmail } from '@sarment/domain/validation/text-rules';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format.ts';
import type { SellerOptions } from './cart-api-types.ts';
import { dispatchCart } from './cart-store.ts';
import type { CardErrors, CardFields, GroupShare } from './use-checkout.ts';

export function DeliveryChoice({ order, options }: { order: CartOrder; options: SellerOptions }) {
  const { t, i18n } = useTranslation();
  const sellerId = order.seller.id;
  const value = order.shipping.type
    ? `delivery:${order.shipping.type}`
    : order.shipping.collectionPoint
      ? `point:${order.shipping.collectionPoint.id}`
      : '';
  const choose = (choice: string) => {
    const [kind, id] = choice.split(':');
    const mode = options.deliveryModes.find((m) => m.id === id);
    const point = options.collectionPoints.find((p) => p.id === id);
    if (kind === 'delivery' && mode) {
      // spec §4: a delivery type copies the delivery's price (the server then prices it exactly)
      const price = eurosToCents(mode.priceTTC);
      const zero = cents(0);
      dispatchCart({
        type: 'chooseDeliveryType',
        sellerId,
        deliveryType: mode.id,
        price: {
          totalHTCents: price,
          marginCents: zero,
          totalWithMarginCents: price,
          commissionCents: zero,
          totalWithFeesCents: price,
          vatCents: zero,
        },
      });
    } else if (kind === 'point' && point) {
      dispatchCart({
        type: 'chooseCollectionPoint',
        sellerId,
        collectionPoint: { id: point.id, name: point.name, priceCents: eurosToCents(point.price) },
      });
    }
  };
  const euros = (amount: number) =>
    amount === 0 ? t('cart.shippingFree') : formatEuros(amount, i18n.language);
  return (
    <FormControl>
      <FormLabel id={`delivery-${sellerId}`}>{t('cart.delivery')}</FormLabel>
      {options.deliveryModes.length === 0 && (
        <Typography variant="body2" color="warning.main">
          {t('cart.noDelivery')}
        </Typography>
      )}
      <RadioGroup
        aria-labelledby={`delivery-${sellerId}`}
        value={value}
        onChange={(e) => choose(e.target.value)}
      >
        {options.deliveryModes.map((mode) => (
          <FormControlLabel
            key={mode.id}
            value={`delivery:${mode.id}`}
            control={<Radio size="small" />}
            label={`${mode.name} — ${euros(mode.priceTTC)}`}
          />
        ))}
        {options.collectionPoints.map((point) => (
          <FormControlLabel
            key={point.id}
            value={`point:${point.id}`}
            control={<Radio size="small" />}
            label={`${point.name} — ${euros(point.price)}${point.address ? ` (${point.address})` : ''}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export function PaymentChoice({ order, options }: { order: CartOrder; options: SellerOptions }) {
  const { t } = useTranslation();
  const sellerId = order.seller.id;
  return (
    <FormControl>
      <FormLabel id={`payment-${sellerId}`}>{t('cart.payment')}</FormLabel>
      <RadioGroup
        aria-labelledby={`payment-${sellerId}`}
        value={order.payment.type ?? ''}
        onChange={(e) => dispatchCart({ type: 'setPaymentType', sellerId, paymentType: e.target.value })}
      >
        {options.payments.map((payment) => (
          <FormControlLabel
            key={payment.type}
            value={payment.type}
            control={<Radio size="small" />}
            label={payment.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export function CardForm({
  sellerId,
  card,
  errors,
  onChange,
}: {
  sellerId: string;
  card: CardFields;
  errors: CardErrors;
  onChange: (card: CardFields) => void;
}) {
  const { t } = useTranslation();
  const field = (name: keyof CardFields) => ({
    id: `card-${name}-${sellerId}`,
    value: card[name],
    error: !!errors[name],
    helperText: errors[name] ? t(`cart.card.${errors[name]}`) : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...card, [name]: e.target.value }),
    size: 'small' as const,
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
      <TextField
        {...field('number')}
        label={t('cart.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <TextField
        {...field('expiry')}
        label={t('cart.card.expiry')}
        autoComplete="cc-exp"
        placeholder="MM/AA"
      />
      <TextField {...field('cvc')} label={t('cart.card.cvc')} autoComplete="cc-csc" inputMode="numeric" />
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('cart.card.imprint')} {t('cart.card.testMode')}
      </Typography>
    </Box>
  );
}

export function GroupShares({
  shares,
  onChange,
}: {
  shares: GroupShare[] | null;
  onChange: (shares: GroupShare[] | null) => void;
}) {
  const { t } = useTranslation();
  const newShare = (index: number) => ({
    id: crypto.randomUUID(),
    label: t('cart.group.label', { index }),
    persons: 1,
    email: '',
  });
  const change = (index: number, patch: Partial<GroupShare>) =>
    onChange((shares ?? []).map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const defaults = () => [newShare(1), newShare(2)];
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={shares !== null}
            onChange={(e) => onChange(e.target.checked ? defaults() : null)}
          />
        }
        label={t('cart.group.toggle')}
      />
      {shares?.map((share, index) => {
        const mistyped = share.email.trim() !== '' && !isEmail(share.email);
        return (
          <Box
            key={share.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mt: 1.5 }}
          >
            <TextField
              size="small"
              label={t('cart.group.label', { index: index + 1 })}
              value={share.label}
              sx={{ flex: '1 1 140px' }}
              onChange={(e) => change(index, { label: e.target.value })}
            />
            <TextField
              size="small"
              type="number"
              label={t('cart.group.persons')}
              value={share.persons}
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { min: 1 } }}
              onChange={(e) => change(index, { persons: Math.max(1, Number(e.target.value) || 1) })}
            />
            <TextField
              size="small"
              type="email"
              autoComplete="off"
              label={t('cart.group.email')}
              value={share.email}
              error={mistyped}
              helperText={mistyped ? t('cart.group.emailInvalid') : undefined}
              sx={{ flex: '2 1 220px' }}
              onChange={(e) => change(index, { email: e.target.value })}
            />
            {shares.length > 2 && (
              <IconButton
                aria-label={t('cart.group.removeGroup')}
                onClick={() => onChange(shares.filter((_, i) => i !== index))}
              >
                ×
              </IconButton>
            )}
          </Box>
        );
      })}
      {shares && shares.length < 20 && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => onChange([...shares, newShare(shares.length + 1)])}
        >
          {t('cart.group.add')}
        </Button>
      )}
    </Box>
  );
}
