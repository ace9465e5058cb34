// spec §5 date picker: optional min/max bounds, week starting Monday, clearable; spec §3 shown dd/mm/yyyy.
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type IsoDate, type PlainDate, parseDateText, toIsoDate } from '@sarment/domain/reference';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calendarWeeks,
  formatPickerDate,
  initialPickerMonth,
  isDateWithinBounds,
  shiftMonth,
} from './popup-logic.ts';
import type { PopupDatePicker } from './popup-types.ts';

// Monday first (spec §5); 2024-01-01 was a Monday.
const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const weekdayOf = (locale: string, index: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + index),
  );

/** Each cell of the month grid with a stable key (blank cells are numbered from the top left). */
function keyedCells(weeks: (PlainDate | null)[][]) {
  let blank = 0;
  return weeks.flat().map((day) => ({ key: day ? toIsoDate(day) : `blank-${blank++}`, day }));
}

export function DateField({
  picker,
  value,
  onChange,
}: {
  picker: PopupDatePicker;
  value: IsoDate | null;
  onChange: (date: IsoDate | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(formatPickerDate(value));
  const [shown, setShown] = useState(() => initialPickerMonth(value, picker, toIsoDate(new Date())));
  const typedDate = typed.trim() === '' ? null : parseDateText(typed);
  const error =
    typed.trim() !== '' && !typedDate
      ? t('popup.date.invalid')
      : value && !isDateWithinBounds(value, picker)
        ? t('popup.date.outOfBounds')
        : null;

  const choose = (date: IsoDate | null) => {
    onChange(date);
    setTyped(formatPickerDate(date));
    setOpen(false);
  };
  const monthTitle = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(shown.year, shown.month - 1, 1));

  return (
    <Box ref={anchor}>
      <TextField
        fullWidth
        label={picker.label ?? t('popup.date.label')}
        placeholder={t('popup.date.placeholder')}
        value={typed}
        error={error !== null}
        helperText={error ?? ' '}
        required={picker.required}
        onChange={(event) => {
          setTyped(event.target.value);
          const parsed = parseDateText(event.target.value);
          onChange(parsed ? toIsoDate(parsed) : null);
        }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={t('popup.date.open')} onClick={() => setOpen(true)} edge="end">
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {picker.alert && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {picker.alert}
        </Alert>
      )}
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, width: 300 }} data-testid="date-picker-calendar">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <IconButton
              aria-label={t('popup.date.previousMonth')}
              onClick={() => setShown(shiftMonth(shown, -1))}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography sx={{ textTransform: 'capitalize', fontWeight: 600 }}>{monthTitle}</Typography>
            <IconButton aria-label={t('popup.date.nextMonth')} onClick={() => setShown(shiftMonth(shown, 1))}>
              <ChevronRightIcon />
            </IconButton>
          </Box>
          <Box
            role="grid"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, textAlign: 'center' }}
          >
            {weekdays.map((weekday, position) => (
              <Typography key={weekday} variant="caption" color="text.secondary" role="columnheader">
                {weekdayOf(locale, position)}
              </Typography>
            ))}
            {keyedCells(calendarWeeks(shown.year, shown.month)).map(({ key, day }) => {
              if (!day) return <Box key={key} />;
              const iso = toIsoDate(day);
              const selected = iso === value;
              return (
                <Button
                  key={iso}
                  size="small"
                  variant={selected ? 'contained' : 'text'}
                  disabled={!isDateWithinBounds(iso, picker)}
                  onClick={() => choose(iso)}
                  aria-label={formatPickerDate(iso)}
                  aria-pressed={selected}
                  sx={{ minWidth: 0, p: 0.5 }}
                >
                  {day.day}
                </Button>
              );
            })}
          </Box>
          {picker.clearable && (
            <Box sx={{ textAlign: 'right', mt: 1 }}>
              <Button size="small" onClick={() => choose(null)}>
                {t('popup.date.clear')}
              </Button>
            </Box>
          )}
        </Box>
      </Popover>
    </Box>
  );
}
