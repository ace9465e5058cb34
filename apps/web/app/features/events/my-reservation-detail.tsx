// spec §2 /dashboard/reservations/{id} for a buyer (issue 21): their own booking — the event, the slot, persons
// per rate, total and tourist tax, status and payment — and its cancellation while it is booked and to come
// (POST /v1/my-reservations/{id}/cancel: the places go back; what was paid is to be refunded by the shop).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiRequest, browserApi } from '../../lib/api.ts';
import { formatDateTime, formatPrice } from '../kit/list-formats.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Reservation } from './event-types.ts';
import { PaymentState, ReservationStatus } from './reservation-list.tsx';

export function MyReservationDetail(props: { reservation: Reservation }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const [reservation, setReservation] = useState(props.reservation);
  const [alert, setAlert] = useState<string | null>(null);
  const cancellable =
    reservation.status === 'booked' && new Date(reservation.slot.startsAt).getTime() > Date.now();

  async function cancel() {
    const label = t('wineTourism.myReservation.cancel');
    const confirmed = await popup.open({
      title: label,
      text: t('wineTourism.myReservation.cancelConfirm'),
      confirmLabel: label,
      small: true,
    });
    if (!confirmed) return;
    const answer = await apiRequest<Reservation & { message?: string }>(
      browserApi,
      'POST',
      `/v1/my-reservations/${encodeURIComponent(reservation.id)}/cancel`,
      {},
    );
    if (!answer.ok) return setAlert(answer.data?.message ?? 'Une erreur est survenue');
    setAlert(null);
    setReservation(answer.data as Reservation);
    snackbars.show(t('wineTourism.myReservation.cancelled'), 'success');
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
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }} data-testid="my-reservation">
      <Box>
        <Button component={RouterLink} to="/dashboard/reservations" size="small">
          ← {t('wineTourism.reservation.back')}
        </Button>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {reservation.event.title}
          </Typography>
          <ReservationStatus status={reservation.status} t={t} />
          <PaymentState state={reservation.paymentState} t={t} />
        </Box>
        <Typography color="text.secondary">{formatDateTime(reservation.slot.startsAt)}</Typography>
      </Box>
      {alert ? (
        <Alert severity="error" data-testid="my-reservation-error">
          {alert}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('wineTourism.reservation.participants')}
        </Typography>
        {reservation.rates
          .filter((rate) => rate.quantity > 0)
          .map((rate) => line(`${rate.name} × ${rate.quantity}`, formatPrice(rate.priceTTC * rate.quantity)))}
        {line(t('wineTourism.reservation.total'), <strong>{formatPrice(reservation.totalTTC)}</strong>)}
        {reservation.touristTax
          ? line(t('wineTourism.reservation.touristTax'), formatPrice(reservation.touristTax))
          : null}
        {reservation.language ? line(t('wineTourism.reservation.language'), reservation.language) : null}
      </Paper>
      {cancellable ? (
        <Box>
          <Button
            color="error"
            variant="outlined"
            onClick={() => void cancel()}
            data-testid="my-reservation-cancel"
          >
            {t('wineTourism.myReservation.cancel')}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('wineTourism.myReservation.refundNote')}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
