// spec §2 /dashboard/reservations: the shop's bookings for the owner and the iam (seeAllResa), a buyer's own
// bookings for a buyer; the month's tourist tax with its CSV for the staff.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@sarment/domain/access';
import { parisDateOf } from '@sarment/domain/reference';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, browserApi } from '../../lib/api.ts';
import { type SessionUser, useSessionShop, useSessionUser } from '../auth/session.ts';
import { formatPrice } from '../kit/list-formats.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import type { Route } from './+types/reservations-list-route';
import type { Reservation, TouristTax } from './event-types.ts';
import * as wineTourismTexts from './events-i18n.ts';
import {
  myReservationListRules,
  reservationListDefinition,
  reservationListRules,
} from './reservation-list.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const me = await apiGet<SessionUser>(context.api, '/v1/users/me');
  const buyer = me.ok && me.data.role === 'buyer';
  const list = buyer
    ? await loadList<Reservation>(context.api, '/v1/my-reservations', myReservationListRules, url)
    : await loadList<Reservation>(context.api, '/v1/reservations', reservationListRules, url);
  return { list, buyer };
}

export function meta() {
  return [{ title: 'Réservations — Sarment' }];
}

function TouristTaxPanel() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => parisDateOf(new Date()).slice(0, 7));
  const [report, setReport] = useState<TouristTax | null>(null);
  useEffect(() => {
    let live = true;
    apiGet<TouristTax>(browserApi, `/v1/reservations/tourist-tax?month=${month}`).then((answer) => {
      if (live) setReport(answer.ok ? answer.data : null);
    });
    return () => {
      live = false;
    };
  }, [month]);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('wineTourism.reservations.touristTax')}
      </Typography>
      <TextField
        type="month"
        size="small"
        label={t('wineTourism.reservations.touristTaxMonth')}
        value={month}
        onChange={(e) => e.target.value && setMonth(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {report ? (
        <Typography variant="body2" data-testid="tourist-tax-summary">
          {t('wineTourism.reservations.touristTaxSummary', {
            bookings: report.bookings,
            persons: report.persons,
            nights: report.nights,
            amount: formatPrice(report.amount),
          })}
        </Typography>
      ) : null}
      <Button href={`/v1/reservations/tourist-tax/export?month=${month}&format=csv`} download>
        {t('wineTourism.reservations.touristTaxCsv')}
      </Button>
    </Paper>
  );
}

export default function ReservationsListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, wineTourism: wineTourismTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const { buyer } = loaderData;
  const definition = useMemo(() => reservationListDefinition(t, buyer), [t, buyer]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListPage
        definition={definition}
        data={loaderData.list}
        title={t(buyer ? 'wineTourism.reservations.mine' : 'wineTourism.reservations.title')}
        actions={
          !buyer && hasPermission(user, shop, 'createResa') ? (
            <Button
              component={RouterLink}
              to="/dashboard/reservations/add"
              variant="contained"
              data-testid="reservations-add"
            >
              {t('wineTourism.reservations.add')}
            </Button>
          ) : null
        }
      />
      {buyer ? null : <TouristTaxPanel />}
    </Box>
  );
}
