// /dashboard/orders/samples/add (owner, iam with createOrder, agent for their clients): give a client bottles at no
// charge. The products come from the chosen warehouse's stock lines (what it holds); the stock leaves with the
// reason 'Échantillon' (POST /v1/samples).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import * as deliveryTexts from '../delivery/delivery-i18n.ts';
import type { Sample } from '../delivery/delivery-types.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { NumberField } from '../kit/number-field.tsx';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import { itemName } from '../stocks/stock-list.tsx';
import type { StockLevel, Warehouse } from '../stocks/stock-types.ts';
import * as stocksTexts from '../stocks/stocks-i18n.ts';
import type { Route } from './+types/samples-add-route';

interface ClientChoice {
  id: string;
  displayName: string;
}

export async function loader({ context }: Route.LoaderArgs) {
  const [clients, warehouses, stocks] = await Promise.all([
    apiGet<ClientChoice[]>(context.api, '/v1/clients?pageSize=100&sort=name'),
    apiGet<Warehouse[]>(context.api, '/v1/warehouses'),
    apiGet<StockLevel[]>(context.api, '/v1/stocks?pageSize=100'),
  ]);
  const list = <T,>(answer: { ok: boolean; data: unknown }) =>
    answer.ok && Array.isArray(answer.data) ? (answer.data as T[]) : [];
  return {
    clients: list<ClientChoice>(clients).map((c) => ({ id: c.id, displayName: c.displayName })),
    warehouses: list<Warehouse>(warehouses),
    stocks: list<StockLevel>(stocks),
  };
}

export function meta() {
  return [{ title: 'Nouvel échantillon — Sarment' }];
}

interface Line {
  level: string;
  quantity: number | null;
}

export default function SamplesAddRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ delivery: deliveryTexts, form: formTexts, stocks: stocksTexts });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clients, warehouses, stocks } = loaderData;
  const [clientId, setClientId] = useState('');
  const [warehouseId, setWarehouseId] = useState(
    (warehouses.find((w) => w.isDefault) ?? warehouses[0])?.id ?? '',
  );
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState<Line[]>([{ level: '', quantity: 1 }]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = clientId !== '' || reason !== '' || lines.some((line) => line.level !== '');
  const { blocker, release } = useUnsavedGuard(dirty);
  const offered = stocks.filter((level) => level.warehouse.id === warehouseId && level.available > 0);
  const setLine = (index: number, change: Partial<Line>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));

  async function submit() {
    const chosen = lines.flatMap((line) => {
      const level = stocks.find((candidate) => candidate.id === line.level);
      return level && line.quantity ? [{ level, quantity: Math.floor(line.quantity) }] : [];
    });
    setBusy(true);
    const answer = await apiRequest<Sample & { message?: string }>(browserApi, 'POST', '/v1/samples', {
      client: { id: clientId },
      warehouse: { id: warehouseId },
      reason: reason.trim(),
      lines: chosen.map(({ level, quantity }) => ({
        product: { id: level.product.id },
        format: { id: level.format.id },
        vintage: level.vintage ? { id: level.vintage.id } : null,
        quantity,
      })),
    });
    setBusy(false);
    if (!answer.ok) return setError(answer.data?.message ?? 'Une erreur est survenue');
    release();
    navigate(`/dashboard/orders/samples/${encodeURIComponent(answer.data.id)}`);
  }

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', display: 'grid', gap: 2 }} data-testid="sample-add">
      <Box>
        <Button component={RouterLink} to="/dashboard/orders/samples" size="small">
          ← {t('delivery.samples.back')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('delivery.samples.add')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('delivery.samples.free')}
        </Typography>
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextField
          select
          size="small"
          label={t('delivery.samples.client')}
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'sample-client' } }}
        >
          {clients.map((client) => (
            <MenuItem key={client.id} value={client.id}>
              {client.displayName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('delivery.samples.warehouse')}
          value={warehouseId}
          onChange={(event) => {
            setWarehouseId(event.target.value);
            setLines([{ level: '', quantity: 1 }]);
          }}
          slotProps={{ htmlInput: { 'data-testid': 'sample-warehouse' } }}
        >
          {warehouses.map((warehouse) => (
            <MenuItem key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('delivery.samples.reason')}
          helperText={t('delivery.samples.reasonHelp')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{ htmlInput: { 'data-testid': 'sample-reason', maxLength: 200 } }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {lines.map((line, index) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id of their own until saved
            key={index}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 120px auto' },
            }}
          >
            <TextField
              select
              size="small"
              label={t('delivery.samples.product')}
              value={line.level}
              onChange={(event) => setLine(index, { level: event.target.value })}
              slotProps={{ htmlInput: { 'data-testid': `sample-product-${index}` } }}
            >
              {offered.map((level) => (
                <MenuItem key={level.id} value={level.id}>
                  {itemName(level)} · {t('delivery.samples.available', { count: level.available })}
                </MenuItem>
              ))}
            </TextField>
            <NumberField
              label={t('delivery.samples.quantity')}
              value={line.quantity}
              onChange={(quantity) => setLine(index, { quantity })}
              slotProps={{ htmlInput: { 'data-testid': `sample-quantity-${index}` } }}
            />
            <Button
              color="error"
              disabled={lines.length === 1}
              onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
            >
              {t('delivery.samples.removeLine')}
            </Button>
          </Box>
        ))}
        <Box>
          <Button onClick={() => setLines((current) => [...current, { level: '', quantity: 1 }])}>
            {t('delivery.samples.addLine')}
          </Button>
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="sample-submit">
          {t('delivery.samples.submit')}
        </Button>
      </Box>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
