// A client's SEPA direct-debit mandates on their CRM page (issue 19, spec §4 statuses: En attente, En cours,
// Actif, Erreur): register one for an IBAN (sent to the card provider, only its masked form kept), and ask the
// provider where pending ones stand. Shown to owners and iam holding seeAllPayment.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidIban } from '@sarment/domain/payments';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../lib/api.ts';
import { formatDateTime } from '../kit/list-formats.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import type { SepaMandate } from './outstandings-types.ts';

export function SepaMandatesBlock({ clientId, api }: { clientId: string; api: ApiClient }) {
  const { t } = useTranslation();
  const [mandates, setMandates] = useState<SepaMandate[]>([]);
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/v1/clients/${encodeURIComponent(clientId)}/sepa-mandates`;

  useEffect(() => {
    let live = true;
    api.request<SepaMandate[]>('GET', path).then((answer) => {
      if (live && answer.ok && Array.isArray(answer.data)) setMandates(answer.data);
    });
    return () => {
      live = false;
    };
  }, [api, path]);

  const ibanError = iban.trim() && !isValidIban(iban) ? t('outstandings.mandates.ibanInvalid') : null;

  async function register() {
    if (!iban.trim() || !holder.trim() || ibanError) return;
    setBusy(true);
    const answer = await api.request<SepaMandate & { message?: string }>('POST', path, {
      iban,
      holderName: holder,
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.data?.message ?? null);
      return;
    }
    setError(null);
    setIban('');
    setMandates((current) => [...current, answer.data]);
  }

  async function refresh() {
    setBusy(true);
    const answer = await api.request<SepaMandate[]>('POST', `${path}/refresh`, {});
    setBusy(false);
    if (answer.ok && Array.isArray(answer.data)) setMandates(answer.data);
  }

  const waiting = mandates.some((mandate) => mandate.status === 'pending' || mandate.status === 'processing');
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, display: 'grid', gap: 1.5 }} data-testid="sepa-mandates">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('outstandings.mandates.title')}
        </Typography>
        {waiting ? (
          <Button size="small" onClick={() => void refresh()} disabled={busy}>
            {t('outstandings.mandates.refresh')}
          </Button>
        ) : null}
      </Box>
      {mandates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('outstandings.mandates.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {mandates.map((mandate) => (
            <Box
              component="li"
              key={mandate.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <StatusChip family="sepaMandate" status={mandate.status} />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {mandate.iban}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {mandate.holderName}
                {mandate.reference ? ` · ${t('outstandings.mandates.reference')} ${mandate.reference}` : ''}
                {mandate.signedAt ? ` · ${formatDateTime(mandate.signedAt)}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr auto' } }}>
        <TextField
          size="small"
          label={t('outstandings.mandates.iban')}
          value={iban}
          onChange={(event) => setIban(event.target.value)}
          error={Boolean(ibanError)}
          helperText={ibanError}
          slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'mandate-iban', maxLength: 50 } }}
        />
        <TextField
          size="small"
          label={t('outstandings.mandates.holder')}
          value={holder}
          onChange={(event) => setHolder(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 140 } }}
        />
        <Button
          variant="outlined"
          onClick={() => void register()}
          disabled={busy || !iban.trim() || !holder.trim() || Boolean(ibanError)}
          data-testid="mandate-register"
        >
          {t('outstandings.mandates.register')}
        </Button>
      </Box>
    </Paper>
  );
}
