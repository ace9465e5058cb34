// 'Enregistrer un paiement' (spec §2 /dashboard/payments): the client, the spec §9 method, the amount in euros,
// the day it was received, a reference, then its ventilation over the client's open bills (oldest first
// suggested) and what is left turned into client credit. POST /v1/payments (contract).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { paymentTypeLabels } from '@sarment/domain/reference/payment-types';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import { NumberField } from '../kit/number-field.tsx';
import { centsOf, summarise } from './allocation-draft.ts';
import { AllocationEditor } from './allocation-editor.tsx';
import { ClientPicker } from './client-picker.tsx';
import { type ClientChoice, enteredPaymentTypes, type OpenBill, type Payment } from './receivables-types.ts';

export function PaymentDialog(props: {
  today: string;
  onClose: () => void;
  onSaved: (payment: Payment) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [type, setType] = useState<string>('transfer');
  const [amount, setAmount] = useState<number | null>(null);
  const [date, setDate] = useState(props.today);
  const [reference, setReference] = useState('');
  const [bills, setBills] = useState<OpenBill[]>([]);
  const [amounts, setAmounts] = useState<Record<string, number | null>>({});
  const [toCredit, setToCredit] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setAmounts({});
    if (!client) {
      setBills([]);
      return;
    }
    let live = true;
    browserApi
      .request<OpenBill[]>('GET', `/v1/payments/open-bills?${new URLSearchParams({ client: client.id })}`)
      .then((answer) => {
        if (live && answer.ok) setBills(answer.data);
      });
    return () => {
      live = false;
    };
  }, [client]);

  const amountCents = centsOf(amount) ?? 0;
  const summary = useMemo(() => summarise(amountCents, bills, amounts), [amountCents, bills, amounts]);
  const blocked = summary.leftoverCents < 0 || Object.keys(summary.errors).length > 0;

  async function save() {
    const local: Record<string, string> = {};
    if (!client) local['client.id'] = t('receivables.form.clientRequired');
    if (centsOf(amount) === null) local.amount = t('receivables.form.amountRequired');
    setErrors(local);
    if (Object.keys(local).length || blocked) return;
    setBusy(true);
    const answer = await browserApi.request<Payment & { message?: string }>('POST', '/v1/payments', {
      type,
      amount: amountCents / 100,
      date,
      client: { id: client!.id },
      reference: reference.trim() || null,
      allocations: summary.allocations,
      leftoverToCredit: toCredit && summary.leftoverCents > 0,
    });
    setBusy(false);
    if (answer.ok) {
      props.onSaved(answer.data);
      return;
    }
    setErrors(serverFieldErrors(answer.status, answer.data));
    setMessage(answer.data?.message ?? null);
  }

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="payment-title"
    >
      <DialogTitle id="payment-title">{t('receivables.record')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }} data-testid="payment-form">
          {message ? (
            <Alert severity="error" data-testid="payment-error">
              {message}
            </Alert>
          ) : null}
          <ClientPicker value={client} onChange={setClient} error={errors['client.id']} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              size="small"
              label={t('receivables.form.type')}
              value={type}
              onChange={(event) => setType(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'payment-type' } }}
            >
              {enteredPaymentTypes.map((value) => (
                <MenuItem key={value} value={value}>
                  {paymentTypeLabels[value]}
                </MenuItem>
              ))}
            </TextField>
            <NumberField
              label={t('receivables.form.amount')}
              value={amount}
              decimals={2}
              onChange={setAmount}
              error_={errors.amount}
              slotProps={{ htmlInput: { 'data-testid': 'payment-amount' } }}
            />
            <TextField
              size="small"
              type="date"
              label={t('receivables.form.date')}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={!!errors.date}
              helperText={errors.date}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'payment-date' } }}
            />
            <TextField
              size="small"
              label={t('receivables.form.reference')}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'payment-reference' } }}
            />
          </Box>
          {client ? (
            <AllocationEditor
              bills={bills}
              availableCents={amountCents}
              amounts={amounts}
              summary={summary}
              serverErrors={errors}
              onChange={setAmounts}
            />
          ) : null}
          {client && summary.leftoverCents > 0 && summary.allocatedCents > 0 ? (
            <FormControlLabel
              control={
                <Checkbox
                  checked={toCredit}
                  onChange={(event) => setToCredit(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'payment-to-credit' } as object }}
                />
              }
              label={t('receivables.form.leftoverToCredit')}
            />
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('receivables.form.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || blocked} data-testid="payment-save">
          {t('receivables.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
