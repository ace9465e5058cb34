// /dashboard/orders/{id} of an order for the shop (issue 18): number, status, client, lines, totals HT / VAT per
// rate / TTC, payment and delivery state, linked documents and history; actions: validate or refuse a shop order
// (features/cart), bill it, a deposit bill (payments are recorded on the bills), cancel a validated order with
// nothing shipped nor billed (cancel-order-button.tsx), refund a card debit (refund-card-button.tsx). Shipping is the delivery block's 'Expédier'
// (features/delivery/order-shipments.tsx), shown while something remains to ship.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@sarment/domain/access';
import { type PaymentType, paymentTypeLabels } from '@sarment/domain/reference';
import { formatParisDateTime } from '@sarment/domain/reference/paris-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import type { OrderDetail } from '../cart/cart-api-types.ts';
import { confirmOrderDecision, type OrderDecision } from '../cart/order-decision.ts';
import { OrderShipments } from '../delivery/order-shipments.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { HistoryTimeline } from '../kit/history-timeline.tsx';
import { formatPrice } from '../kit/list-formats.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import { CancelOrderButton, mayCancelOrder } from './cancel-order-button.tsx';
import { mayRefundByCard, RefundCardButton } from './refund-card-button.tsx';
import { AmountRow, Block, ChainBlock, LinesBlock, TotalsBlock } from './sale-blocks.tsx';
import { DepositDialog } from './sale-dialogs.tsx';
import type { OrderPage as OrderPageData, SalesDocument } from './sales-types.ts';

function addressText(address: Record<string, unknown> | null | undefined): string {
  if (!address) return '';
  const part = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  return [part('street'), `${part('zipcode')} ${part('city')}`.trim(), part('country')]
    .filter(Boolean)
    .join(', ');
}

export function OrderPage({ order, detail }: { order: OrderPageData; detail: OrderDetail | null }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const user = useSessionUser();
  const shop = useSessionShop();
  const [tab, setTab] = useState<'summary' | 'history'>('summary');
  const [busy, setBusy] = useState(false);
  const [depositing, setDepositing] = useState(false);
  const path = `/v1/orders/${encodeURIComponent(order.id)}`;
  const mayDecide = hasPermission(user, shop, 'createOrder') && user?.role !== 'agent';
  const mayBill = hasPermission(user, shop, 'billOrder') && user?.role !== 'agent';
  const mayRefund = hasPermission(user, shop, 'seeAllPayment') && user?.role !== 'agent';

  const decide = async (intent: OrderDecision) => {
    if (!(await confirmOrderDecision(intent, { payments: detail?.payments ?? [] }, t, popup))) return;
    setBusy(true);
    await browserApi.request('POST', `${path}/${intent}`);
    setBusy(false);
    void revalidator.revalidate();
  };

  const bill = async () => {
    const label = t('sales.actions.bill');
    if (
      !(await popup.open({
        title: label,
        text: t('sales.actions.confirm.bill'),
        confirmLabel: label,
        small: true,
      }))
    )
      return;
    setBusy(true);
    const answer = await browserApi.request<SalesDocument>('POST', `${path}/bill`);
    setBusy(false);
    if (!answer.ok) return;
    snackbars.show(t('sales.actions.done.bill', { number: answer.data.number ?? '' }));
    navigate(`/dashboard/orders/${encodeURIComponent(answer.data.id)}`);
  };

  const actions = (
    <>
      {mayDecide && order.status === 'pending' && (
        <>
          <Button variant="contained" disabled={busy} onClick={() => void decide('validate')}>
            {t('cart.order.validate')}
          </Button>
          <Button color="error" disabled={busy} onClick={() => void decide('refuse')}>
            {t('cart.order.refuse')}
          </Button>
        </>
      )}
      {mayBill && order.status === 'validated' && (
        <>
          <Button variant="contained" disabled={busy} onClick={() => void bill()} data-testid="action-bill">
            {t('sales.actions.bill')}
          </Button>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => setDepositing(true)}
            data-testid="action-deposit"
          >
            {t('sales.actions.deposit')}
          </Button>
        </>
      )}
      {mayRefund && mayRefundByCard(detail?.payments) && (
        <RefundCardButton
          orderId={order.id}
          disabled={busy}
          onRefunded={(amount) => {
            snackbars.show(t('sales.actions.done.refundCard', { amount: formatPrice(amount) }));
            void revalidator.revalidate();
          }}
        />
      )}
      {mayDecide && mayCancelOrder(order) && (
        <CancelOrderButton
          order={order}
          disabled={busy}
          onCancelled={(cancelled) => {
            snackbars.show(t('sales.actions.done.cancelOrder', { number: cancelled.number ?? '' }));
            void revalidator.revalidate();
          }}
        />
      )}
    </>
  );

  const subtitle = [
    t('sales.detail.placedOn', { date: formatParisDateTime(order.createdAt) }),
    order.origin === 'quote'
      ? t('sales.detail.fromQuote', { number: order.quote?.number ?? '' })
      : t('sales.origins.shop'),
  ].join(' · ');
  const clientName = order.client?.name || order.buyerName;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to="/dashboard/orders" variant="body2">
        {t('sales.detail.back')}
      </Link>
      <DetailPage
        title={t('sales.detail.title', { kind: t('sales.kinds.order'), number: order.number ?? '' })}
        subtitle={subtitle}
        status={{ family: 'order', status: order.status }}
        actions={actions}
        tabs={[
          { id: 'summary', label: t('sales.detail.tabs.summary') },
          { id: 'history', label: t('sales.detail.tabs.history') },
        ]}
        tab={tab}
        onTab={setTab}
      >
        {tab === 'summary' ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <LinesBlock lines={order.lines} t={t} />
              {/* read again when the status moves (a cancelled order ships no more) */}
              <OrderShipments key={order.status} orderId={order.id} staff />
              {order.notes && (
                <Block title={t('sales.detail.notes')}>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {order.notes}
                  </Typography>
                </Block>
              )}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <Block title={t('sales.detail.client')} testId="sale-client">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {clientName}
                </Typography>
                {detail?.buyer.email && <Typography variant="body2">{detail.buyer.email}</Typography>}
                {addressText(detail?.buyer.billingAddress) && (
                  <Typography variant="body2" color="text.secondary">
                    {addressText(detail?.buyer.billingAddress)}
                  </Typography>
                )}
                {order.client && (
                  <Link
                    component={RouterLink}
                    to={`/dashboard/clients/${encodeURIComponent(order.client.id)}`}
                    variant="body2"
                  >
                    {t('sales.detail.openClient')}
                  </Link>
                )}
              </Block>
              <TotalsBlock
                t={t}
                totalHT={order.totalHT}
                totalTTC={order.totalTTC}
                vatByRate={order.vatByRate}
                extra={
                  order.shippingTTC > 0 ? (
                    <AmountRow label={t('sales.detail.shipping')} value={formatPrice(order.shippingTTC)} />
                  ) : null
                }
              />
              <Block title={t('sales.columns.payment')} testId="sale-state">
                {detail?.payments.length ? (
                  detail.payments.map((payment) => (
                    <AmountRow
                      key={payment.id}
                      label={`${paymentTypeLabels[payment.type as PaymentType] ?? payment.type}${payment.last4 ? ` (${t('cart.order.cardEnding', { last4: payment.last4 })})` : ''} — ${t(`cart.paymentStatus.${payment.status}`)}`}
                      value={formatPrice(payment.amount)}
                    />
                  ))
                ) : order.paymentStatus ? (
                  <Box>
                    <StatusChip family="payment" status={order.paymentStatus} />
                  </Box>
                ) : (
                  <Typography variant="body2">—</Typography>
                )}
              </Block>
              <ChainBlock t={t} chain={order.chain} currentId={order.id} />
            </Box>
          </Box>
        ) : (
          <HistoryTimeline
            entity="order"
            entityId={order.id}
            vocabulary={{ fieldLabel: (field) => t(`sales.history.${field}`, { defaultValue: field }) }}
          />
        )}
      </DetailPage>
      {depositing && (
        <DepositDialog
          order={order}
          open={depositing}
          onClose={(made) => {
            setDepositing(false);
            if (!made) return;
            snackbars.show(t('sales.actions.done.deposit', { number: made.number ?? '' }));
            void revalidator.revalidate();
          }}
        />
      )}
    </Box>
  );
}
