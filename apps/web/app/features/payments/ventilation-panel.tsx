// The ventilation panel of /dashboard/orders/ventilate (issue 19): the chosen payment's or credit's amounts over the
// client's open bills (the oldest-first suggestion, partial payments), 'Valider la ventilation', an overpayment into
// credit, each allocation undone, and a credit's refund.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { paymentTypeLabels } from '@sarment/domain/reference/payment-types';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../lib/api.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import { formatPrice } from '../kit/list-formats.ts';
import { NumberField } from '../kit/number-field.tsx';
import { StatusChip } from '../kit/status-chip.tsx';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import { centsOf, summarise } from './allocation-draft.ts';
import { AllocationEditor } from './allocation-editor.tsx';
import { day } from './payments-list.tsx';
import type { Credit, OpenBill, Payment } from './receivables-types.ts';

/** The chosen payment's or credit's ventilation over the client's open bills, its allocations and a credit's refund. */
export function Ventilation(props: { bills: OpenBill[]; payment: Payment | null; credit: Credit | null }) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const revalidator = useRevalidator();
  const { payment, credit } = props;
  const availableCents = Math.round((payment ? payment.unallocated : (credit?.balance ?? 0)) * 100);
  const [amounts, setAmounts] = useState<Record<string, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useMemo(
    () => summarise(availableCents, props.bills, amounts),
    [availableCents, props.bills, amounts],
  );
  const dirty = summary.allocations.length > 0;
  const guard = useUnsavedGuard(dirty);
  const blocked = summary.leftoverCents < 0 || Object.keys(summary.errors).length > 0 || !dirty;

  async function done(answer: { ok: boolean; status: number; data: unknown }, success: string) {
    setBusy(false);
    if (answer.ok) {
      setAmounts({});
      setErrors({});
      setMessage(null);
      guard.release();
      snackbars.show(success, 'success');
      revalidator.revalidate();
      return;
    }
    setErrors(serverFieldErrors(answer.status, answer.data));
    setMessage((answer.data as { message?: string } | null)?.message ?? null);
  }

  async function ventilate() {
    setBusy(true);
    if (payment) {
      const answer = await browserApi.request('POST', `/v1/payments/${payment.id}/allocations`, {
        allocations: summary.allocations,
      });
      return done(answer, t('receivables.ventilate.done'));
    }
    // a credit is used bill by bill; the first refusal stops (each use is its own transaction)
    let answer: { ok: boolean; status: number; data: unknown } = { ok: true, status: 200, data: null };
    for (const allocation of summary.allocations) {
      answer = await browserApi.request('POST', `/v1/credits/${credit!.id}/use`, allocation);
      if (!answer.ok) break;
    }
    return done(answer, t('receivables.credits.used'));
  }

  async function undo(allocationId: string) {
    setBusy(true);
    const path = payment
      ? `/v1/payments/${payment.id}/allocations/${allocationId}`
      : `/v1/credits/${credit!.id}/uses/${allocationId}`;
    return done(await browserApi.request('DELETE', path), t('receivables.ventilate.undone'));
  }

  async function refund(body: { amount: number; type: string; date: string }) {
    setBusy(true);
    return done(
      await browserApi.request('POST', `/v1/credits/${credit!.id}/refund`, body),
      t('receivables.credits.refunded'),
    );
  }

  async function cancel() {
    setBusy(true);
    return done(
      await browserApi.request('POST', `/v1/payments/${payment!.id}/cancel`),
      t('receivables.ventilate.paymentCancelled'),
    );
  }

  async function toCredit() {
    setBusy(true);
    return done(
      await browserApi.request('POST', `/v1/payments/${payment!.id}/credit`),
      t('receivables.ventilate.credited'),
    );
  }

  const history = payment ? payment.allocations : (credit?.uses ?? []);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="ventilation">
      <UnsavedChangesDialog blocker={guard.blocker} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {payment
            ? `${payment.typeLabel} · ${day(payment.date)} · ${formatPrice(payment.amount)}`
            : `${t('receivables.origins.creditNote')} ${credit?.creditNote?.number ?? ''} · ${formatPrice(credit?.amount ?? 0)}`}
        </Typography>
        {payment ? <StatusChip family="payment" status={payment.status} /> : null}
        {credit ? <StatusChip family="credit" status={credit.status} /> : null}
      </Box>
      <Typography variant="body2" data-testid="ventilation-available">
        {t('receivables.ventilate.available', { amount: formatPrice(availableCents / 100) })}
      </Typography>
      {message ? (
        <Alert severity="error" data-testid="ventilation-error">
          {message}
        </Alert>
      ) : null}
      {availableCents > 0 ? (
        <AllocationEditor
          bills={props.bills}
          availableCents={availableCents}
          amounts={amounts}
          summary={summary}
          serverErrors={errors}
          onChange={setAmounts}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {availableCents > 0 ? (
          <Button
            variant="contained"
            disabled={busy || blocked}
            onClick={ventilate}
            data-testid="ventilate-save"
          >
            {t('receivables.ventilate.ventilate')}
          </Button>
        ) : null}
        {payment &&
        payment.status !== 'cancelled' &&
        payment.allocated === 0 &&
        payment.credited === 0 &&
        !dirty ? (
          <Button color="error" disabled={busy} onClick={cancel} data-testid="payment-cancel">
            {t('receivables.ventilate.cancelPayment')}
          </Button>
        ) : null}
        {payment && availableCents > 0 && !dirty ? (
          <Button variant="outlined" disabled={busy} onClick={toCredit} data-testid="ventilate-to-credit">
            {t('receivables.ventilate.toCredit')}
          </Button>
        ) : null}
      </Box>
      {credit && availableCents > 0 && !dirty ? (
        <RefundForm credit={credit} busy={busy} onRefund={(body) => refund(body)} />
      ) : null}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {payment ? t('receivables.ventilate.history') : t('receivables.credits.uses')}
        </Typography>
        {history.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('receivables.ventilate.noHistory')}
          </Typography>
        ) : null}
        {history.map((allocation) => (
          <Box
            key={allocation.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            data-testid="ventilation-line"
          >
            <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
              {allocation.bill.number} · {formatPrice(allocation.amount)}
            </Typography>
            <StatusChip family="payment" status={allocation.bill.paymentStatus} />
            <Button size="small" color="error" disabled={busy} onClick={() => undo(allocation.id)}>
              {t('receivables.ventilate.undo')}
            </Button>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function RefundForm(props: {
  credit: Credit;
  busy: boolean;
  onRefund: (body: { amount: number; type: string; date: string }) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(props.credit.balance);
  const [type, setType] = useState('transfer');
  const [date, setDate] = useState(() => parisDateOf(new Date()));
  const cents = centsOf(amount);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <NumberField
        label={t('receivables.credits.amount')}
        value={amount}
        decimals={2}
        onChange={setAmount}
        error_={cents === null ? t('receivables.form.amountRequired') : undefined}
      />
      <TextField
        select
        size="small"
        label={t('receivables.credits.refundType')}
        value={type}
        onChange={(e) => setType(e.target.value)}
      >
        {(['transfer', 'check', 'cash', 'cb'] as const).map((value) => (
          <MenuItem key={value} value={value}>
            {paymentTypeLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={t('receivables.credits.refundDate')}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        variant="outlined"
        disabled={props.busy || cents === null}
        onClick={() => props.onRefund({ amount: (cents ?? 0) / 100, type, date })}
        data-testid="credit-refund"
      >
        {t('receivables.credits.refund')}
      </Button>
    </Box>
  );
}
