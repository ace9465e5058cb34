// POST /auth/login (and the /auth entry): logs in through the API and forwards its session cookie (spec §4, §7).
import type { AppLoadContext } from 'react-router';
import { formFields, hasErrors, readForm, toLoginBody, validateForm } from './auth-forms.ts';
import { authHref, targetAfterLogin } from './auth-links.ts';
import { redirectWithCookies, refuseForm, refuseFromApi } from './form-answers.server.ts';
import { fr } from './i18n.ts';
import { accountsPath, type LoginAnswer } from './session.ts';

export async function loginAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const values = readForm(await request.formData(), formFields.login);
  const errors = validateForm('login', values);
  if (hasErrors(errors)) return refuseForm(values, errors, null);
  const answer = await context.api.request<LoginAnswer>('POST', '/v1/auth/login', toLoginBody(values));
  if (!answer.ok || !answer.data?.user) return refuseFromApi(values, answer, fr.common.error);
  const url = new URL(request.url);
  // spec §1: a main account chooses one of its sub-accounts before going anywhere.
  const target = answer.data.masterAccount
    ? authHref(accountsPath, url.search)
    : targetAfterLogin(url.searchParams.get('redirectLink'), answer.data.user.role);
  return redirectWithCookies(target, answer);
}
