// The dialogs of a sales page: a credit note of the whole bill or of chosen lines and quantities (POST
// /v1/bills/{id}/credit-note), and a deposit bill on an order (POST /v1/orders/{id}/deposit-bill: the server spreads
// its VAT over the order's rates, the dialog showing its preview first). Each answers
// the document made, or null when cancelled or refused (the API's French message shows in the global snackbar).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { formatPrice } from '../kit/list-formats.ts';
import { NumberField } from '../kit/number-field.tsx';
import type { SalesDocument } from './sales-types.ts';

/** The body of a credit note: {} for the whole bill, else the chosen lines with a quantity within the billed one. */
export function creditNoteBody(
  whole: boolean,
  chosen: Record<number, number | null>,
  lines: readonly Pick<SalesDocument['lines'][number], 'lineNo' | 'quantity'>[],
): { lines?: { lineNo: number; quantity: number }[] } | null {
  if (whole) return {};
  const picked = lines
    .filter((line) => chosen[line.lineNo] !== undefined)
    .map((line) => ({ lineNo: line.lineNo, quantity: chosen[line.lineNo] ?? 0 }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity >= 1);
  return picked.length ? { lines: picked } : null;
}

export function CreditNoteDialog(props: {
  bill: SalesDocument;
  open: boolean;
  onClose: (made: SalesDocument | null) => void;
}) {
  const { t } = useTranslation();
  const { bill } = props;
  const [whole, setWhole] = useState(true);
  const [chosen, setChosen] = useState<Record<number, number | null>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const body = creditNoteBody(whole, chosen, bill.lines);
    if (!body) {
      setError(t('sales.credit.none'));
      return;
    }
    setBusy(true);
    const answer = await browserApi.request<SalesDocument>(
      'POST',
      `/v1/bills/${encodeURIComponent(bill.id)}/credit-note`,
      body,
    );
    setBusy(false);
    if (answer.ok) props.onClose(answer.data);
  };
  return (
    <Dialog open={props.open} onClose={() => props.onClose(null)} fullWidth maxWidth="sm">
      <DialogTitle>{t('sales.credit.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2">{t('sales.credit.text', { number: bill.number ?? '' })}</Typography>
        <RadioGroup
          value={whole ? 'whole' : 'chosen'}
          onChange={(event) => {
            setWhole(event.target.value === 'whole');
            setError(null);
          }}
        >
          <FormControlLabel value="whole" control={<Radio />} label={t('sales.credit.whole')} />
          <FormControlLabel value="chosen" control={<Radio />} label={t('sales.credit.chosen')} />
        </RadioGroup>
        {!whole &&
          bill.lines.map((line) => {
            const picked = chosen[line.lineNo] !== undefined;
            return (
              <Box
                key={line.lineNo}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                data-testid={`credit-line-${line.lineNo}`}
              >
                <FormControlLabel
                  sx={{ flex: '1 1 220px', minWidth: 0 }}
                  control={
                    <Checkbox
                      checked={picked}
                      onChange={(event) => {
                        const next = { ...chosen };
                        if (event.target.checked) next[line.lineNo] = line.quantity;
                        else delete next[line.lineNo];
                        setChosen(next);
                        setError(null);
                      }}
                    />
                  }
                  label={`${line.label} — ${line.quantity} × ${formatPrice(line.unitHT)}`}
                />
                {picked && (
                  <NumberField
                    size="small"
                    sx={{ width: 110 }}
                    label={t('sales.detail.line.quantity')}
                    value={chosen[line.lineNo] ?? null}
                    onChange={(value) => setChosen({ ...chosen, [line.lineNo]: value })}
                    slotProps={{
                      htmlInput: {
                        'aria-label': t('sales.credit.quantityOf', {
                          lineNo: line.lineNo,
                          label: line.label,
                        }),
                      },
                    }}
                  />
                )}
              </Box>
            );
          })}
        {error && (
          <Typography color="error" variant="body2" role="alert">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(null)}>{t('sales.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {t('sales.credit.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What the server will issue for a deposit (GET /v1/orders/{id}/deposit-bill/preview): its lines per VAT rate. */
export interface DepositPlan {
  lines: { label: string; vatRate: number; totalHT: number; totalVAT: number; totalTTC: number }[];
  totalHT: number;
  totalVAT: number;
  totalTTC: number;
}

const apiMessage = (data: unknown) =>
  data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
    ? data.message
    : null;

/** The French way of writing a VAT rate: 5,5 %. */
const rateText = (rate: number) => `${new Intl.NumberFormat('fr-FR').format(rate)} %`;

export function DepositDialog(props: {
  order: { id: string; number: string | null; client: { id: string } | null };
  open: boolean;
  onClose: (made: SalesDocument | null) => void;
}) {
  const { t } = useTranslation();
  const { order } = props;
  const [amount, setAmount] = useState<number | null>(null);
  const [plan, setPlan] = useState<DepositPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the server spreads the deposit over the order's VAT rates: the dialog shows its answer, never its own guess
  useEffect(() => {
    setPlan(null);
    if (!amount || !(amount > 0)) return;
    let current = true;
    const timer = setTimeout(() => {
      void browserApi
        .request<DepositPlan>(
          'GET',
          `/v1/orders/${encodeURIComponent(order.id)}/deposit-bill/preview?amountHT=${Math.round(amount * 100) / 100}`,
        )
        .then((answer) => {
          if (!current) return;
          if (answer.ok) setPlan(answer.data);
          else setError(apiMessage(answer.data) ?? t('sales.deposit.invalid'));
        });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [amount, order.id, t]);
  const submit = async () => {
    if (!amount || !(amount > 0) || !order.client) {
      setError(t('sales.deposit.invalid'));
      return;
    }
    setBusy(true);
    const issued = await browserApi.request<SalesDocument>(
      'POST',
      `/v1/orders/${encodeURIComponent(order.id)}/deposit-bill`,
      { amountHT: Math.round(amount * 100) / 100 },
    );
    setBusy(false);
    if (issued.ok) props.onClose(issued.data);
    else setError(apiMessage(issued.data) ?? t('sales.deposit.invalid'));
  };
  return (
    <Dialog open={props.open} onClose={() => props.onClose(null)} fullWidth maxWidth="sm">
      <DialogTitle>{t('sales.deposit.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{t('sales.deposit.text', { number: order.number ?? '' })}</Typography>
        <NumberField
          label={t('sales.deposit.amount')}
          value={amount}
          decimals={2}
          onChange={(value) => {
            setAmount(value);
            setError(null);
          }}
          error_={error ?? undefined}
        />
        {plan && (
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
            <caption style={{ textAlign: 'left', paddingBottom: 4 }}>{t('sales.deposit.breakdown')}</caption>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
                  {t('sales.deposit.rate')}
                </Box>
                <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
                  {t('sales.deposit.ht')}
                </Box>
                <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
                  {t('sales.deposit.vat')}
                </Box>
                <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
                  {t('sales.deposit.ttc')}
                </Box>
              </tr>
            </thead>
            <tbody>
              {plan.lines.map((line) => (
                <tr key={line.vatRate}>
                  <td>{rateText(line.vatRate)}</td>
                  <Box component="td" sx={{ textAlign: 'right' }}>
                    {formatPrice(line.totalHT)}
                  </Box>
                  <Box component="td" sx={{ textAlign: 'right' }}>
                    {formatPrice(line.totalVAT)}
                  </Box>
                  <Box component="td" sx={{ textAlign: 'right' }}>
                    {formatPrice(line.totalTTC)}
                  </Box>
                </tr>
              ))}
              <Box component="tr" sx={{ fontWeight: 600 }}>
                <td>{t('sales.deposit.total')}</td>
                <Box component="td" sx={{ textAlign: 'right' }}>
                  {formatPrice(plan.totalHT)}
                </Box>
                <Box component="td" sx={{ textAlign: 'right' }}>
                  {formatPrice(plan.totalVAT)}
                </Box>
                <Box component="td" sx={{ textAlign: 'right' }}>
                  {formatPrice(plan.totalTTC)}
                </Box>
              </Box>
            </tbody>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(null)}>{t('sales.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {t('sales.actions.deposit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
