// The settings promotions tab's form of one code (issue 16): what the owner types (days, French numbers) and the
// body of /v1/promo-codes (instants, numbers), checked by the domain's promoCodeInput as the API does.
import type { promoCodeAnswer } from '@sarment/api';
import { eurosToCents, formatEuros } from '@sarment/domain/money';
import { parisDate, parisDateOf, parisStartOfDay } from '@sarment/domain/reference/paris-time';
import { promoCodeInput } from '@sarment/domain/validation/promo-code';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from '../kit/form-errors.ts';

/** A code as GET /v1/promo-codes answers it. */
export type PromoCode = z.output<typeof promoCodeAnswer>;

export interface PromoCodeForm {
  id: string | null;
  code: string;
  kind: PromoCode['kind'];
  value: number | null;
  thresholdKind: PromoCode['threshold']['kind'];
  thresholdValue: number | null;
  /** Paris days 'YYYY-MM-DD', '' for no bound: the code runs from the start of the first to the end of the last */
  startsOn: string;
  endsOn: string;
  maxUses: number | null;
  active: boolean;
}

export const emptyPromoCodeForm: PromoCodeForm = {
  id: null,
  code: '',
  kind: 'percent',
  value: 10,
  thresholdKind: 'none',
  thresholdValue: null,
  startsOn: '',
  endsOn: '',
  maxUses: null,
  active: true,
};

export function promoCodeFormOf(code: PromoCode): PromoCodeForm {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.value,
    thresholdKind: code.threshold.kind,
    thresholdValue: code.threshold.kind === 'none' ? null : code.threshold.value,
    startsOn: code.startsAt ? parisDateOf(new Date(code.startsAt)) : '',
    endsOn: code.endsAt ? parisDateOf(new Date(code.endsAt)) : '',
    maxUses: code.maxUses,
    active: code.active,
  };
}

/** The last instant of a Paris day: the start of the next one, less a millisecond. */
function parisEndOfDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return new Date(parisStartOfDay(next).getTime() - 1);
}

const numberOrNaN = (value: number | null) => value ?? Number.NaN;

/** The body of POST or PUT /v1/promo-codes. */
export function promoCodeBodyOf(form: PromoCodeForm) {
  return {
    code: form.code,
    kind: form.kind,
    value: numberOrNaN(form.value),
    threshold: {
      kind: form.thresholdKind,
      value: form.thresholdKind === 'none' ? 0 : numberOrNaN(form.thresholdValue),
    },
    startsAt: form.startsOn ? parisStartOfDay(form.startsOn).toISOString() : null,
    endsAt: form.endsOn ? parisEndOfDay(form.endsOn).toISOString() : null,
    maxUses: form.maxUses,
    active: form.active,
  };
}

/** The spec §5 messages of the form, by field: code, value, thresholdValue, endsOn, maxUses. */
export function promoCodeFormErrors(form: PromoCodeForm): FieldErrors {
  return renameFields(fieldErrors(promoCodeInput, promoCodeBodyOf(form)));
}

/** The API's field paths as the form's fields. */
export function renameFields(errors: FieldErrors): FieldErrors {
  const names: Record<string, string> = {
    'threshold.value': 'thresholdValue',
    endsAt: 'endsOn',
    startsAt: 'startsOn',
  };
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [names[path] ?? path, message]));
}

const frenchNumber = (value: number) => String(value).replace('.', ',');

/** '10 %' or '5,00 €' (French, no-break spaces). */
export function describePromoValue(code: Pick<PromoCode, 'kind' | 'value'>): string {
  return code.kind === 'percent'
    ? `${frenchNumber(code.value)}\u00a0%`
    : formatEuros(eurosToCents(code.value));
}

/** 'dès 6 bouteilles', 'dès 100,00 € d'achat', or '' without a threshold. */
export function describePromoThreshold(threshold: PromoCode['threshold']): string {
  if (threshold.kind === 'productCount') return `dès ${threshold.value} bouteilles`;
  if (threshold.kind === 'amount') return `dès ${formatEuros(eurosToCents(threshold.value))} d'achat`;
  return '';
}

/** The Paris day of an instant, dd/mm/yyyy. */
export function formatParisDay(iso: string): string {
  const { year, month, day } = parisDate(new Date(iso));
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
