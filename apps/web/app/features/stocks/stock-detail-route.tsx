// spec §2 /dashboard/stocks/{id} (seeAllStock): one stock line, its figures, its alert threshold and its latest
// movements (GET /v1/stocks/{id}; PUT sets the threshold).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { formatDateTime, formatNumber } from '../kit/list-formats.ts';
import { NumberField } from '../kit/number-field.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/stock-detail-route';
import { documentLabel, signed } from './movement-list.tsx';
import { itemName } from './stock-list.tsx';
import type { StockLevelDetail } from './stock-types.ts';
import * as stocksTexts from './stocks-i18n.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await apiGet<StockLevelDetail & { message?: string }>(
    context.api,
    `/v1/stocks/${encodeURIComponent(params.id)}`,
  );
  if (!answer.ok) throw data(answer.data?.message ?? 'Ligne de stock introuvable', { status: answer.status });
  return { level: answer.data };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded ? itemName(loaded.level) : 'Stock'} — Sarment` }];
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 120, flex: '1 1 120px' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid={testId}>
        {formatNumber(value)}
      </Typography>
    </Paper>
  );
}

export default function StockDetailRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ stocks: stocksTexts });
  const { t } = useTranslation();
  const { level } = loaderData;
  const snackbars = useSnackbar();
  const revalidator = useRevalidator();
  const [threshold, setThreshold] = useState<number | null>(level.alertThreshold);
  const [error, setError] = useState<string | null>(null);

  async function saveThreshold() {
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      'PUT',
      `/v1/stocks/${encodeURIComponent(level.id)}`,
      {
        alertThreshold: threshold,
      },
    );
    if (!answer.ok) return setError(answer.data?.message ?? 'Une erreur est survenue');
    setError(null);
    snackbars.show(t('stocks.detail.thresholdSaved'), 'success');
    void revalidator.revalidate();
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }} data-testid="stock-detail">
      <Box>
        <Button component={RouterLink} to="/dashboard/stocks" size="small">
          ← {t('stocks.detail.back')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {itemName(level)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {level.warehouse.name}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Figure label={t('stocks.columns.quantity')} value={level.quantity} testId="level-quantity" />
        <Figure label={t('stocks.columns.reserved')} value={level.reserved} testId="level-reserved" />
        <Figure label={t('stocks.columns.available')} value={level.available} testId="level-available" />
      </Box>
      {level.alertRaised ? <Alert severity="warning">{t('stocks.lowStockChip')}</Alert> : null}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('stocks.detail.threshold')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('stocks.detail.thresholdHelp')}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <NumberField
            label={t('stocks.detail.threshold')}
            value={threshold}
            onChange={setThreshold}
            fullWidth={false}
            slotProps={{ htmlInput: { 'data-testid': 'threshold' } }}
          />
          <Button variant="contained" onClick={() => void saveThreshold()} data-testid="threshold-save">
            {t('stocks.detail.saveThreshold')}
          </Button>
        </Box>
      </Paper>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography component="h2" variant="h6">
          {t('stocks.detail.movements')}
        </Typography>
        <Button
          component={RouterLink}
          to={`/dashboard/stocks/movements?product=${encodeURIComponent(level.product.id)}&warehouse=${encodeURIComponent(level.warehouse.id)}`}
          size="small"
        >
          {t('stocks.detail.allMovements')}
        </Button>
      </Box>
      {level.movements.length === 0 ? (
        <Typography color="text.secondary">{t('stocks.detail.noMovements')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          data-testid="level-movements"
        >
          {level.movements.map((movement) => (
            <Paper
              component="li"
              key={movement.id}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`stocks.reasons.${movement.reason}`)}
                  {movement.lot ? ` · ${t('stocks.columns.lot')} ${movement.lot}` : ''}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[
                    formatDateTime(movement.date),
                    movement.author?.name,
                    documentLabel(movement, t),
                    movement.note,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Typography
                sx={{ fontWeight: 700, color: movement.quantity < 0 ? 'error.main' : 'success.main' }}
              >
                {signed(movement.quantity)}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
