// The delivery block of an order's page (issue 18): how much is shipped, each shipment's delivery status (spec §4)
// and tracking link. The buyer reads /v1/orders/mine/{id}/shipments; the shop /v1/orders/{id}/shipments, with a
// button to ship what remains and, once part has shipped, one to close the rest ("solder le reliquat": its reserved
// bottles go back on sale, nothing more ships). Read after the page hydrates; nothing shows for a refusal nor a
// cancellation.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiGet, browserApi } from '../../lib/api.ts';
import { formatNumber } from '../kit/list-formats.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { OrderShipping } from './delivery-types.ts';

export function OrderShipments({ orderId, staff }: { orderId: string; staff: boolean }) {
  const { t } = useTranslation();
  const [shipping, setShipping] = useState<OrderShipping | null>(null);
  const [busy, setBusy] = useState(false);
  const popup = usePopup();
  const snackbars = useSnackbar();
  useEffect(() => {
    let live = true;
    const path = staff
      ? `/v1/orders/${encodeURIComponent(orderId)}/shipments`
      : `/v1/orders/mine/${encodeURIComponent(orderId)}/shipments`;
    void apiGet<OrderShipping>(browserApi, path).then((answer) => {
      if (live && answer.ok) setShipping(answer.data);
    });
    return () => {
      live = false;
    };
  }, [orderId, staff]);
  if (!shipping || shipping.lines.length === 0) return null;
  // a cancelled order never shipped: 'Pas encore expédiée' would promise a delivery
  if (shipping.order.status === 'cancelled' && shipping.shipments.length === 0) return null;
  const open = shipping.order.status === 'validated' || shipping.order.status === 'invoiced';
  const canShip = staff && shipping.fulfilment !== 'shipped' && open;
  const canClose = canShip && shipping.fulfilment === 'partial' && !shipping.remainderClosedAt;
  const closeRemainder = async () => {
    const label = t('delivery.order.closeRemainder');
    const confirmed = await popup.open({
      title: label,
      text: t('delivery.order.closeRemainderText'),
      confirmLabel: label,
      small: true,
    });
    if (!confirmed) return;
    setBusy(true);
    const answer = await browserApi.request<OrderShipping>(
      'POST',
      `/v1/orders/${encodeURIComponent(orderId)}/close-remainder`,
    );
    setBusy(false);
    if (answer.ok) {
      setShipping(answer.data);
      snackbars.show(t('delivery.order.remainderClosed'));
    } else {
      const message = (answer.data as { message?: unknown } | null)?.message;
      snackbars.show(typeof message === 'string' ? message : t('delivery.order.closeRemainder'), 'error');
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="order-shipments">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ flex: '1 1 auto', fontWeight: 700 }}>
          {t('delivery.order.title')}
        </Typography>
        {shipping.order.deliveryStatus ? (
          <StatusChip family="delivery" status={shipping.order.deliveryStatus} />
        ) : null}
        {canShip ? (
          <Button
            variant="contained"
            size="small"
            component={RouterLink}
            to={`/dashboard/delivery/new?order=${encodeURIComponent(orderId)}`}
            data-testid="order-ship"
          >
            {t('delivery.order.ship')}
          </Button>
        ) : null}
        {canClose ? (
          <Button
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={() => void closeRemainder()}
            data-testid="order-close-remainder"
          >
            {t('delivery.order.closeRemainder')}
          </Button>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="order-fulfilment">
        {shipping.fulfilment === 'none'
          ? t('delivery.order.none')
          : shipping.fulfilment === 'partial'
            ? t('delivery.order.partial')
            : shipping.remainderClosedAt
              ? t('delivery.order.shippedClosed')
              : t('delivery.order.shipped')}
      </Typography>
      {shipping.shipments.map((shipment) => (
        <Box
          key={shipment.id}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
          data-testid="order-shipment"
        >
          {staff ? (
            <Link component={RouterLink} to={`/dashboard/delivery/${encodeURIComponent(shipment.id)}`}>
              {shipment.number}
            </Link>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {shipment.number}
            </Typography>
          )}
          <StatusChip family="delivery" status={shipment.deliveryStatus} />
          <Typography variant="body2" color="text.secondary">
            {[
              shipment.carrier,
              t('delivery.order.parcels', { count: shipment.parcelCount }),
              t('delivery.order.units', { count: shipment.units }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {shipment.trackingUrl ? (
            <Link href={shipment.trackingUrl} target="_blank" rel="noreferrer" data-testid="order-tracking">
              {t('delivery.order.track')} {shipment.trackingNumber}
            </Link>
          ) : shipment.trackingNumber ? (
            <Typography variant="body2">{shipment.trackingNumber}</Typography>
          ) : null}
        </Box>
      ))}
      {shipping.fulfilment === 'partial' ? (
        <Typography variant="body2" color="text.secondary" data-testid="order-remaining">
          {t('delivery.order.remaining', {
            lines: shipping.lines
              .filter((line) => line.remaining > 0)
              .map((line) => `${formatNumber(line.remaining)} × ${line.label}`)
              .join(' · '),
          })}
        </Typography>
      ) : null}
    </Paper>
  );
}
