// spec §2 /dashboard/payments (seeAllPayment): every payment of the shop in the list kit, and
// 'Enregistrer un paiement' (a dialog: client, method, amount, date, ventilation over the client's bills).
import Button from '@mui/material/Button';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/payments-list-route';
import { PaymentDialog } from './payment-dialog.tsx';
import { paymentListDefinition, paymentListRules } from './payments-list.tsx';
import * as receivablesTexts from './receivables-i18n.ts';
import type { PaymentRow } from './receivables-types.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await loadList<PaymentRow>(context.api, '/v1/payments', paymentListRules, url);
  return { list, today: parisDateOf(new Date()) };
}

export function meta() {
  return [{ title: 'Paiements — Sarment' }];
}

export default function PaymentsListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, receivables: receivablesTexts });
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const definition = useMemo(() => paymentListDefinition(t), [t]);
  return (
    <>
      <ListPage
        definition={definition}
        data={loaderData.list}
        title={t('receivables.titles.payments')}
        actions={
          <>
            <Button component={RouterLink} to="/dashboard/orders/ventilate" size="small">
              {t('receivables.titles.ventilate')}
            </Button>
            <Button
              variant="contained"
              size="small"
              onClick={() => setOpen(true)}
              data-testid="payment-record"
            >
              {t('receivables.record')}
            </Button>
          </>
        }
      />
      {open ? (
        <PaymentDialog
          today={loaderData.today}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            snackbars.show(t('receivables.form.saved'), 'success');
            revalidator.revalidate();
          }}
        />
      ) : null}
    </>
  );
}
