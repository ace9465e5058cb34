// A wine-tourism booking cancelled with refund (issue 19): when it was paid by card through the shop's checkout,
// the card provider refunds its amount (the booking's TTC, tourist tax included) from its order's card debit and
// the booking becomes 'refunded'; otherwise (paid at the desk, or the provider refuses) it stays 'toRefund', to be
// refunded by hand. Runs after the cancellation's transaction, as card calls never run inside one.
import type { ServiceContext } from '../../http/service-context.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import { hasRefundableCardPayment, refundCardPayment } from '../payments/refunds.service.ts';

export interface CancelledBooking {
  id: string;
  order: { id: string } | null;
  totalTTC: number;
  paymentState: string;
}

export async function refundCancelledBooking<T extends CancelledBooking>(
  ctx: ServiceContext,
  cards: { provider: CardProvider; accountRef: string | null | undefined },
  booking: T,
  setRefunded: () => Promise<T>,
): Promise<T> {
  if (booking.paymentState !== 'toRefund' || !booking.order) return booking;
  if (!(await hasRefundableCardPayment(ctx, booking.order.id))) return booking;
  try {
    await refundCardPayment(ctx, cards.provider, cards.accountRef, {
      orderId: booking.order.id,
      // Rounding policy: the answer's euros come from integer cents, so this is exact.
      amountCents: Math.round(booking.totalTTC * 100),
      reason: 'Annulation de la réservation',
    });
  } catch {
    // refused (too much left to refund, provider declined): the booking stays to refund by hand
    return booking;
  }
  return setRefunded();
}
