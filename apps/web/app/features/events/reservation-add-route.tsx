// spec §2 /dashboard/reservations/add (createResa): a booking taken on the phone for a client: event, slot (places
// left shown), persons per rate, language, notes, paid now or on the day. The API takes the places with the
// checkout's guard and answers the spec's 'maximum places reached' words when the slot is full.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { type FieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import { formatDateTime, formatPrice } from '../kit/list-formats.ts';
import { NumberField } from '../kit/number-field.tsx';
import type { Route } from './+types/reservation-add-route';
import type { EventListRow, Reservation, ShopEvent } from './event-types.ts';
import * as wineTourismTexts from './events-i18n.ts';

interface CrmClient {
  id: string;
  displayName: string;
  email: string | null;
  phone: string | null;
}

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await apiGet<EventListRow[]>(
    context.api,
    '/v1/events?status=online&pageSize=100&sort=title',
  );
  const events = answer.ok && Array.isArray(answer.data) ? answer.data.filter((e) => e.slotsToCome > 0) : [];
  return { events };
}

export function meta() {
  return [{ title: 'Nouvelle réservation — Sarment' }];
}

export default function ReservationAddRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ wineTourism: wineTourismTexts });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [eventId, setEventId] = useState(loaderData.events[0]?.id ?? '');
  const [event, setEvent] = useState<ShopEvent | null>(null);
  const [slotId, setSlotId] = useState('');
  const [quantities, setQuantities] = useState<Record<string, number | null>>({});
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [language, setLanguage] = useState('fr');
  const [notes, setNotes] = useState('');
  const [payNow, setPayNow] = useState(false);
  const [client, setClient] = useState<CrmClient | null>(null);
  const [clientSearch, setClientSearch] = useState('');
  const [clientChoices, setClientChoices] = useState<CrmClient[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!eventId) return;
    let live = true;
    apiGet<ShopEvent>(browserApi, `/v1/events/${eventId}`).then((answer) => {
      if (!live || !answer.ok) return;
      setEvent(answer.data);
      const next = answer.data.slots.find((slot) => new Date(slot.startsAt).getTime() > Date.now());
      setSlotId(next?.id ?? '');
      setQuantities({});
      setLanguage(answer.data.languages[0] ?? 'fr');
    });
    return () => {
      live = false;
    };
  }, [eventId]);

  // the shop's CRM clients matching what is typed (accents, case and spaces ignored by the API)
  useEffect(() => {
    if (clientSearch.trim().length < 2) return;
    const timer = setTimeout(async () => {
      const answer = await apiGet<CrmClient[]>(
        browserApi,
        `/v1/clients?pageSize=20&search=${encodeURIComponent(clientSearch)}`,
      );
      if (answer.ok && Array.isArray(answer.data)) setClientChoices(answer.data);
    }, 250);
    return () => clearTimeout(timer);
  }, [clientSearch]);

  function chooseClient(next: CrmClient | null) {
    setClient(next);
    if (!next) return;
    setName(next.displayName);
    setEmail(next.email ?? '');
    setPhone(next.phone ?? '');
  }

  const slots = (event?.slots ?? [])
    .filter((slot) => new Date(slot.startsAt).getTime() > Date.now())
    .slice(0, 60);
  const persons = (event?.rates ?? [])
    .filter((rate) => rate.kind !== 'touristTax')
    .map((rate) => ({ rate, quantity: quantities[rate.id] ?? 0 }));
  const total = persons.reduce((sum, { rate, quantity }) => sum + rate.priceTTC * quantity, 0);

  async function save() {
    if (!event) return;
    setBusy(true);
    const answer = await apiRequest<Reservation & { message?: string }>(
      browserApi,
      'POST',
      '/v1/reservations',
      {
        event: { id: event.id },
        slot: { id: slotId },
        client: client ? { id: client.id } : null,
        contact: { name, email: email || null, phone: phone || null },
        rates: persons.map(({ rate, quantity }) => ({ rate: { id: rate.id }, quantity })),
        language,
        notes: notes || null,
        payNow,
      },
    );
    setBusy(false);
    if (!answer.ok) {
      setErrors(serverFieldErrors(answer.status, answer.data));
      return setAlert(answer.data?.message ?? 'Une erreur est survenue');
    }
    navigate(`/dashboard/reservations/${(answer.data as Reservation).id}`);
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }} data-testid="reservation-add">
      <Box>
        <Button component={RouterLink} to="/dashboard/reservations" size="small">
          ← {t('wineTourism.reservation.back')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('wineTourism.reservationAdd.title')}
        </Typography>
      </Box>
      {alert ? (
        <Alert severity="error" data-testid="reservation-add-error">
          {alert}
        </Alert>
      ) : null}
      {loaderData.events.length === 0 ? (
        <Alert severity="info">{t('wineTourism.reservationAdd.noEvent')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <TextField
            select
            size="small"
            label={t('wineTourism.reservationAdd.event')}
            value={eventId}
            onChange={(e) => setEventId(e.target.value)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'field-event' } as object } }}
          >
            {loaderData.events.map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('wineTourism.reservationAdd.slot')}
            value={slotId}
            onChange={(e) => setSlotId(e.target.value)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'field-slot' } as object } }}
          >
            {slots.map((slot) => (
              <MenuItem key={slot.id} value={slot.id}>
                {formatDateTime(slot.startsAt)} —{' '}
                {slot.placesLeft === null
                  ? t('wineTourism.reservationAdd.unlimited')
                  : t('wineTourism.reservationAdd.placesLeft', { count: slot.placesLeft })}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {persons.map(({ rate, quantity }, index) => (
              <NumberField
                key={rate.id}
                label={`${rate.name} (${formatPrice(rate.priceTTC)})`}
                value={quantity}
                onChange={(value) => setQuantities((current) => ({ ...current, [rate.id]: value }))}
                error_={errors[`rates.${index}.quantity`] ?? (index === 0 ? errors.rates : undefined)}
                slotProps={{ htmlInput: { 'data-testid': `rate-quantity-${index}` } }}
              />
            ))}
          </Box>
          <Typography variant="body2" data-testid="reservation-add-total">
            {formatPrice(total)}
          </Typography>
          <Autocomplete
            options={clientChoices}
            value={client}
            onChange={(_, next) => chooseClient(next)}
            onInputChange={(_, text) => setClientSearch(text)}
            getOptionLabel={(option) => [option.displayName, option.email].filter(Boolean).join(' · ')}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            filterOptions={(options) => options}
            renderInput={(params) => (
              <TextField {...params} size="small" label={t('wineTourism.reservationAdd.client')} />
            )}
          />
          <TextField
            size="small"
            label={t('wineTourism.reservationAdd.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors['contact.name']}
            helperText={errors['contact.name']}
            slotProps={{ htmlInput: { 'data-testid': 'field-name' } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              size="small"
              type="email"
              label={t('wineTourism.reservationAdd.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={!!errors['contact.email']}
              helperText={errors['contact.email']}
            />
            <TextField
              size="small"
              label={t('wineTourism.reservationAdd.phone')}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </Box>
          <TextField
            select
            size="small"
            label={t('wineTourism.reservationAdd.language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
          >
            {(event?.languages ?? ['fr']).map((code) => (
              <MenuItem key={code} value={code}>
                {t(`wineTourism.eventForm.languageNames.${code}`, { defaultValue: code })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            multiline
            minRows={2}
            label={t('wineTourism.reservationAdd.notes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <RadioGroup
            row
            value={payNow ? 'now' : 'later'}
            onChange={(e) => setPayNow(e.target.value === 'now')}
          >
            <FormControlLabel
              value="later"
              control={<Radio />}
              label={t('wineTourism.reservationAdd.payLater')}
            />
            <FormControlLabel
              value="now"
              control={<Radio />}
              label={t('wineTourism.reservationAdd.payNow')}
            />
          </RadioGroup>
          <Box>
            <Button
              variant="contained"
              onClick={save}
              disabled={busy || !slotId}
              data-testid="reservation-save"
            >
              {t('wineTourism.reservationAdd.save')}
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
}
