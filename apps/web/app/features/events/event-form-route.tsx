// spec §2 /dashboard/reservations/events/add (accessEvent, createEvent) and /events/{id} (accessEvent): the event's
// title, rich text, place, languages, duration, rates, places and slots (a weekly rule in Paris time, or single
// dates); on an event, the capacity of each slot at a glance with its day sheet.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@sarment/domain/access';
import { eventInput } from '@sarment/domain/events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { customizeTexts } from '../../i18n/customize-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { ImageField } from '../customize/image-field.tsx';
import { RichTextEditor } from '../customize/rich-text-editor.tsx';
import { type FieldErrors, fieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import { NumberField } from '../kit/number-field.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import * as settingsTexts from '../settings/i18n.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/event-form-route';
import { bodyOf, draftOf, type EventDraft, newEventDraft } from './event-draft.ts';
import { EventRates } from './event-rates.tsx';
import { EventSlots } from './event-slots.tsx';
import type { ShopEvent } from './event-types.ts';
import * as wineTourismTexts from './events-i18n.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.id) return { event: null, error: null };
  const answer = await apiGet<ShopEvent & { message?: string }>(
    context.api,
    `/v1/events/${encodeURIComponent(params.id)}`,
  );
  if (!answer.ok) throw new Response(answer.data?.message ?? 'Événement introuvable', { status: 404 });
  return { event: answer.data as ShopEvent, error: null };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.event?.title ?? 'Nouvel événement'} — Sarment` }];
}

const languageChoices = ['fr', 'en', 'es', 'de', 'it'] as const;
const weekDays = [1, 2, 3, 4, 5, 6, 7] as const;

export default function EventFormRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ customize: customizeTexts, settings: settingsTexts, wineTourism: wineTourismTexts });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const snackbars = useSnackbar();
  const popup = usePopup();
  const user = useSessionUser();
  const shop = useSessionShop();
  const event = loaderData.event;
  const canWrite = hasPermission(user, shop, 'createEvent');
  const [draft, setDraft] = useState<EventDraft>(() => (event ? draftOf(event) : newEventDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const f = (key: string) => ({
    error: !!errors[key],
    helperText: errors[key],
    size: 'small' as const,
    fullWidth: true,
    disabled: !canWrite,
  });

  async function save() {
    const body = bodyOf(draft);
    const local = fieldErrors(eventInput, body);
    setErrors(local);
    if (Object.keys(local).length) return setAlert(Object.values(local)[0] ?? null);
    setBusy(true);
    const answer = event
      ? await apiRequest<ShopEvent & { message?: string }>(browserApi, 'PUT', `/v1/events/${event.id}`, body)
      : await apiRequest<ShopEvent & { message?: string }>(browserApi, 'POST', '/v1/events', body);
    setBusy(false);
    if (!answer.ok) {
      setErrors(serverFieldErrors(answer.status, answer.data));
      return setAlert(answer.data?.message ?? 'Une erreur est survenue');
    }
    setAlert(null);
    snackbars.show(t('wineTourism.eventForm.saved'), 'success');
    if (event) {
      setDraft(draftOf(answer.data as ShopEvent));
      revalidator.revalidate();
    } else navigate(`/dashboard/reservations/events/${(answer.data as ShopEvent).id}`);
  }

  async function remove() {
    if (!event) return;
    const confirmed = await popup.open({
      title: t('wineTourism.eventForm.delete'),
      text: t('wineTourism.eventForm.deleteConfirm'),
      confirmLabel: t('wineTourism.eventForm.delete'),
    });
    if (!confirmed) return;
    const answer = await apiRequest<{ message?: string }>(browserApi, 'DELETE', `/v1/events/${event.id}`);
    if (!answer.ok) return setAlert(answer.data?.message ?? 'Une erreur est survenue');
    snackbars.show(t('wineTourism.eventForm.deleted'), 'success');
    navigate('/dashboard/reservations/events');
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }} data-testid="event-form">
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'end', gap: 1, flexWrap: 'wrap' }}
      >
        <Box>
          <Button component={RouterLink} to="/dashboard/reservations/events" size="small">
            ← {t('wineTourism.events.back')}
          </Button>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {event ? event.title : t('wineTourism.events.addTitle')}
          </Typography>
        </Box>
        {canWrite ? (
          <Box sx={{ display: 'flex', gap: 1 }}>
            {event ? (
              <Button color="error" onClick={remove} data-testid="event-delete">
                {t('wineTourism.eventForm.delete')}
              </Button>
            ) : null}
            <Button variant="contained" onClick={save} disabled={busy} data-testid="event-save">
              {t('wineTourism.eventForm.save')}
            </Button>
          </Box>
        ) : null}
      </Box>
      {alert ? (
        <Alert severity="error" data-testid="event-form-error">
          {alert}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('wineTourism.eventForm.general')}
        </Typography>
        <TextField
          label={t('wineTourism.eventForm.name')}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          {...f('title')}
          slotProps={{ htmlInput: { 'data-testid': 'field-title' } }}
        />
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('wineTourism.eventForm.description')}
          </Typography>
          <RichTextEditor html={draft.description} onChange={(html) => set('description', html)} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <TextField
            label={t('wineTourism.eventForm.location')}
            value={draft.location}
            onChange={(e) => set('location', e.target.value)}
            {...f('location')}
          />
          <NumberField
            label={t('wineTourism.eventForm.duration')}
            value={draft.durationMinutes}
            onChange={(value) => set('durationMinutes', value)}
            error_={errors.durationMinutes}
            disabled={!canWrite}
            slotProps={{ htmlInput: { 'data-testid': 'field-duration' } }}
          />
          <TextField
            select
            label={t('wineTourism.eventForm.status')}
            value={draft.status}
            onChange={(e) => set('status', e.target.value as EventDraft['status'])}
            {...f('status')}
          >
            {(['online', 'paused', 'closed'] as const).map((status) => (
              <MenuItem key={status} value={status}>
                {t(`wineTourism.events.statuses.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color={errors.languages ? 'error' : 'text.secondary'}>
            {t('wineTourism.eventForm.languages')}
          </Typography>
          {languageChoices.map((language) => (
            <FormControlLabel
              key={language}
              label={t(`wineTourism.eventForm.languageNames.${language}`)}
              control={
                <Checkbox
                  size="small"
                  disabled={!canWrite}
                  checked={draft.languages.includes(language)}
                  onChange={(_, on) =>
                    set(
                      'languages',
                      on ? [...draft.languages, language] : draft.languages.filter((l) => l !== language),
                    )
                  }
                />
              }
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <FormControlLabel
            label={t('wineTourism.eventForm.mandatory')}
            control={
              <Switch
                checked={draft.mandatory}
                disabled={!canWrite}
                onChange={(_, on) => set('mandatory', on)}
              />
            }
          />
          <FormControlLabel
            label={t('wineTourism.eventForm.membersOnly')}
            control={
              <Switch
                checked={draft.membersOnly}
                disabled={!canWrite}
                onChange={(_, on) => set('membersOnly', on)}
              />
            }
          />
        </Box>
        <TextField
          label={t('wineTourism.eventForm.visuals')}
          value={draft.visuals}
          multiline
          minRows={1}
          onChange={(e) => set('visuals', e.target.value)}
          {...f('visuals')}
          slotProps={{ htmlInput: { 'data-testid': 'field-visuals' } }}
        />
        {canWrite ? (
          // the catalogue's upload (crop, then POST /v1/media/images): the picture's address joins the list
          <ImageField
            label={t('wineTourism.eventForm.addVisual')}
            name="event-visual"
            kind="banner"
            value={null}
            onChange={(url) => {
              if (url) set('visuals', [draft.visuals.trim(), url].filter(Boolean).join('\n'));
            }}
          />
        ) : null}
      </Paper>
      <EventRates draft={draft} set={set} errors={errors} disabled={!canWrite} />
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('wineTourism.eventForm.schedule')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ width: 200 }}>
            <NumberField
              label={t('wineTourism.eventForm.places')}
              value={draft.unlimited ? null : draft.places}
              onChange={(value) => set('places', value)}
              disabled={draft.unlimited || !canWrite}
              error_={errors.places}
              slotProps={{ htmlInput: { 'data-testid': 'field-places' } }}
            />
          </Box>
          <FormControlLabel
            label={t('wineTourism.eventForm.unlimited')}
            control={
              <Checkbox
                checked={draft.unlimited}
                disabled={!canWrite}
                onChange={(_, on) => set('unlimited', on)}
              />
            }
          />
          <FormControlLabel
            label={t('wineTourism.eventForm.weekly')}
            control={
              <Switch
                checked={draft.weekly}
                disabled={!canWrite}
                onChange={(_, on) => set('weekly', on)}
                data-testid="field-weekly"
              />
            }
          />
        </Box>
        {draft.weekly ? (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="body2" color={errors['schedule.days'] ? 'error' : 'text.secondary'}>
                {t('wineTourism.eventForm.days')}
              </Typography>
              {weekDays.map((day) => (
                <FormControlLabel
                  key={day}
                  label={t(`wineTourism.eventForm.weekDays.${day}`)}
                  control={
                    <Checkbox
                      size="small"
                      disabled={!canWrite}
                      checked={draft.days.includes(day)}
                      onChange={(_, on) =>
                        set('days', on ? [...draft.days, day] : draft.days.filter((d) => d !== day))
                      }
                      slotProps={{ input: { 'data-testid': `day-${day}` } as object }}
                    />
                  }
                />
              ))}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
              <TextField
                label={t('wineTourism.eventForm.times')}
                value={draft.times}
                onChange={(e) => set('times', e.target.value)}
                {...f('schedule.times')}
                helperText={errors['schedule.times'] ?? errors['schedule.times.0']}
                error={!!(errors['schedule.times'] ?? errors['schedule.times.0'])}
                slotProps={{ htmlInput: { 'data-testid': 'field-times' } }}
              />
              <TextField
                type="date"
                label={t('wineTourism.eventForm.from')}
                value={draft.from}
                onChange={(e) => set('from', e.target.value)}
                {...f('schedule.from')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'field-from' } }}
              />
              <TextField
                type="date"
                label={t('wineTourism.eventForm.to')}
                value={draft.to}
                onChange={(e) => set('to', e.target.value)}
                {...f('schedule.to')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'field-to' } }}
              />
            </Box>
            <TextField
              label={t('wineTourism.eventForm.exceptions')}
              value={draft.exceptions}
              onChange={(e) => set('exceptions', e.target.value)}
              {...f('schedule.exceptions')}
            />
          </>
        ) : null}
      </Paper>
      {event ? (
        <EventSlots event={event} canWrite={canWrite} onChange={() => revalidator.revalidate()} />
      ) : null}
    </Box>
  );
}
