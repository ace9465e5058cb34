// /dashboard/orders/:id: one order as it was placed (snapshot): lines, reservations, delivery, payments and payment
// groups. The seller validates it (the card imprint is then debited, spec §4) or refuses it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type PaymentType, paymentTypeLabels } from '@sarment/domain/reference';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, Link as RouterLink, useRevalidator } from 'react-router';
import { apiGet, browserApi } from '../../lib/api.ts';
import { formatEuros } from '../../lib/format.ts';
import type { SessionUser } from '../auth/session.ts';
import { OrderShipments } from '../delivery/order-shipments.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import type { OrderDetail as OrderDetailAnswer } from './cart-api-types.ts';
import { GroupLinks } from './group-links.tsx';
import { confirmOrderDecision, type OrderDecision } from './order-decision.ts';
import { OrderStatusChip } from './orders-list-route.tsx';

export async function loader(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'> & { params: { id: string } },
) {
  const { params, context, request } = args;
  const me = await apiGet<SessionUser>(context.api, '/v1/users/me');
  const role = me.ok ? me.data.role : 'buyer';
  const staff = role === 'owner' || role === 'iam' || role === 'agent';
  const id = encodeURIComponent(params.id);
  const answer = await apiGet<OrderDetailAnswer>(
    context.api,
    staff ? `/v1/orders/${id}` : `/v1/orders/mine/${id}`,
  );
  if (!answer.ok) throw data(null, { status: 404 });
  return {
    kind: 'order' as const,
    order: answer.data,
    canDecide: role === 'owner' || role === 'iam',
    // the group links are shown as absolute addresses, to be sent on
    origin: new URL(request.url).origin,
  };
}

function addressText(address: Record<string, unknown> | null): string {
  if (!address) return '—';
  const part = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  return [part('name'), part('street'), `${part('zipcode')} ${part('city')}`.trim(), part('country')]
    .filter(Boolean)
    .join(', ');
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

export default function OrderDetailRoute(props: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  const { loaderData } = props;
  return <OrderDetail order={loaderData.order} canDecide={loaderData.canDecide} origin={loaderData.origin} />;
}

function OrderDetail({
  order,
  canDecide,
  origin,
}: {
  order: OrderDetailAnswer;
  canDecide: boolean;
  origin: string;
}) {
  const { t, i18n } = useTranslation();
  const popup = usePopup();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  const decide = async (intent: OrderDecision) => {
    if (!(await confirmOrderDecision(intent, order, t, popup))) return;
    setBusy(true);
    await browserApi.request('POST', `/v1/orders/${encodeURIComponent(order.id)}/${intent}`);
    setBusy(false);
    void revalidator.revalidate();
  };
  const dateText = new Date(order.createdAt).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Link component={RouterLink} to="/dashboard/orders" variant="body2">
        {t('cart.order.back')}
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('cart.order.title', { number: order.number ?? '' })}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('cart.order.placedOn', { date: dateText })} · {order.seller.name} · {order.buyerName}
      </Typography>
      {order.groupExpired && <Alert severity="warning">{t('cart.order.groupExpired')}</Alert>}
      {canDecide && order.status === 'pending' && (
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" disabled={busy} onClick={() => void decide('validate')}>
            {t('cart.order.validate')}
          </Button>
          <Button color="error" disabled={busy} onClick={() => void decide('refuse')}>
            {t('cart.order.refuse')}
          </Button>
        </Box>
      )}
      <OrderShipments orderId={order.id} staff={canDecide} />
      {order.lines.length > 0 && (
        <Section title={t('cart.order.lines')}>
          {order.lines.map((line) => (
            <Row
              key={`${line.productId}-${line.label}`}
              label={`${line.quantity} × ${line.label}${line.freeUnits ? ` ${t('cart.freeUnits', { count: line.freeUnits })}` : ''}`}
              value={euros(line.totalTTC)}
            />
          ))}
        </Section>
      )}
      {order.reservations.length > 0 && (
        <Section title={t('cart.order.reservations')}>
          {order.reservations.map((r) => (
            <Box key={`${r.title}-${r.start}`}>
              <Row
                label={`${r.title} — ${r.slot} (${t('cart.persons', { count: r.persons })})`}
                value={euros(r.totalTTC)}
              />
              {r.prices.map((p) => (
                <Typography key={p.label} variant="caption" color="text.secondary" component="p">
                  {p.quantity} × {p.label} ({euros(p.unitPriceTTC)})
                </Typography>
              ))}
            </Box>
          ))}
        </Section>
      )}
      <Section title={t('cart.order.delivery')}>
        <Typography variant="body2">{order.delivery.name ?? '—'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {addressText(order.delivery.address)}
        </Typography>
        {order.delivery.instructions && (
          <Typography variant="body2">{order.delivery.instructions}</Typography>
        )}
        <Divider />
        {order.price.promoCode?.status === 'applied' && (
          <Row
            label={t('cart.promoCode.discount', { code: order.price.promoCode.code })}
            value={`−${euros(order.price.promoCode.amount)}`}
          />
        )}
        <Row label={t('cart.shipping')} value={euros(order.shippingTTC)} />
        <Row label={t('cart.order.totalHT')} value={euros(order.totalHT)} />
        <Row label={t('cart.order.totalVAT')} value={euros(order.totalVAT)} />
        <Row label={t('cart.order.totalTTC')} value={euros(order.totalTTC)} strong />
      </Section>
      <Section title={t('cart.order.payments')}>
        {order.payments.map((p) => (
          <Row
            key={p.id}
            label={`${paymentTypeLabels[p.type as PaymentType] ?? p.type}${p.last4 ? ` (${t('cart.order.cardEnding', { last4: p.last4 })})` : ''} — ${t(`cart.paymentStatus.${p.status}`)}`}
            value={euros(p.amount)}
          />
        ))}
        {order.groups.length > 0 && (
          <GroupLinks groups={order.groups} origin={origin} expired={order.groupExpired} />
        )}
      </Section>
      {order.notes && (
        <Section title={t('cart.order.notes')}>
          <Typography variant="body2">{order.notes}</Typography>
        </Section>
      )}
      <Section title={t('cart.order.billing')}>
        <Typography variant="body2">{order.buyer.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          {addressText(order.buyer.billingAddress)}
        </Typography>
      </Section>
    </Box>
  );
}
