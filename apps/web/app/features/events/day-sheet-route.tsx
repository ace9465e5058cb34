// The day sheet of a slot for the cellar team (issue 21): who comes, how many per rate and per language, a box to
// tick on arrival; printable as it is (the print hides the dashboard's frame by the browser's print styles).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import { formatDateTime } from '../kit/list-formats.ts';
import type { Route } from './+types/day-sheet-route';
import type { DaySheet } from './event-types.ts';
import * as wineTourismTexts from './events-i18n.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await apiGet<DaySheet & { message?: string }>(
    context.api,
    `/v1/events/${encodeURIComponent(params.id)}/slots/${encodeURIComponent(params.slotId)}/day-sheet`,
  );
  if (!answer.ok) throw new Response(answer.data?.message ?? 'Créneau introuvable', { status: 404 });
  return { sheet: answer.data as DaySheet };
}

export function meta() {
  return [{ title: 'Feuille du jour — Sarment' }];
}

export default function DaySheetRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ wineTourism: wineTourismTexts });
  const { t } = useTranslation();
  const { sheet } = loaderData;
  const languageName = (code: string | null) =>
    code
      ? t(`wineTourism.eventForm.languageNames.${code}`, { defaultValue: code })
      : t('wineTourism.daySheet.noLanguage');
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }} data-testid="day-sheet">
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'end', gap: 1, flexWrap: 'wrap' }}
      >
        <Box>
          <Button
            component={RouterLink}
            to={`/dashboard/reservations/events/${sheet.event.id}`}
            size="small"
            sx={{ displayPrint: 'none' }}
          >
            ← {sheet.event.title}
          </Button>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('wineTourism.daySheet.title')} — {sheet.event.title}
          </Typography>
          <Typography color="text.secondary">
            {formatDateTime(sheet.slot.startsAt)}
            {sheet.event.location ? ` · ${sheet.event.location}` : ''}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          {t('wineTourism.daySheet.print')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="day-sheet-persons">
          {sheet.slot.places === null
            ? t('wineTourism.daySheet.personsUnlimited', { count: sheet.persons })
            : t('wineTourism.daySheet.persons', { count: sheet.persons, places: sheet.slot.places })}
        </Typography>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('wineTourism.daySheet.byRate')}
          </Typography>
          {sheet.rates.map((rate) => (
            <Typography key={rate.name} variant="body2">
              {rate.name} : {rate.quantity}
            </Typography>
          ))}
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('wineTourism.daySheet.byLanguage')}
          </Typography>
          {sheet.languages.map((entry) => (
            <Typography key={entry.language ?? 'none'} variant="body2">
              {languageName(entry.language)} : {entry.persons}
            </Typography>
          ))}
        </Box>
      </Paper>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('wineTourism.daySheet.name')}</TableCell>
              <TableCell>{t('wineTourism.reservation.participants')}</TableCell>
              <TableCell>{t('wineTourism.reservation.language')}</TableCell>
              <TableCell>{t('wineTourism.daySheet.phone')}</TableCell>
              <TableCell>{t('wineTourism.reservation.notes')}</TableCell>
              <TableCell>{t('wineTourism.daySheet.arrived')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.reservations.map((reservation) => (
              <TableRow key={reservation.id}>
                <TableCell>
                  <RouterLink to={`/dashboard/reservations/${reservation.id}`}>
                    {reservation.contact.name}
                  </RouterLink>
                </TableCell>
                <TableCell>
                  {reservation.rates
                    .filter((rate) => rate.kind !== 'touristTax')
                    .map((rate) => `${rate.quantity} ${rate.name}`)
                    .join(', ')}
                </TableCell>
                <TableCell>{languageName(reservation.language)}</TableCell>
                <TableCell>{reservation.contact.phone ?? ''}</TableCell>
                <TableCell>{reservation.notes ?? ''}</TableCell>
                <TableCell>
                  {reservation.status === 'arrived' ? '✓' : reservation.status === 'noShow' ? '✗' : '☐'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
