// /dashboard/delivery/{id} (owner, iam with manageDelivery): one shipment with its lines, parcels, carrier and
// tracking link, its delivery status (spec §4) and the statuses it may move to (POST /v1/shipments/{id}/status),
// the delivery note's PDF, and its history.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeStatus } from '@sarment/domain/reference/statuses';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { DetailPage } from '../kit/detail-page.tsx';
import * as formTexts from '../kit/form-i18n.ts';
import { HistoryTimeline } from '../kit/history-timeline.tsx';
import { formatDateTime, formatNumber } from '../kit/list-formats.ts';
import type { Route } from './+types/shipment-detail-route';
import * as deliveryTexts from './delivery-i18n.ts';
import type { Shipment } from './delivery-types.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await apiGet<Shipment & { message?: string }>(
    context.api,
    `/v1/shipments/${encodeURIComponent(params.id)}`,
  );
  if (!answer.ok) throw data(answer.data?.message ?? 'Expédition introuvable', { status: answer.status });
  return { shipment: answer.data };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.shipment.number ?? 'Expédition'} — Sarment` }];
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function StatusMove({ shipment, onMoved }: { shipment: Shipment; onMoved: () => void }) {
  const { t } = useTranslation();
  const [next, setNext] = useState<string>(shipment.nextStatuses[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (shipment.nextStatuses.length === 0) {
    return <Typography color="text.secondary">{t('delivery.detail.noNext')}</Typography>;
  }
  async function apply() {
    setBusy(true);
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      'POST',
      `/v1/shipments/${encodeURIComponent(shipment.id)}/status`,
      { status: next },
    );
    setBusy(false);
    if (!answer.ok) return setError(answer.data?.message ?? 'Une erreur est survenue');
    setError(null);
    onMoved();
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('delivery.detail.moveTo')}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { 'data-testid': 'shipment-next-status' } }}
        >
          {shipment.nextStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {describeStatus('delivery', status).label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={busy || !next}
          onClick={() => void apply()}
          data-testid="shipment-apply-status"
        >
          {t('delivery.detail.apply')}
        </Button>
      </Box>
    </Box>
  );
}

export default function ShipmentDetailRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ delivery: deliveryTexts, form: formTexts });
  const { t } = useTranslation();
  const { shipment } = loaderData;
  const revalidator = useRevalidator();
  const [tab, setTab] = useState<'shipment' | 'history'>('shipment');
  const labelOf = (lineNo: number) => shipment.lines.find((line) => line.lineNo === lineNo)?.label ?? '';
  return (
    <Box data-testid="shipment-detail">
      <Button component={RouterLink} to="/dashboard/delivery" size="small" sx={{ mb: 1 }}>
        ← {t('delivery.detail.back')}
      </Button>
      <DetailPage
        title={shipment.number ?? shipment.id}
        subtitle={shipment.client.name}
        status={{ family: 'delivery', status: shipment.deliveryStatus }}
        actions={
          <Button
            variant="outlined"
            href={shipment.pdfUrl}
            target="_blank"
            rel="noreferrer"
            data-testid="shipment-pdf"
          >
            {t('delivery.detail.pdf')}
          </Button>
        }
        tabs={[
          { id: 'shipment', label: t('delivery.detail.tabs.shipment') },
          { id: 'history', label: t('delivery.detail.tabs.history') },
        ]}
        tab={tab}
        onTab={setTab}
      >
        {tab === 'history' ? (
          <HistoryTimeline
            entity="shipment"
            entityId={shipment.id}
            vocabulary={{
              fieldLabel: (field) =>
                field === 'deliveryStatus' || field === 'trackingNumber'
                  ? t(`delivery.detail.history.${field}`)
                  : field,
              valueText: (field, value) =>
                field === 'deliveryStatus' && typeof value === 'string'
                  ? describeStatus('delivery', value).label
                  : null,
            }}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Paper
              variant="outlined"
              sx={{
                p: 2,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              <Field label={t('delivery.detail.order')}>
                {shipment.order ? (
                  <Link
                    component={RouterLink}
                    to={`/dashboard/orders/${encodeURIComponent(shipment.order.id)}`}
                  >
                    {shipment.order.number ?? shipment.order.id}
                  </Link>
                ) : (
                  '—'
                )}
              </Field>
              <Field label={t('delivery.detail.warehouse')}>{shipment.warehouse.name}</Field>
              <Field label={t('delivery.detail.carrier')}>{shipment.carrier ?? '—'}</Field>
              <Field label={t('delivery.detail.tracking')}>
                {shipment.trackingUrl ? (
                  <Link
                    href={shipment.trackingUrl}
                    target="_blank"
                    rel="noreferrer"
                    data-testid="tracking-link"
                  >
                    {shipment.trackingNumber}
                  </Link>
                ) : (
                  (shipment.trackingNumber ?? '—')
                )}
              </Field>
              <Field label={t('delivery.columns.date')}>{formatDateTime(shipment.createdAt) || '—'}</Field>
              <Field label={t('delivery.detail.shippedAt')}>
                {formatDateTime(shipment.shippedAt) || '—'}
              </Field>
              <Field label={t('delivery.detail.deliveredAt')}>
                {formatDateTime(shipment.deliveredAt) || '—'}
              </Field>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('delivery.detail.move')}
              </Typography>
              <StatusMove
                key={shipment.deliveryStatus}
                shipment={shipment}
                onMoved={() => void revalidator.revalidate()}
              />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {t('delivery.detail.lines')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                {shipment.lines.map((line) => (
                  <Box
                    component="li"
                    key={line.lineNo}
                    sx={{ display: 'flex', gap: 1 }}
                    data-testid="shipment-line"
                  >
                    <Box component="strong" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                      {formatNumber(line.quantity)} ×
                    </Box>
                    <span>{line.label}</span>
                  </Box>
                ))}
              </Box>
            </Paper>
            <Box>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {t('delivery.detail.parcels')} · {formatNumber(shipment.parcelCount)}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
                }}
              >
                {shipment.parcels.map((parcel) => (
                  <Paper key={parcel.number} variant="outlined" sx={{ p: 1.5 }} data-testid="shipment-parcel">
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('delivery.detail.parcel', { number: parcel.number })}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('delivery.detail.bottles', { eq75: formatNumber(parcel.eq75) })}
                    </Typography>
                    {parcel.lines.map((line) => (
                      <Typography key={line.lineNo} variant="body2">
                        {formatNumber(line.quantity)} × {labelOf(line.lineNo)}
                      </Typography>
                    ))}
                  </Paper>
                ))}
              </Box>
            </Box>
          </Box>
        )}
      </DetailPage>
    </Box>
  );
}
