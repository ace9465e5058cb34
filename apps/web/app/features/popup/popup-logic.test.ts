import { describe, expect, it } from 'vitest';
import {
  calendarWeeks,
  canValidatePopup,
  formatPickerDate,
  initialPopupValues,
  isDateWithinBounds,
  shiftMonth,
  textFieldError,
} from './popup-logic.ts';
import type { PopupOptions } from './popup-types.ts';

const values = (options: PopupOptions, overrides = {}) => ({ ...initialPopupValues(options), ...overrides });

describe('destructive popup (spec §2)', () => {
  const options: PopupOptions = { title: 'Supprimer la boutique', destructiveKeyword: 'Trois Vallées' };

  it("keeps 'Valider' disabled until the displayed keyword is typed", () => {
    expect(canValidatePopup(options, values(options))).toBe(false);
    expect(canValidatePopup(options, values(options, { keyword: 'Trois' }))).toBe(false);
    expect(canValidatePopup(options, values(options, { keyword: 'Trois Vallées' }))).toBe(true);
  });

  it('compares the keyword case-insensitively with spaces removed', () => {
    expect(canValidatePopup(options, values(options, { keyword: 'troisvallées' }))).toBe(true);
    expect(canValidatePopup(options, values(options, { keyword: '  TROIS   VALLÉES ' }))).toBe(true);
    expect(canValidatePopup(options, values(options, { keyword: 'trois vallees' }))).toBe(false);
  });
});

describe('popup validation (spec §5)', () => {
  it('disables Valider while a required text is empty, with the spec message', () => {
    const options: PopupOptions = { title: 'Nom', textField: { label: 'Nom', required: true } };
    expect(canValidatePopup(options, values(options))).toBe(false);
    expect(textFieldError(options.textField, '  ')).toBe('Ce champ ne peut pas être vide');
    expect(canValidatePopup(options, values(options, { text: 'Cuvée' }))).toBe(true);
  });

  it('disables Valider while a text breaks its rule', () => {
    const check = (value: string) => (/@/.test(value) ? true : 'Le mail est incorrect');
    const options: PopupOptions = { title: 'Mail', textField: { label: 'Mail', check } };
    expect(textFieldError(options.textField, 'jeanne')).toBe('Le mail est incorrect');
    expect(canValidatePopup(options, values(options, { text: 'jeanne' }))).toBe(false);
    expect(canValidatePopup(options, values(options))).toBe(true);
  });

  it('needs at least one valid reception address', () => {
    const options: PopupOptions = { title: 'Envoyer', emailSelector: {} };
    expect(canValidatePopup(options, values(options))).toBe(false);
    expect(canValidatePopup(options, values(options, { emails: ['a@b.fr'] }))).toBe(true);
    expect(canValidatePopup(options, values(options, { emails: ['a@b.fr', 'nope'] }))).toBe(false);
  });

  it('refuses a date outside the bounds and a missing required date', () => {
    const min = new Date(2026, 5, 10).getTime();
    const max = new Date(2026, 5, 20).getTime();
    const options: PopupOptions = { title: 'Date', datePicker: { min, max, required: true } };
    expect(canValidatePopup(options, values(options))).toBe(false);
    expect(canValidatePopup(options, values(options, { date: '2026-06-09' }))).toBe(false);
    expect(canValidatePopup(options, values(options, { date: '2026-06-10' }))).toBe(true);
    expect(canValidatePopup(options, values(options, { date: '2026-06-21' }))).toBe(false);
    expect(isDateWithinBounds('2026-06-20', { min, max })).toBe(true);
  });
});

describe('date picker calendar (spec §5: week starts Monday; spec §3: dd/mm/yyyy)', () => {
  it('starts each week on Monday', () => {
    // 1 June 2026 is a Monday; 1 March 2026 is a Sunday
    expect(calendarWeeks(2026, 6)[0]?.[0]).toEqual({ year: 2026, month: 6, day: 1 });
    const march = calendarWeeks(2026, 3);
    expect(march[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(march[0]?.[6]).toEqual({ year: 2026, month: 3, day: 1 });
    expect(march.flat().filter(Boolean)).toHaveLength(31);
  });

  it('shows dates dd/mm/yyyy', () => {
    expect(formatPickerDate('2026-03-01')).toBe('01/03/2026');
    expect(formatPickerDate(null)).toBe('');
  });

  it('moves between months across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});
