// Card entry with Stripe's own fields (issue 15): when the server takes cards through Stripe, the payment step
// mounts Stripe's Payment Element (its fields live in Stripe's frames, so card numbers never touch our server)
// and turns it into a PaymentMethod, whose id the checkout sends (`card.paymentMethodId`); the server then makes
// the 0 EUR imprint with it. @stripe/stripe-js is imported only here, when this step shows, and loads
// https://js.stripe.com (allowed by the page's CSP when Stripe is configured). Without Stripe the test provider's
// own fields (CardForm) stay, for the demo and the tests.

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { cardProviderAnswer } from '@sarment/api';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.ts';

/** GET /v1/card-provider */
export type CardProviderConfig = z.output<typeof cardProviderAnswer>;

let config: Promise<CardProviderConfig | null> | null = null;

/** GET /v1/card-provider once per page load; null (the test provider's fields) until it answers. */
export function useCardProvider(): CardProviderConfig | null {
  const [value, setValue] = useState<CardProviderConfig | null>(null);
  useEffect(() => {
    let live = true;
    config ??= browserApi
      .request<CardProviderConfig>('GET', '/v1/card-provider')
      .then((answer) => (answer.ok ? answer.data : null))
      .catch(() => null);
    void config.then((answer) => {
      if (live) setValue(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return value;
}

export interface StripeCardHandle {
  /** validates Stripe's fields and makes the PaymentMethod; its id, or the French message to show */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
}

// the pieces of @stripe/stripe-js this form uses, typed loosely: the package is only imported at run time
interface StripeLike {
  elements(options: object): ElementsLike;
  createPaymentMethod(options: { elements: ElementsLike }): Promise<{
    paymentMethod?: { id: string };
    error?: { message?: string };
  }>;
}
interface ElementsLike {
  create(type: 'payment', options?: object): { mount(node: HTMLElement): void; destroy(): void };
  submit(): Promise<{ error?: { message?: string } }>;
}

export const StripeCardForm = forwardRef<StripeCardHandle, { publishableKey: string }>(
  function StripeCardForm({ publishableKey }, ref) {
    const { t, i18n } = useTranslation();
    const node = useRef<HTMLDivElement>(null);
    const stripe = useRef<{ stripe: StripeLike; elements: ElementsLike } | null>(null);
    const [failed, setFailed] = useState(false);

    useEffect(() => {
      let live = true;
      let element: { destroy(): void } | null = null;
      import('@stripe/stripe-js')
        .then(({ loadStripe }) =>
          loadStripe(publishableKey, { locale: i18n.language === 'en' ? 'en' : 'fr' }),
        )
        .then((loaded) => {
          if (!live || !loaded || !node.current) return;
          const instance = loaded as unknown as StripeLike;
          // a deferred setup: the PaymentMethod is made here, the imprint (SetupIntent) by the server
          const elements = instance.elements({
            mode: 'setup',
            currency: 'eur',
            paymentMethodCreation: 'manual',
            paymentMethodTypes: ['card'],
          });
          const payment = elements.create('payment', { layout: 'tabs' });
          payment.mount(node.current);
          element = payment;
          stripe.current = { stripe: instance, elements };
        })
        .catch(() => {
          if (live) setFailed(true);
        });
      return () => {
        live = false;
        element?.destroy();
      };
    }, [publishableKey, i18n.language]);

    useImperativeHandle(ref, () => ({
      async createPaymentMethod() {
        const current = stripe.current;
        if (!current) return { error: t('cart.card.stripeUnavailable') };
        const submitted = await current.elements.submit();
        if (submitted.error) return { error: submitted.error.message ?? t('cart.card.stripeUnavailable') };
        const made = await current.stripe.createPaymentMethod({ elements: current.elements });
        if (!made.paymentMethod) return { error: made.error?.message ?? t('cart.card.stripeUnavailable') };
        return { id: made.paymentMethod.id };
      },
    }));

    return (
      <Box sx={{ display: 'grid', gap: 1 }} data-testid="stripe-payment-element">
        {failed ? <Alert severity="error">{t('cart.card.stripeUnavailable')}</Alert> : null}
        <div ref={node} />
        <Typography variant="caption" color="text.secondary">
          {t('cart.card.imprint')}
        </Typography>
      </Box>
    );
  },
);
