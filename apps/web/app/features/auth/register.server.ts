// The sign-up actions (spec §2 Public screens, §5 rules): the same rules as the browser, then the API, whose
// 201 answers like a login (spec §7) with the session cookie, forwarded on the redirect.
import { type AppLoadContext, data } from 'react-router';
import { hasErrors, readForm } from './auth-forms.ts';
import { targetAfterLogin } from './auth-links.ts';
import { redirectWithCookies, refuseForm, refuseFromApi } from './form-answers.server.ts';
import { fr } from './i18n.ts';
import type { LoginAnswer } from './session.ts';
import {
  addressOf,
  type SignUpKind,
  signUpFields,
  toAgentBody,
  toBuyerBody,
  toSellerBody,
  validateSignUp,
} from './sign-up-forms.ts';
import { signUpAddressCookie } from './signup-address.server.ts';

export type { SignUpKind };

/** spec §2 provider registration screens: /auth/register-{provider}; Sarment is the one provider. */
export const registerProviders = ['sarment'] as const;

/** 404 unless the segment is 'register-<known provider>' (spec §8: 404 when validation fails). */
export function checkRegisterProvider(segment: string | undefined): string {
  const match = /^register-([a-z0-9-]+)$/.exec(segment ?? '');
  const provider = match?.[1];
  if (!provider || !(registerProviders as readonly string[]).includes(provider)) {
    throw data(null, { status: 404 });
  }
  return provider;
}

export async function signUpAction(kind: SignUpKind, request: Request, context: AppLoadContext) {
  const values = readForm(await request.formData(), signUpFields[kind]);
  const errors = validateSignUp(kind, values);
  if (hasErrors(errors)) return refuseForm(values, errors, null);
  const url = new URL(request.url);
  const shopCode = url.searchParams.get('id');
  const body =
    kind === 'buyer'
      ? toBuyerBody(values, shopCode)
      : kind === 'agent'
        ? toAgentBody(values)
        : toSellerBody(values);
  const answer = await context.api.request<LoginAnswer>('POST', `/v1/auth/register/${kind}`, body);
  if (!answer.ok || !answer.data?.user) return refuseFromApi(values, answer, fr.common.error);
  const target = targetAfterLogin(url.searchParams.get('redirectLink'), answer.data.user.role);
  const response = redirectWithCookies(target, answer);
  if (kind === 'buyer')
    response.headers.append('set-cookie', signUpAddressCookie(request, addressOf(values)));
  return response;
}
