import type { IsoDate } from '@sarment/domain/reference';
import type { ReactNode } from 'react';

/** A field rule: true when valid, else the French message to show (spec §5 messages). */
export type FieldCheck = (value: string) => true | string;

export interface PopupTextField {
  label: string;
  initial?: string;
  required?: boolean;
  check?: FieldCheck;
  placeholder?: string;
}

export interface PopupSelect {
  label: string;
  options: readonly { value: string; label: string }[];
  initial?: string;
  required?: boolean;
}

export interface PopupDatePicker {
  label?: string;
  initial?: IsoDate | null;
  /** spec §5: optional bounds, as timestamps (ms) */
  min?: number;
  max?: number;
  clearable?: boolean;
  required?: boolean;
  /** a warning shown under the picker */
  alert?: string;
}

export interface PopupOptions {
  title: string;
  text?: string;
  textField?: PopupTextField;
  textArea?: PopupTextField;
  select?: PopupSelect;
  checkbox?: { label: string; initial?: boolean };
  datePicker?: PopupDatePicker;
  /** spec §5 reception e-mail list: at least one valid address */
  emailSelector?: { label?: string; initial?: readonly string[] };
  /** a custom body, under the text */
  body?: ReactNode;
  /** spec §2: the confirm button stays disabled until this keyword is typed (case and spaces ignored) */
  destructiveKeyword?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** spec §9 small popup: 350 px wide */
  small?: boolean;
}

export interface PopupValues {
  text: string;
  textArea: string;
  select: string;
  checkbox: boolean;
  date: IsoDate | null;
  emails: string[];
  keyword: string;
}

/** What `open()` resolves with: the values on 'Valider', null on 'Annuler' (or Escape). */
export type PopupResult = PopupValues | null;
