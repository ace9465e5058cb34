// /dashboard/orders/samples/{id} (owner, iam, agent for their clients): one sample, its lines, reason, warehouse
// and delivery note PDF.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import * as deliveryTexts from '../delivery/delivery-i18n.ts';
import type { Sample } from '../delivery/delivery-types.ts';
import { formatDateTime, formatNumber } from '../kit/list-formats.ts';
import type { Route } from './+types/sample-detail-route';

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await apiGet<Sample & { message?: string }>(
    context.api,
    `/v1/samples/${encodeURIComponent(params.id)}`,
  );
  if (!answer.ok) throw data(answer.data?.message ?? 'Échantillon introuvable', { status: answer.status });
  return { sample: answer.data };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.sample.number ?? 'Échantillon'} — Sarment` }];
}

export default function SampleDetailRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ delivery: deliveryTexts });
  const { t } = useTranslation();
  const { sample } = loaderData;
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', display: 'grid', gap: 2 }} data-testid="sample-detail">
      <Box>
        <Button component={RouterLink} to="/dashboard/orders/samples" size="small">
          ← {t('delivery.samples.back')}
        </Button>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
            {sample.number}
          </Typography>
          <Button variant="outlined" href={sample.pdfUrl} target="_blank" rel="noreferrer">
            {t('delivery.samples.pdf')}
          </Button>
        </Box>
        <Typography color="text.secondary">
          {sample.client.name} · {formatDateTime(sample.createdAt)}
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('delivery.samples.reason')}
          </Typography>
          <Typography variant="body2" data-testid="sample-reason">
            {sample.reason}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('delivery.samples.warehouse')}
          </Typography>
          <Typography variant="body2">{sample.warehouse.name}</Typography>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {sample.lines.map((line) => (
            <Box component="li" key={line.lineNo} sx={{ display: 'flex', gap: 1 }}>
              <Box component="strong" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                {formatNumber(line.quantity)} ×
              </Box>
              <span>{line.label}</span>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('delivery.samples.free')}
        </Typography>
      </Paper>
    </Box>
  );
}
