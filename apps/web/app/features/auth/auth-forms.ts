// spec §5 form rules of the auth screens, run in the browser before submitting and again in each action: the
// domain schemas hold the rules and their exact French messages; this file only picks them per field.
// The login, password and API-key forms use the plain predicates only: the login page loads no zod schema and no
// phone metadata (issue 15); the sign-up rules live in sign-up-forms.ts.
import { validationMessages } from '@sarment/domain/validation/messages';
import { isStorableText } from '@sarment/domain/validation/storable-text';
import { isEmail, isFilled, isPassword } from '@sarment/domain/validation/text-rules';

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** What an auth action answers when it does not redirect. */
export interface FormAnswer {
  values: FormValues;
  errors: FieldErrors;
  /** The API's message (spec §8), shown above the form. */
  message: string | null;
  /** Set when the action succeeded without leaving the page (the reset e-mail was sent...). */
  done?: boolean;
}

/** Anything with zod's safeParse: the domain schemas, without the web app depending on zod itself. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

export type FieldRule = FieldSchema | ((value: string, values: FormValues) => string | null);
export type FormRules = Readonly<Record<string, FieldRule>>;

const checkboxes = new Set(['termsAccepted', 'adultCertified']);

/** Reads the named fields of a submitted form as text; a checked checkbox reads 'true'. */
export function readForm(form: FormData, fields: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = form.get(field);
    const text = typeof value === 'string' ? value : '';
    values[field] = checkboxes.has(field) ? String(text === 'on' || text === 'true') : text;
  }
  return values;
}

/** First message of each field that breaks its rule; an empty object when the form is valid. */
export function checkFields(values: FormValues, rules: FormRules): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const raw = values[field] ?? '';
    if (typeof rule === 'function') {
      const message = rule(raw, values);
      if (message) errors[field] = message;
      continue;
    }
    const result = rule.safeParse(checkboxes.has(field) ? raw === 'true' : raw);
    const message = result.success ? null : result.error?.issues[0]?.message;
    if (message) errors[field] = message;
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** The login field takes an e-mail or a username: blank is refused, and an e-mail must be well formed. */
function loginRule(value: string): string | null {
  if (value.trim() === '') return validationMessages.needed;
  if (value.includes('@') && !isEmail(value.trim())) return validationMessages.email;
  return null;
}

/** A required text with the rule of spec §5 (as the domain's text schemas: needed, storable, then the rule). */
export function textRule(predicate: (value: string) => boolean, message: string, trim = false) {
  return (raw: string): string | null => {
    const value = trim ? raw.trim() : raw;
    if (!isFilled(value)) return validationMessages.needed;
    if (!isStorableText(value)) return validationMessages.unstorableText;
    return predicate(value) ? null : message;
  };
}

const needed = (value: string) => (isFilled(value) ? null : validationMessages.needed);

export const passwordMismatchKey = 'passwordMismatch';

export const formRules = {
  login: { login: loginRule, password: needed },
  resetRequest: { email: textRule(isEmail, validationMessages.email, true) },
  newPassword: {
    password: textRule(isPassword, validationMessages.password),
    confirmation: (value: string, values: FormValues) =>
      value === values.password ? null : passwordMismatchKey,
  },
  apiKey: { name: needed },
} satisfies Record<string, FormRules>;

export type FormName = keyof typeof formRules;

/** The fields a form submits, in display order. */
export const fieldsOf = (rules: FormRules): string[] => Object.keys(rules);

export const formFields = Object.fromEntries(
  Object.entries(formRules).map(([name, rules]) => [name, fieldsOf(rules)]),
) as Record<FormName, string[]>;

export function validateForm(name: FormName, values: FormValues): FieldErrors {
  return checkFields(values, formRules[name]);
}

/** Values sent back to the page after a refused submit, so nothing typed is lost; passwords never travel back. */
export function keptValues(values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const [field, value] of Object.entries(values)) {
    if (field !== 'password' && field !== 'confirmation') kept[field] = value;
  }
  return kept;
}

/** POST /v1/auth/login body: `email` when the login holds an '@', else `username`. */
export function toLoginBody(values: FormValues): { email?: string; username?: string; password: string } {
  const login = (values.login ?? '').trim();
  return login.includes('@')
    ? { email: login.toLowerCase(), password: values.password ?? '' }
    : { username: login, password: values.password ?? '' };
}
