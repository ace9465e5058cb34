// Booking an event into the cart (spec §3 Reservation line, §4): a slot, the number of persons per rate; the
// tourist tax follows the counting persons. For the shop pages to mount next to an event.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CartReservation } from '@sarment/domain/cart';
import { eurosToCents } from '@sarment/domain/money';
import { touristTaxProductType } from '@sarment/domain/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { formatEuros } from '../../lib/format.ts';
import { quietRequest } from '../snackbar/response-feedback.ts';
import type { BookableEvent } from './cart-api-types.ts';
import type { CartReservationPrice } from './cart-request.ts';
import { useCart } from './cart-seam.ts';

export function toReservation(
  event: BookableEvent,
  slotId: string,
  persons: Record<string, number>,
): CartReservation | null {
  const slot = event.slots.find((s) => s.id === slotId);
  if (!slot) return null;
  const selectedPrices: CartReservationPrice[] = event.rates.map((rate) => ({
    rateId: rate.id,
    productType: rate.kind === 'touristTax' ? touristTaxProductType : rate.kind,
    label: rate.name,
    priceTTCCents: eurosToCents(rate.priceTTC),
    quantity: rate.kind === 'touristTax' ? 0 : (persons[rate.id] ?? 0),
    notCounting: rate.kind === 'notCounting',
  }));
  return {
    eventId: event.id,
    event: { title: event.title },
    selectedSlot: { slot: { id: slot.id, name: slot.name }, start: slot.start, end: slot.end },
    selectedPrices,
    totalQuantity: 0,
    taxQuantities: 0,
  };
}

export function EventBooking({
  shopId,
  eventId,
  label,
  compact = false,
}: {
  shopId: string;
  eventId: string;
  label?: string;
  /** a small outlined button, inside a list */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const [event, setEvent] = useState<BookableEvent | null>(null);
  const [missing, setMissing] = useState(false);
  const [slotId, setSlotId] = useState('');
  const [persons, setPersons] = useState<Record<string, number>>({});
  const [added, setAdded] = useState(false);

  const start = async () => {
    setOpen(true);
    setAdded(false);
    if (event) return;
    const answer = await quietRequest(browserApi)(
      'GET',
      `/v1/cart/events/${encodeURIComponent(shopId)}/${encodeURIComponent(eventId)}`,
    );
    if (!answer.ok) {
      setMissing(true);
      return;
    }
    const loaded = answer.data as BookableEvent;
    setEvent(loaded);
    setSlotId(loaded.slots.find((s) => s.placesLeft !== 0)?.id ?? '');
    const counting = loaded.rates.find((r) => r.kind === 'counting');
    setPersons(counting ? { [counting.id]: 1 } : {});
  };

  const book = () => {
    if (!event) return;
    const reservation = toReservation(event, slotId, persons);
    if (!reservation) return;
    cart.addReservation({ sellerId: shopId, reservation });
    setAdded(true);
    setOpen(false);
  };

  const slots = event?.slots ?? [];
  const people = event?.rates.filter((r) => r.kind !== 'touristTax') ?? [];
  const hasTax = event?.rates.some((r) => r.kind === 'touristTax');
  return (
    <>
      <Button
        variant={compact ? 'outlined' : 'contained'}
        size={compact ? 'small' : 'medium'}
        onClick={() => void start()}
        data-testid="book-event"
      >
        {label ?? t('cart.booking.book')}
      </Button>
      {added && (
        <Typography component="span" role="status" variant="body2" sx={{ ml: 1 }}>
          {t('cart.booking.added')}
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('cart.booking.title', { title: event?.title ?? '' })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {(missing || (event && slots.length === 0)) && (
            <Alert severity="info">{t('cart.booking.noSlot')}</Alert>
          )}
          {slots.length > 0 && (
            <TextField
              select
              size="small"
              label={t('cart.booking.slot')}
              value={slotId}
              onChange={(e) => setSlotId(e.target.value)}
            >
              {slots.map((slot) => (
                <MenuItem key={slot.id} value={slot.id} disabled={slot.placesLeft === 0}>
                  {slot.name} —{' '}
                  {slot.placesLeft === 0
                    ? t('cart.booking.full')
                    : slot.placesLeft !== null && t('cart.booking.placesLeft', { count: slot.placesLeft })}
                </MenuItem>
              ))}
            </TextField>
          )}
          {slots.length > 0 &&
            people.map((rate) => (
              <Box key={rate.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Typography sx={{ flex: 1 }}>
                  {rate.name} — {formatEuros(rate.priceTTC, i18n.language)}
                </Typography>
                <TextField
                  size="small"
                  type="number"
                  label={rate.name}
                  value={persons[rate.id] ?? 0}
                  sx={{ width: 96 }}
                  slotProps={{ htmlInput: { min: 0, max: 100 } }}
                  onChange={(e) =>
                    setPersons({
                      ...persons,
                      [rate.id]: Math.max(0, Math.trunc(Number(e.target.value) || 0)),
                    })
                  }
                />
              </Box>
            ))}
          {hasTax && (
            <Typography variant="caption" color="text.secondary">
              {t('cart.booking.touristTax')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('cart.close')}</Button>
          <Button
            variant="contained"
            disabled={!slotId || !Object.values(persons).some((n) => n > 0)}
            onClick={book}
          >
            {t('cart.booking.add')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
