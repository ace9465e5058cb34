// spec §2 /dashboard/reservations/{id} (owner, iam): who comes, persons per rate, language, payment state, notes;
// check-in on the day (arrived / no-show), move to another slot within its places, cancel with or without refund
// (recorded as 'to refund': no payment provider refund yet), reminder e-mail.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import type { SessionUser } from '../auth/session.ts';
import { formatDateTime, formatPrice } from '../kit/list-formats.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/reservation-detail-route';
import type { Reservation, ShopEvent } from './event-types.ts';
import * as wineTourismTexts from './events-i18n.ts';
import { MyReservationDetail } from './my-reservation-detail.tsx';
import { PaymentState, ReservationStatus } from './reservation-list.tsx';

export async function loader({ params, context }: Route.LoaderArgs) {
  // a buyer reads their own booking (issue 21); the staff the shop's
  const me = await apiGet<SessionUser>(context.api, '/v1/users/me');
  if (me.ok && me.data.role === 'buyer') {
    const mine = await apiGet<Reservation & { message?: string }>(
      context.api,
      `/v1/my-reservations/${encodeURIComponent(params.id)}`,
    );
    if (!mine.ok) throw new Response(mine.data?.message ?? 'Réservation introuvable', { status: 404 });
    return { reservation: mine.data as Reservation, slots: [], buyer: true };
  }
  const answer = await apiGet<Reservation & { message?: string }>(
    context.api,
    `/v1/reservations/${encodeURIComponent(params.id)}`,
  );
  if (!answer.ok) throw new Response(answer.data?.message ?? 'Réservation introuvable', { status: 404 });
  const reservation = answer.data as Reservation;
  const event = await apiGet<ShopEvent>(context.api, `/v1/events/${reservation.event.id}`);
  const now = Date.now();
  const slots = event.ok
    ? event.data.slots.filter((slot) => new Date(slot.startsAt).getTime() > now).slice(0, 60)
    : [];
  return { reservation, slots, buyer: false };
}

export function meta() {
  return [{ title: 'Réservation — Sarment' }];
}

export default function ReservationDetailRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ wineTourism: wineTourismTexts });
  return loaderData.buyer ? (
    <MyReservationDetail reservation={loaderData.reservation} />
  ) : (
    <StaffReservationDetail loaderData={loaderData} />
  );
}

function StaffReservationDetail({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { t } = useTranslation();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const [reservation, setReservation] = useState(loaderData.reservation);
  const [moveTo, setMoveTo] = useState('');
  const [notes, setNotes] = useState(reservation.notes ?? '');
  const [alert, setAlert] = useState<string | null>(null);
  const cancelled = reservation.status === 'cancelled';

  async function act(path: string, body: object = {}) {
    const answer = await apiRequest<Reservation & { message?: string }>(
      browserApi,
      path === '' ? 'PUT' : 'POST',
      `/v1/reservations/${reservation.id}${path}`,
      body,
    );
    if (!answer.ok) {
      setAlert(answer.data?.message ?? 'Une erreur est survenue');
      return false;
    }
    setAlert(null);
    setReservation(answer.data as Reservation);
    return true;
  }

  async function cancel(refund: boolean) {
    const confirmed = await popup.open({
      title: t(refund ? 'wineTourism.reservation.cancelRefund' : 'wineTourism.reservation.cancel'),
      text: `${t('wineTourism.reservation.cancelConfirm')}${refund ? ` ${t('wineTourism.reservation.refundNote')}` : ''}`,
      confirmLabel: t(refund ? 'wineTourism.reservation.cancelRefund' : 'wineTourism.reservation.cancel'),
    });
    if (confirmed) await act('/cancel', { refund });
  }

  const line = (label: string, value: React.ReactNode) => (
    <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }} data-testid="reservation-detail">
      <Box>
        <Button component={RouterLink} to="/dashboard/reservations" size="small">
          ← {t('wineTourism.reservation.back')}
        </Button>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {reservation.contact.name}
          </Typography>
          <ReservationStatus status={reservation.status} t={t} />
          <PaymentState state={reservation.paymentState} t={t} />
        </Box>
        <Typography color="text.secondary">
          {reservation.event.title} · {formatDateTime(reservation.slot.startsAt)}
        </Typography>
      </Box>
      {alert ? (
        <Alert severity="error" data-testid="reservation-error">
          {alert}
        </Alert>
      ) : null}
      {cancelled ? null : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant={reservation.status === 'arrived' ? 'contained' : 'outlined'}
            color="success"
            onClick={() => act('/check-in', { status: 'arrived' })}
            data-testid="check-in-arrived"
          >
            {t('wineTourism.reservation.arrived')}
          </Button>
          <Button
            variant={reservation.status === 'noShow' ? 'contained' : 'outlined'}
            color="warning"
            // outlined, the orange text reads at 2.3:1 on white: a darker orange (5.9:1, WCAG AA)
            sx={reservation.status === 'noShow' ? undefined : { color: '#9a5200' }}
            onClick={() => act('/check-in', { status: 'noShow' })}
            data-testid="check-in-no-show"
          >
            {t('wineTourism.reservation.noShow')}
          </Button>
          {reservation.status !== 'booked' ? (
            <Button onClick={() => act('/check-in', { status: 'booked' })}>
              {t('wineTourism.reservation.booked')}
            </Button>
          ) : null}
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('wineTourism.reservation.participants')}
        </Typography>
        {reservation.rates.map((rate) =>
          line(`${rate.name} × ${rate.quantity}`, formatPrice(rate.priceTTC * rate.quantity)),
        )}
        {line(t('wineTourism.reservation.total'), <strong>{formatPrice(reservation.totalTTC)}</strong>)}
        {reservation.touristTax
          ? line(t('wineTourism.reservation.touristTax'), formatPrice(reservation.touristTax))
          : null}
        {line(t('wineTourism.reservation.language'), reservation.language ?? '—')}
        {line(
          t('wineTourism.reservation.contact'),
          [reservation.contact.email, reservation.contact.phone].filter(Boolean).join(' · ') || '—',
        )}
        {reservation.order ? line(t('wineTourism.reservation.order'), reservation.order.id) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t('wineTourism.reservation.notes')}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <Box>
          <Button
            onClick={async () =>
              (await act('', { notes })) && snackbars.show(t('wineTourism.reservation.saveDetails'))
            }
          >
            {t('wineTourism.reservation.saveDetails')}
          </Button>
        </Box>
      </Paper>
      {cancelled ? null : (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('wineTourism.reservation.moveTo')}
              value={moveTo}
              onChange={(e) => setMoveTo(e.target.value)}
              sx={{ minWidth: 260 }}
            >
              {loaderData.slots
                .filter((slot) => slot.id !== reservation.slot.id)
                .map((slot) => (
                  <MenuItem key={slot.id} value={slot.id}>
                    {formatDateTime(slot.startsAt)} — {slot.placesLeft ?? '∞'}
                  </MenuItem>
                ))}
            </TextField>
            <Button disabled={!moveTo} onClick={() => act('/move', { slot: { id: moveTo } })}>
              {t('wineTourism.reservation.move')}
            </Button>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              disabled={!reservation.contact.email}
              onClick={async () =>
                (await act('/remind')) && snackbars.show(t('wineTourism.reservation.reminded'))
              }
            >
              {t('wineTourism.reservation.remind')}
            </Button>
            {reservation.paymentState === 'toPay' ? (
              <Button onClick={() => act('/payment', { paymentState: 'paid' })}>
                {t('wineTourism.reservation.markPaid')}
              </Button>
            ) : null}
            <Button color="error" onClick={() => cancel(false)} data-testid="reservation-cancel">
              {t('wineTourism.reservation.cancel')}
            </Button>
            {reservation.paymentState === 'paid' ? (
              <Button color="error" onClick={() => cancel(true)}>
                {t('wineTourism.reservation.cancelRefund')}
              </Button>
            ) : null}
          </Box>
        </Paper>
      )}
      {reservation.paymentState === 'toRefund' ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Alert severity="info">{t('wineTourism.reservation.refundNote')}</Alert>
          <Box>
            <Button onClick={() => act('/payment', { paymentState: 'refunded' })}>
              {t('wineTourism.reservation.markRefunded')}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
