// The capacity of each slot to come at a glance (places taken of places, what is left), with the slot's day sheet;
// a single date is added in Paris time, a slot nobody booked removed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parisTime } from '@sarment/domain/reference';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiRequest, browserApi } from '../../lib/api.ts';
import { formatDateTime } from '../kit/list-formats.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { ShopEvent } from './event-types.ts';

/** 'YYYY-MM-DDTHH:MM' typed as Paris wall-clock time, as an ISO instant. */
function parisInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return parisTime({ year: year!, month: month!, day: day! }, hour!, minute!).toISOString();
}

export function EventSlots(props: { event: ShopEvent; canWrite: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const [when, setWhen] = useState('');
  const now = Date.now();
  const toCome = props.event.slots.filter((slot) => new Date(slot.startsAt).getTime() > now).slice(0, 100);

  async function add() {
    const startsAt = parisInstant(when);
    if (!startsAt) return;
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      'POST',
      `/v1/events/${props.event.id}/slots`,
      { startsAt },
    );
    if (!answer.ok) return snackbars.show(answer.data?.message ?? 'Une erreur est survenue', 'error');
    setWhen('');
    props.onChange();
  }

  async function remove(slotId: string) {
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      'DELETE',
      `/v1/events/${props.event.id}/slots/${slotId}`,
    );
    if (!answer.ok) return snackbars.show(answer.data?.message ?? 'Une erreur est survenue', 'error');
    props.onChange();
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="event-slots">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('wineTourism.eventForm.slots')}
      </Typography>
      {toCome.length === 0 ? (
        <Typography color="text.secondary">{t('wineTourism.eventForm.noSlot')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('wineTourism.eventForm.slotColumns.start')}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{t('wineTourism.eventForm.slotColumns.taken')}</TableCell>
                <TableCell align="right">{t('wineTourism.eventForm.slotColumns.left')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {toCome.map((slot) => (
                <TableRow key={slot.id} data-testid="event-slot">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(slot.startsAt)}</TableCell>
                  <TableCell>
                    <Typography variant="body2" data-testid="slot-taken">
                      {slot.placesTaken} / {slot.places ?? '∞'}
                    </Typography>
                    {slot.places ? (
                      <LinearProgress
                        variant="determinate"
                        value={Math.min(100, (slot.placesTaken / slot.places) * 100)}
                        color={slot.placesLeft === 0 ? 'error' : 'primary'}
                      />
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{slot.placesLeft ?? '∞'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/dashboard/reservations/events/${props.event.id}/slots/${slot.id}`}
                      data-testid="slot-day-sheet"
                    >
                      {t('wineTourism.eventForm.daySheet')}
                    </Button>
                    {props.canWrite && slot.placesTaken === 0 && !slot.fromRule ? (
                      <Button size="small" color="error" onClick={() => remove(slot.id)}>
                        {t('wineTourism.eventForm.removeSlot')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {props.canWrite ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="datetime-local"
            size="small"
            label={t('wineTourism.eventForm.newDate')}
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button onClick={add} disabled={!when}>
            {t('wineTourism.eventForm.addDate')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
