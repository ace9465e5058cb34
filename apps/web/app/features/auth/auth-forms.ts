// spec §5 form rules of the auth screens, run in the browser before submitting and again in each action: the
// domain schemas hold the rules and their exact French messages; this file only picks them per field.
import { businessTypes } from '@sarment/domain/reference';
import {
  addressSchema,
  buyerSignUpSchema,
  emailSchema,
  neededSchema,
  passwordSchema,
  validationMessages,
} from '@sarment/domain/validation';

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

type FieldRule = FieldSchema | ((value: string, values: FormValues) => string | null);

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
export function checkFields(values: FormValues, rules: Readonly<Record<string, FieldRule>>): FieldErrors {
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
  if (value.includes('@') && !emailSchema.safeParse(value).success) return validationMessages.email;
  return null;
}

export const passwordMismatchKey = 'passwordMismatch';

const buyer = buyerSignUpSchema.shape;
const address = addressSchema.shape;

export const formRules = {
  login: { login: loginRule, password: neededSchema },
  buyer: {
    firstname: buyer.firstname,
    lastname: buyer.lastname,
    email: buyer.email,
    password: buyer.password,
    phone: buyer.phone,
    street: address.street,
    zipcode: address.zipcode,
    city: address.city,
    country: address.country,
    termsAccepted: buyer.termsAccepted,
    adultCertified: buyer.adultCertified,
  },
  seller: {
    shopName: neededSchema,
    businessType: (value: string) =>
      (businessTypes as readonly string[]).includes(value) ? null : validationMessages.needed,
    firstname: buyer.firstname,
    lastname: buyer.lastname,
    email: buyer.email,
    password: buyer.password,
    phone: buyer.phone,
    termsAccepted: buyer.termsAccepted,
    adultCertified: buyer.adultCertified,
  },
  agent: {
    firstname: buyer.firstname,
    lastname: buyer.lastname,
    email: buyer.email,
    password: buyer.password,
    phone: buyer.phone,
    termsAccepted: buyer.termsAccepted,
    adultCertified: buyer.adultCertified,
  },
  resetRequest: { email: emailSchema },
  newPassword: {
    password: passwordSchema,
    confirmation: (value: string, values: FormValues) =>
      value === values.password ? null : passwordMismatchKey,
  },
  apiKey: { name: neededSchema },
} satisfies Record<string, Record<string, FieldRule>>;

export type FormName = keyof typeof formRules;

/** The fields a form submits, in display order. */
export const formFields = Object.fromEntries(
  Object.entries(formRules).map(([name, rules]) => [name, Object.keys(rules)]),
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

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** POST /v1/auth/login body: `email` when the login holds an '@', else `username`. */
export function toLoginBody(values: FormValues): { email?: string; username?: string; password: string } {
  const login = (values.login ?? '').trim();
  return login.includes('@')
    ? { email: login.toLowerCase(), password: values.password ?? '' }
    : { username: login, password: values.password ?? '' };
}

function signUpBase(values: FormValues) {
  return {
    firstname: values.firstname?.trim() ?? '',
    lastname: values.lastname?.trim() ?? '',
    email: (values.email ?? '').trim().toLowerCase(),
    password: values.password ?? '',
    phone: blankToUndefined(values.phone),
    termsAccepted: values.termsAccepted === 'true',
    adultCertified: values.adultCertified === 'true',
  };
}

/** The buyer's address typed at sign-up (spec §3 Address), saved as delivery and billing address. */
export function addressOf(values: FormValues) {
  return {
    street: values.street?.trim() ?? '',
    zipcode: values.zipcode?.trim() ?? '',
    city: values.city?.trim() ?? '',
    country: values.country?.trim() ?? '',
  };
}

/** POST /v1/auth/register/buyer body; `shopCode` is the shop the visitor came from (query id). */
export function toBuyerBody(values: FormValues, shopCode: string | null) {
  return { ...signUpBase(values), ...(shopCode ? { shopCode } : {}) };
}

/** POST /v1/auth/register/seller body: the owner and the shop to create. */
export function toSellerBody(values: FormValues) {
  return {
    ...signUpBase(values),
    shopName: values.shopName?.trim() ?? '',
    businessType: values.businessType ?? '',
  };
}

/** POST /v1/auth/register/agent body. */
export function toAgentBody(values: FormValues) {
  return signUpBase(values);
}
