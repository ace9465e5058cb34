// /validate3ds (spec §2, issue 6): back from the bank's 3-D Secure step, the card imprint is confirmed. With the
// built-in test provider this page also plays the bank's part (approve or refuse).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { authenticationAnswer, confirmAnswer } from '@sarment/api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, browserApi } from '../../lib/api.ts';
import { formatEuros } from '../../lib/format.ts';
import type { Route } from './+types/validate-3ds-route';
import { dispatchCart, flushCartSave } from './cart-store.ts';
import * as cartTexts from './i18n.ts';

type Authentication = z.output<typeof authenticationAnswer>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shopId = url.searchParams.get('shop') ?? '';
  const paymentId = url.searchParams.get('payment') ?? '';
  if (!shopId || !paymentId) return { shopId, payment: null };
  const answer = await apiGet<Authentication>(
    context.api,
    `/v1/payments/${encodeURIComponent(paymentId)}/authentication?shopId=${encodeURIComponent(shopId)}`,
  );
  return { shopId, payment: answer.ok ? answer.data : null };
}

export function meta() {
  return [{ title: 'Authentification 3-D Secure — Sarment' }];
}

/** POST /v1/payments/{id}/validate-3ds: the payment's status after the step ('setup' or 'error' for one awaiting it). */
type Outcome = z.output<typeof confirmAnswer>;

export default function Validate3dsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ cart: cartTexts });
  const { t, i18n } = useTranslation();
  const { shopId, payment } = loaderData;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  const confirm = async (approved?: boolean) => {
    if (!payment || sent.current) return;
    sent.current = true;
    setBusy(true);
    const answer = await browserApi.request<Outcome>(
      'POST',
      `/v1/payments/${encodeURIComponent(payment.id)}/validate-3ds`,
      {
        shopId,
        ...(approved === undefined ? {} : { approved }),
      },
    );
    setBusy(false);
    if (!answer.ok) return;
    setOutcome(answer.data);
    // the order is placed: it leaves the cart (a failed step keeps the cart for another try)
    if (answer.data.status === 'setup' && answer.data.next.startsWith('/dashboard/orders/')) {
      dispatchCart({ type: 'removeOrder', sellerId: shopId });
      flushCartSave();
    }
  };

  // Stripe sends the buyer back here: the bank's answer is read from Stripe at once
  useEffect(() => {
    if (payment?.provider === 'stripe' && payment.status === 'requiresAction') void confirm();
  });

  const done =
    outcome ??
    (payment && payment.status !== 'requiresAction' ? { status: payment.status, next: payment.next } : null);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('cart.threeDs.title')}
          </Typography>
          {!payment && <Alert severity="error">{t('cart.threeDs.missing')}</Alert>}
          {payment && !done && (
            <>
              <Typography>
                {t('cart.threeDs.text', { last4: payment.last4 ?? '••••' })} (
                {formatEuros(payment.amount, i18n.language)})
              </Typography>
              {payment.provider === 'test' && (
                <>
                  <Typography variant="body2" color="text.secondary">
                    {t('cart.threeDs.simulated')}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 2 }}>
                    <Button variant="contained" disabled={busy} onClick={() => void confirm(true)}>
                      {t('cart.threeDs.approve')}
                    </Button>
                    <Button color="error" disabled={busy} onClick={() => void confirm(false)}>
                      {t('cart.threeDs.refuse')}
                    </Button>
                  </Box>
                </>
              )}
            </>
          )}
          {done?.status === 'setup' && (
            <>
              <Alert severity="success">{t('cart.threeDs.success')}</Alert>
              <Button component={RouterLink} to={done.next} variant="contained">
                {t('cart.threeDs.continue')}
              </Button>
            </>
          )}
          {done && done.status !== 'setup' && (
            <>
              <Alert severity="error">
                {outcome?.message ?? ''}{' '}
                {done.next.startsWith('/dashboard/orders/') ? t('cart.threeDs.failed') : ''}
              </Alert>
              <Button
                component={RouterLink}
                to={done.next.startsWith('/cart/group/') ? done.next : '/cart'}
                variant="contained"
              >
                {done.next.startsWith('/cart/group/')
                  ? t('cart.threeDs.continue')
                  : t('cart.threeDs.backToCart')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
