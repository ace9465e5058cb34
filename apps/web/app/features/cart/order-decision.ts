// 'Valider la commande' and 'Refuser la commande' both ask first with the global popup: validating debits the
// card imprint taken at order time, refusing gives the stock and places back; neither is undone by a click.
import type { TFunction } from 'i18next';
import type { PopupApi } from '../popup/popup-provider.tsx';
import type { OrderDetail } from './cart-api-types.ts';

export type OrderDecision = 'validate' | 'refuse';

/** true when the seller confirmed the decision. */
export async function confirmOrderDecision(
  intent: OrderDecision,
  order: { payments: readonly Pick<OrderDetail['payments'][number], 'status' | 'last4'>[] },
  t: TFunction,
  popup: Pick<PopupApi, 'open'>,
): Promise<boolean> {
  if (intent === 'refuse') {
    return !!(await popup.open({
      title: t('cart.order.refuse'),
      text: t('cart.order.refuseConfirm'),
      small: true,
    }));
  }
  const imprint = order.payments.find((payment) => payment.status === 'setup');
  const text = imprint
    ? t('cart.order.validateCardConfirm', { last4: imprint.last4 ?? '' })
    : t('cart.order.validateConfirm');
  return !!(await popup.open({ title: t('cart.order.validate'), text, small: true }));
}
