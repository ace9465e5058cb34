// spec §2 /dashboard/orders/ventilate (owner, iam): the ventilation (lettrage) of a client's received payments
// over their open bills. Choose a client: their payments with an amount left to ventilate and their usable
// credits are listed, and their open bills. Pick one payment (or credit): the oldest-first suggestion fills the
// amounts, any bill may be paid partly, and 'Valider la ventilation' records it (POST /v1/payments/{id}/allocations
// or /v1/credits/{id}/use); an overpayment becomes client credit; each allocation can be undone.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { formatPrice } from '../kit/list-formats.ts';
import type { Route } from './+types/ventilate-route';
import { ClientPicker } from './client-picker.tsx';
import { day } from './payments-list.tsx';
import * as receivablesTexts from './receivables-i18n.ts';
import type { ClientChoice, Credit, CreditRow, OpenBill, Payment, PaymentRow } from './receivables-types.ts';
import { Ventilation } from './ventilation-panel.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const clientId = url.searchParams.get('client');
  const paymentId = url.searchParams.get('payment');
  const creditId = url.searchParams.get('credit');
  if (!clientId) return { client: null, bills: [], payments: [], credits: [], payment: null, credit: null };
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const [client, bills, payments, credits, payment, credit] = await Promise.all([
    apiGet<ClientChoice[]>(context.api, `/v1/payments/clients?${q({ id: clientId })}`),
    apiGet<OpenBill[]>(context.api, `/v1/payments/open-bills?${q({ client: clientId })}`),
    apiGet<PaymentRow[]>(
      context.api,
      `/v1/payments?${q({ client: clientId, source: 'entered', unallocated: 'true', pageSize: '100', sort: 'date' })}`,
    ),
    apiGet<CreditRow[]>(
      context.api,
      `/v1/credits?${q({ client: clientId, status: 'full,partial', pageSize: '100', sort: 'createdAt' })}`,
    ),
    paymentId ? apiGet<Payment>(context.api, `/v1/payments/${encodeURIComponent(paymentId)}`) : null,
    creditId ? apiGet<Credit>(context.api, `/v1/credits/${encodeURIComponent(creditId)}`) : null,
  ]);
  return {
    client: client.ok ? (client.data[0] ?? null) : null,
    bills: bills.ok ? bills.data : [],
    payments: payments.ok ? payments.data : [],
    credits: credits.ok ? credits.data : [],
    payment: payment?.ok && payment.data.client?.id === clientId ? payment.data : null,
    credit: credit?.ok && credit.data.client.id === clientId ? credit.data : null,
  };
}

export function meta() {
  return [{ title: 'Ventilations — Sarment' }];
}

export default function VentilateRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ form: formTexts, receivables: receivablesTexts });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { client, bills, payments, credits, payment, credit } = loaderData;
  const to = (params: Record<string, string>) => `/dashboard/orders/ventilate?${new URLSearchParams(params)}`;
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', display: 'grid', gap: 2 }} data-testid="ventilate-page">
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('receivables.titles.ventilate')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 900 }}>
          {t('receivables.ventilate.intro')}
        </Typography>
      </Box>
      <Box sx={{ maxWidth: 480 }}>
        <ClientPicker
          value={client}
          onChange={(chosen) => navigate(chosen ? to({ client: chosen.id }) : '/dashboard/orders/ventilate')}
        />
      </Box>
      {client ? (
        <>
          <Typography variant="body2" data-testid="ventilate-summary">
            {t('receivables.ventilate.summary', {
              count: client.openBills,
              due: formatPrice(client.due),
              unallocated: formatPrice(client.unallocated),
              credit: formatPrice(client.credit),
            })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t('receivables.ventilate.payments')}
                </Typography>
                {payments.length === 0 && !payment ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('receivables.ventilate.noPayment')}
                  </Typography>
                ) : null}
                {payments.map((row) => (
                  <SourceLine
                    key={row.id}
                    selected={payment?.id === row.id}
                    title={`${day(row.date)} · ${row.typeLabel}${row.reference ? ` · ${row.reference}` : ''}`}
                    amount={row.amount}
                    available={row.unallocated}
                    to={to({ client: client.id, payment: row.id })}
                    testId="ventilate-payment"
                  />
                ))}
              </Paper>
              <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t('receivables.ventilate.credits')}
                </Typography>
                {credits.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('receivables.ventilate.noCredit')}
                  </Typography>
                ) : null}
                {credits.map((row) => (
                  <SourceLine
                    key={row.id}
                    selected={credit?.id === row.id}
                    title={
                      row.origin === 'creditNote'
                        ? `${t('receivables.origins.creditNote')} ${row.creditNote?.number ?? ''}`
                        : t('receivables.origins.overpayment')
                    }
                    amount={row.amount}
                    available={row.balance}
                    to={to({ client: client.id, credit: row.id })}
                    testId="ventilate-credit"
                  />
                ))}
              </Paper>
            </Box>
            {payment || credit ? (
              <Ventilation key={(payment ?? credit)!.id} bills={bills} payment={payment} credit={credit} />
            ) : (
              <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {t('receivables.ventilate.openBills')}
                </Typography>
                {bills.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('receivables.form.noOpenBill')}
                  </Typography>
                ) : null}
                {bills.map((bill) => (
                  <Box
                    key={bill.id}
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                    data-testid="ventilate-bill"
                  >
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {bill.number}
                    </Typography>
                    <Typography variant="body2">
                      {t('receivables.form.dueOn')} {bill.dueOn ? day(bill.dueOn) : '—'} ·{' '}
                      {t('receivables.form.remaining')} {formatPrice(bill.remaining)}
                    </Typography>
                  </Box>
                ))}
              </Paper>
            )}
          </Box>
        </>
      ) : (
        <Alert severity="info">{t('receivables.ventilate.chooseClient')}</Alert>
      )}
    </Box>
  );
}

function SourceLine(props: {
  selected: boolean;
  title: string;
  amount: number;
  available: number;
  to: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid={props.testId}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
        p: 1,
        borderRadius: 1,
        border: 1,
        borderColor: props.selected ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatPrice(props.amount)} ·{' '}
          {t('receivables.ventilate.available', { amount: formatPrice(props.available) })}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={props.to}
        size="small"
        variant={props.selected ? 'contained' : 'outlined'}
      >
        {t('receivables.ventilate.choose')}
      </Button>
    </Box>
  );
}
