// 'Rembourser par carte' on an order's page (POST /v1/orders/{id}/refunds): gives back all or part of a card debit
// through the card provider: a broken bottle, a commercial gesture, or a refund the provider declined when the order
// was cancelled, tried again. Owner, or iam with seeAllPayment (the server checks it too). An empty amount refunds
// everything left; the server's French message says what is left when the amount is too large.
import Button from '@mui/material/Button';
import { centsToEuros, eurosToCents } from '@sarment/domain/money/cents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import type { OrderDetail } from '../cart/cart-api-types.ts';
import { usePopup } from '../popup/popup-provider.tsx';

export const refundReasonMaxLength = 200;

/** A card debit of the order, taken and not wholly refunded (a refund is a row of its own). */
export function mayRefundByCard(payments: OrderDetail['payments'] | undefined): boolean {
  return (payments ?? []).some((payment) => payment.last4 !== null && payment.status === 'paid');
}

/** The typed amount in euros as the API wants it (2 decimals at most), undefined when empty, null when invalid. */
export function refundAmountOf(text: string): number | undefined | null {
  const typed = text.trim();
  if (typed === '') return undefined;
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(typed)) return null;
  const amount = eurosToCents(typed);
  return amount > 0 ? centsToEuros(amount) : null;
}

interface RefundAnswer {
  amount: number;
}

export function RefundCardButton(props: {
  orderId: string;
  disabled?: boolean;
  onRefunded: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const popup = usePopup();
  const [busy, setBusy] = useState(false);
  const label = t('sales.actions.refundCard');

  const refund = async () => {
    const values = await popup.open({
      title: label,
      text: t('sales.actions.confirm.refundCard'),
      textField: {
        label: t('sales.actions.refundAmount'),
        check: (value) => refundAmountOf(value) !== null || t('sales.actions.refundAmountInvalid'),
      },
      textArea: {
        label: t('sales.actions.refundReason'),
        check: (value) =>
          value.trim().length <= refundReasonMaxLength ||
          t('sales.actions.refundReasonTooLong', { max: refundReasonMaxLength }),
      },
      confirmLabel: label,
    });
    if (!values) return;
    const amount = refundAmountOf(values.text);
    if (amount === null) return;
    const reason = values.textArea.trim();
    setBusy(true);
    try {
      const answer = await browserApi.request<RefundAnswer>(
        'POST',
        `/v1/orders/${encodeURIComponent(props.orderId)}/refunds`,
        { ...(amount === undefined ? {} : { amount }), ...(reason ? { reason } : {}) },
      );
      if (answer.ok) props.onRefunded(answer.data.amount);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      disabled={busy || props.disabled}
      onClick={() => void refund()}
      data-testid="action-refund-card"
    >
      {label}
    </Button>
  );
}
