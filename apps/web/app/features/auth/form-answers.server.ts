// What the auth actions answer: a redirect carrying the API's cookies, or the form again with its values and
// the errors (client rules re-checked on the server, then the API's own French message and field errors).
import { data, redirect } from 'react-router';
import { type ApiResponse, setCookiesOf } from '../../lib/api.ts';
import { type FieldErrors, type FormAnswer, type FormValues, keptValues } from './auth-forms.ts';

/** The form refused: values kept (passwords excepted), field errors and the message. */
export function refuseForm(values: FormValues, errors: FieldErrors, message: string | null, status = 400) {
  return data<FormAnswer>({ values: keptValues(values), errors, message }, { status });
}

/** spec §7, §8: an error answer carries `message`; field problems may come as `errors`. */
export function apiMessageOf(answer: ApiResponse<unknown>): string | null {
  const body = answer.data as { message?: unknown } | null;
  const message = body && typeof body === 'object' ? body.message : null;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Field errors of an API answer: `errors` as a list of {path|field, message} or as a map field → message. */
export function apiFieldErrorsOf(answer: ApiResponse<unknown>): FieldErrors {
  const body = answer.data as { errors?: unknown } | null;
  const errors = body && typeof body === 'object' ? body.errors : null;
  const fields: FieldErrors = {};
  if (Array.isArray(errors)) {
    for (const item of errors as { path?: unknown; field?: unknown; message?: unknown }[]) {
      const path = Array.isArray(item?.path) ? item.path.join('.') : (item?.path ?? item?.field);
      const field = typeof path === 'string' ? lastSegment(path) : null;
      if (field && typeof item.message === 'string' && !fields[field]) fields[field] = item.message;
    }
  } else if (errors && typeof errors === 'object') {
    for (const [path, message] of Object.entries(errors)) {
      const text = Array.isArray(message) ? message[0] : message;
      if (typeof text === 'string') fields[lastSegment(path)] = text;
    }
  }
  return fields;
}

/** The API refused the submit: its message and field errors, with what the user typed. */
export function refuseFromApi(values: FormValues, answer: ApiResponse<unknown>, fallbackMessage: string) {
  const errors = apiFieldErrorsOf(answer);
  const message = apiMessageOf(answer) ?? fallbackMessage;
  const status = answer.status >= 400 ? answer.status : 500;
  return refuseForm(values, errors, message, status);
}

/** A redirect forwarding the API's Set-Cookie headers (login, choose-account, register, logout). */
export function redirectWithCookies(to: string, answer: ApiResponse<unknown>) {
  const headers = new Headers();
  for (const cookie of setCookiesOf(answer)) headers.append('set-cookie', cookie);
  return redirect(to, { headers });
}

function lastSegment(path: string): string {
  const parts = path.split(/[./]/).filter(Boolean);
  return parts[parts.length - 1] ?? path;
}
