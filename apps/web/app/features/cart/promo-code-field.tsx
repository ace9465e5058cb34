// A seller order's promotion code in the cart (issue 16): the buyer types it, the server prices it; the field
// shows the code kept in the cart, and the server's reason when it does not apply.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { CartOrder } from '@sarment/domain/cart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartPrice } from './cart-api-types.ts';
import { dispatchCart } from './cart-store.ts';

/** The code's line under the order's totals when the server applied it, else null. */
export function appliedPromoCode(price: CartPrice | undefined) {
  const code = price?.price.promoCode;
  return code?.status === 'applied' ? code : null;
}

export function PromoCodeField({ order, price }: { order: CartOrder; price: CartPrice | undefined }) {
  const { t } = useTranslation();
  const sellerId = order.seller.id;
  const kept = order.promoCode ?? '';
  const [typed, setTyped] = useState(kept);
  const answer = price?.price.promoCode;
  // the server's word on the code kept in the cart (not on what is being typed)
  const message = kept && answer && answer.code === kept ? answer.message : null;
  const apply = (code: string | null) => dispatchCart({ type: 'setPromoCode', sellerId, code });
  return (
    <Box
      component="form"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(typed);
      }}
    >
      <TextField
        size="small"
        label={t('cart.promoCode.label')}
        value={typed}
        onChange={(event) => setTyped(event.target.value.toUpperCase())}
        error={!!message}
        helperText={message ?? undefined}
        slotProps={{ htmlInput: { maxLength: 50, 'aria-label': t('cart.promoCode.label') } }}
        sx={{ flex: '1 1 180px' }}
      />
      {kept && typed === kept ? (
        <Button
          onClick={() => {
            setTyped('');
            apply(null);
          }}
        >
          {t('cart.promoCode.remove')}
        </Button>
      ) : (
        <Button type="submit" variant="outlined" disabled={!typed.trim()}>
          {t('cart.promoCode.apply')}
        </Button>
      )}
    </Box>
  );
}
