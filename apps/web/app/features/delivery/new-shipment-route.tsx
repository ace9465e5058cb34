// /dashboard/delivery/new?order=<id> (owner, iam with manageDelivery): ship some or all lines of an order. Each
// line offers what remains to ship; the warehouse, the carrier, a tracking number and the parcels (12 bottles a
// parcel by default, the domain's rule) complete the delivery note (POST /v1/orders/{id}/shipments).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { knownCarriers } from '@sarment/domain/sales/carriers';
import { minimumParcels, planParcels } from '@sarment/domain/sales/parcels';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { formatNumber } from '../kit/list-formats.ts';
import { NumberField } from '../kit/number-field.tsx';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import type { Warehouse } from '../stocks/stock-types.ts';
import type { Route } from './+types/new-shipment-route';
import * as deliveryTexts from './delivery-i18n.ts';
import type { OrderShipping, Shipment } from './delivery-types.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get('order');
  if (!orderId) return { shipping: null, warehouses: [] as Warehouse[], error: null };
  const [shipping, warehouses] = await Promise.all([
    apiGet<OrderShipping & { message?: string }>(
      context.api,
      `/v1/orders/${encodeURIComponent(orderId)}/shipments`,
    ),
    apiGet<Warehouse[]>(context.api, '/v1/warehouses'),
  ]);
  return {
    shipping: shipping.ok ? shipping.data : null,
    warehouses: warehouses.ok && Array.isArray(warehouses.data) ? warehouses.data : [],
    error: shipping.ok ? null : (shipping.data?.message ?? 'Commande introuvable'),
  };
}

export function meta() {
  return [{ title: 'Nouvelle expédition — Sarment' }];
}

export default function NewShipmentRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ delivery: deliveryTexts, form: formTexts });
  const { t } = useTranslation();
  const { shipping, warehouses, error: loadError } = loaderData;
  if (!shipping) {
    return (
      <Box sx={{ maxWidth: 900, mx: 'auto' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {t('delivery.form.title')}
        </Typography>
        <Alert severity="info">{loadError ?? t('delivery.form.noOrder')}</Alert>
      </Box>
    );
  }
  return <ShipmentForm shipping={shipping} warehouses={warehouses} />;
}

function ShipmentForm({ shipping, warehouses }: { shipping: OrderShipping; warehouses: Warehouse[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial = useMemo(
    () => Object.fromEntries(shipping.lines.map((line) => [line.id, line.remaining])),
    [shipping],
  );
  const [quantities, setQuantities] = useState<Record<string, number | null>>(initial);
  const [warehouseId, setWarehouseId] = useState(
    (warehouses.find((w) => w.isDefault) ?? warehouses[0])?.id ?? '',
  );
  const [carrier, setCarrier] = useState<string>(knownCarriers[0]);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [parcels, setParcels] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty =
    trackingNumber !== '' ||
    parcels !== null ||
    shipping.lines.some((line) => (quantities[line.id] ?? 0) !== line.remaining);
  const { blocker, release } = useUnsavedGuard(dirty);
  const chosen = shipping.lines
    .map((line) => ({ line, quantity: Math.max(0, Math.floor(quantities[line.id] ?? 0)) }))
    .filter((entry) => entry.quantity > 0);
  const parcelInputs = chosen.map((entry) => ({
    lineNo: entry.line.lineNo,
    quantity: entry.quantity,
    eq75: entry.line.eq75,
  }));
  const planned = planParcels(parcelInputs).length;
  const allShipped = shipping.lines.every((line) => line.remaining === 0);

  async function submit() {
    if (chosen.length === 0) return setError(t('delivery.form.nothing'));
    setBusy(true);
    const answer = await apiRequest<Shipment & { message?: string }>(
      browserApi,
      'POST',
      `/v1/orders/${encodeURIComponent(shipping.order.id)}/shipments`,
      {
        lines: chosen.map((entry) => ({ line: { id: entry.line.id }, quantity: entry.quantity })),
        warehouse: { id: warehouseId },
        carrier,
        trackingNumber: trackingNumber.trim() || null,
        parcels,
      },
    );
    setBusy(false);
    if (!answer.ok) return setError(answer.data?.message ?? 'Une erreur est survenue');
    release();
    navigate(`/dashboard/delivery/${encodeURIComponent(answer.data.id)}`);
  }

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', display: 'grid', gap: 2 }} data-testid="new-shipment">
      <Box>
        <Button
          component={RouterLink}
          to={`/dashboard/orders/${encodeURIComponent(shipping.order.id)}`}
          size="small"
        >
          ← {t('delivery.form.back')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('delivery.form.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('delivery.form.orderLabel', { number: shipping.order.number ?? shipping.order.id })}
        </Typography>
      </Box>
      {allShipped ? <Alert severity="success">{t('delivery.form.allShipped')}</Alert> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {shipping.lines.map((line) => (
          <Box
            key={line.id}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 140px' },
            }}
            data-testid="shipment-form-line"
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {line.label}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('delivery.form.ordered')} {formatNumber(line.ordered)} · {t('delivery.form.shipped')}{' '}
                {formatNumber(line.shipped)}
              </Typography>
            </Box>
            <NumberField
              label={t('delivery.form.toShip')}
              value={quantities[line.id] ?? null}
              onChange={(value) => setQuantities((current) => ({ ...current, [line.id]: value }))}
              disabled={line.remaining === 0}
              slotProps={{ htmlInput: { 'data-testid': `ship-quantity-${line.id}`, max: line.remaining } }}
            />
          </Box>
        ))}
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextField
          select
          size="small"
          label={t('delivery.form.warehouse')}
          value={warehouseId}
          onChange={(event) => setWarehouseId(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'ship-warehouse' } }}
        >
          {warehouses.map((warehouse) => (
            <MenuItem key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('delivery.form.carrier')}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'ship-carrier' } }}
        >
          {knownCarriers.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('delivery.form.tracking')}
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'ship-tracking', maxLength: 80 } }}
        />
        <NumberField
          label={t('delivery.form.parcels')}
          value={parcels}
          onChange={setParcels}
          helperText={t('delivery.form.parcelsHelp', { parcels: formatNumber(planned) })}
          placeholder={String(Math.max(planned, minimumParcels(parcelInputs)))}
          slotProps={{ htmlInput: { 'data-testid': 'ship-parcels' } }}
        />
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={busy || allShipped}
          onClick={() => void submit()}
          data-testid="ship-submit"
        >
          {t('delivery.form.submit')}
        </Button>
      </Box>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
