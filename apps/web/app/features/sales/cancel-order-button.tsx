// 'Annuler la commande' on a validated order's page (POST /v1/orders/{id}/cancel): offered while nothing shipped nor
// was billed (then the delivery block's 'Solder le reliquat' or a credit note), asked first in the global popup's
// destructive mode (the confirm button stays disabled until the keyword is typed, spec §2) with an optional reason.
// A refusal's French message shows through the global response handling.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import type { OrderDetail } from '../cart/cart-api-types.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import type { OrderPage } from './sales-types.ts';

/** The word typed to confirm the cancellation (compared case-insensitively, spaces removed). */
export const cancelOrderKeyword = 'ANNULER';
export const cancelReasonMaxLength = 500;

/** A validated order with no issued shipment, bill nor deposit bill among the documents the viewer reads. */
export function mayCancelOrder(order: Pick<OrderPage, 'status' | 'chain'>): boolean {
  if (order.status !== 'validated') return false;
  return !order.chain.documents.some(
    (document) =>
      (document.kind === 'shipment' || document.kind === 'bill' || document.kind === 'depositBill') &&
      document.status === 'issued',
  );
}

export function CancelOrderButton(props: {
  order: Pick<OrderPage, 'id' | 'number'>;
  disabled?: boolean;
  onCancelled: (order: OrderDetail) => void;
}) {
  const { order, onCancelled } = props;
  const { t } = useTranslation();
  const popup = usePopup();
  const [busy, setBusy] = useState(false);
  const label = t('sales.actions.cancelOrder');

  const cancel = async () => {
    const values = await popup.open({
      title: label,
      text: t('sales.actions.confirm.cancelOrder', { number: order.number ?? '' }),
      textArea: {
        label: t('sales.actions.cancelReason'),
        check: (value) =>
          value.trim().length <= cancelReasonMaxLength ||
          t('sales.actions.cancelReasonTooLong', { max: cancelReasonMaxLength }),
      },
      destructiveKeyword: cancelOrderKeyword,
      confirmLabel: label,
      cancelLabel: t('sales.actions.keepOrder'),
    });
    if (!values) return;
    const reason = values.textArea.trim();
    setBusy(true);
    try {
      const answer = await browserApi.request<OrderDetail>(
        'POST',
        `/v1/orders/${encodeURIComponent(order.id)}/cancel`,
        reason ? { reason } : {},
      );
      if (answer.ok) onCancelled(answer.data);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      color="error"
      variant="outlined"
      disabled={busy || props.disabled}
      onClick={() => void cancel()}
      data-testid="action-cancel-order"
    >
      {label}
    </Button>
  );
}
