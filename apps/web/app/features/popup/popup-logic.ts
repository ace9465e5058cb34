// spec §2 global popup dialog, §4 Popup, §5 popup validation, date picker and reception e-mail rules.

import { daysInMonth, type IsoDate, type PlainDate, toIsoDate, toPlainDate } from '@sarment/domain/reference';
import { validationMessages } from '@sarment/domain/validation/messages';
import { checkReceptionEmails } from '@sarment/domain/validation/reception-emails';
import { isValidDestructiveKeyword } from '@sarment/domain/validation/search';
import { isFilled } from '@sarment/domain/validation/text-rules';
import type { PopupDatePicker, PopupOptions, PopupTextField, PopupValues } from './popup-types.ts';

export function initialPopupValues(options: PopupOptions): PopupValues {
  return {
    text: options.textField?.initial ?? '',
    textArea: options.textArea?.initial ?? '',
    select: options.select?.initial ?? '',
    checkbox: options.checkbox?.initial ?? false,
    date: options.datePicker?.initial ?? null,
    emails: [...(options.emailSelector?.initial ?? [])],
    keyword: '',
  };
}

/** The message of a text field, or null when it is fine (an optional empty field is fine). */
export function textFieldError(field: PopupTextField | undefined, value: string): string | null {
  if (!field) return null;
  if (!isFilled(value)) return field.required ? validationMessages.needed : null;
  const checked = field.check?.(value) ?? true;
  return checked === true ? null : checked;
}

/** The ISO date of a timestamp bound, read in the browser's calendar. */
const boundDate = (timestamp: number | undefined): IsoDate | null =>
  timestamp === undefined ? null : toIsoDate(new Date(timestamp));

/** spec §5 date picker: a day outside the optional min/max bounds cannot be chosen. */
export function isDateWithinBounds(date: IsoDate, picker: Pick<PopupDatePicker, 'min' | 'max'>): boolean {
  const min = boundDate(picker.min);
  const max = boundDate(picker.max);
  return (min === null || date >= min) && (max === null || date <= max);
}

/**
 * spec §5: 'Valider' is disabled while a required text is empty or invalid, the e-mail list is invalid, a
 * required choice or date is missing, or (spec §2) the destructive keyword has not been typed.
 */
export function canValidatePopup(options: PopupOptions, values: PopupValues): boolean {
  if (textFieldError(options.textField, values.text) !== null) return false;
  if (textFieldError(options.textArea, values.textArea) !== null) return false;
  if (options.select?.required && values.select === '') return false;
  const picker = options.datePicker;
  if (picker) {
    if (values.date === null) {
      if (picker.required) return false;
    } else if (!isDateWithinBounds(values.date, picker)) return false;
  }
  if (options.emailSelector && checkReceptionEmails(values.emails) !== true) return false;
  if (
    options.destructiveKeyword !== undefined &&
    !isValidDestructiveKeyword(values.keyword, options.destructiveKeyword)
  ) {
    return false;
  }
  return true;
}

/**
 * The weeks of a month for the date picker, Monday first (spec §5); days of other months are null.
 * Example: June 2026 starts on a Monday, so its first week is 1..7.
 */
export function calendarWeeks(year: number, month: number): (PlainDate | null)[][] {
  // Zeller-free: the weekday of the 1st from a UTC date (a calendar fact, no time zone involved)
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (PlainDate | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (PlainDate | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** spec §3 date picker value shown dd/mm/yyyy. Example: '2026-03-01' is '01/03/2026'. */
export function formatPickerDate(date: IsoDate | null): string {
  if (!date) return '';
  const { year, month, day } = toPlainDate(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** The month shown first: the chosen date's, else today's clamped into the bounds. */
export function initialPickerMonth(
  date: IsoDate | null,
  picker: Pick<PopupDatePicker, 'min' | 'max'>,
  today: IsoDate,
): { year: number; month: number } {
  let shown = date ?? today;
  const min = boundDate(picker.min);
  const max = boundDate(picker.max);
  if (!date && min && shown < min) shown = min;
  if (!date && max && shown > max) shown = max;
  const { year, month } = toPlainDate(shown);
  return { year, month };
}

export function shiftMonth(shown: { year: number; month: number }, delta: number) {
  const index = shown.year * 12 + (shown.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
