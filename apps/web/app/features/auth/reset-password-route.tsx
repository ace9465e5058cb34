// spec §2 /auth/resetpwd: asks for the e-mail to send a reset link to; with ?token= (the link of that e-mail),
// asks for the new password (spec §5 password rule).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { data, Form, useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password-route';
import { FormMessage, FormTextField, PasswordField, SubmitButton, useAuthForm } from './auth-form-ui.tsx';
import { type FormAnswer, formFields, formRules, hasErrors, readForm, validateForm } from './auth-forms.ts';
import { authHref } from './auth-links.ts';
import { AuthCard, AuthFooterLink } from './auth-page.tsx';
import { apiFieldErrorsOf, redirectWithCookies, refuseForm, refuseFromApi } from './form-answers.server.ts';
import { fr } from './i18n.ts';

export const meta = () => [{ title: 'Mot de passe oublié — Sarment' }];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get('token');
  if (typeof token === 'string' && token !== '') {
    const values = readForm(form, formFields.newPassword);
    const errors = validateForm('newPassword', values);
    if (hasErrors(errors)) return refuseForm(values, errors, null);
    const answer = await context.api.request('POST', '/v1/auth/reset-password', {
      token,
      password: values.password,
    });
    if (!answer.ok && apiFieldErrorsOf(answer).token)
      return refuseForm(values, {}, fr.validate.invalidLink, 422);
    if (!answer.ok) return refuseFromApi(values, answer, fr.common.error);
    return redirectWithCookies(
      authHref('/auth/login', new URL(request.url).search, { reset: 'done' }),
      answer,
    );
  }
  const values = readForm(form, formFields.resetRequest);
  const errors = validateForm('resetRequest', values);
  if (hasErrors(errors)) return refuseForm(values, errors, null);
  const answer = await context.api.request('POST', '/v1/auth/reset-password/request', {
    email: values.email?.trim().toLowerCase(),
  });
  if (!answer.ok) return refuseFromApi(values, answer, fr.common.error);
  return data<FormAnswer>({ values: {}, errors: {}, message: null, done: true });
}

function RequestForm({ answer }: { answer: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const form = useAuthForm(formRules.resetRequest, answer);
  if (answer?.done) return <Alert severity="success">{t('auth.reset.sent')}</Alert>;
  return (
    <Box
      component={Form}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <FormMessage answer={answer} />
      <FormTextField
        form={form}
        name="email"
        type="email"
        label={t('auth.reset.email')}
        autoComplete="email"
        required
      />
      <SubmitButton form={form}>{t('auth.reset.submit')}</SubmitButton>
    </Box>
  );
}

function NewPasswordForm({ token, answer }: { token: string; answer: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const form = useAuthForm(formRules.newPassword, answer);
  return (
    <Box
      component={Form}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <FormMessage answer={answer} />
      <input type="hidden" name="token" value={token} />
      <PasswordField
        form={form}
        name="password"
        label={t('auth.reset.password')}
        helperText={t('auth.register.passwordHelp')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        form={form}
        name="confirmation"
        label={t('auth.reset.confirmation')}
        autoComplete="new-password"
        required
      />
      <SubmitButton form={form}>{t('auth.reset.save')}</SubmitButton>
    </Box>
  );
}

export default function ResetPasswordRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const token = searchParams.get('token');
  return (
    <AuthCard
      title={t(token ? 'auth.reset.newTitle' : 'auth.reset.title')}
      intro={t(token ? 'auth.reset.newIntro' : 'auth.reset.intro')}
    >
      {token ? <NewPasswordForm token={token} answer={actionData} /> : <RequestForm answer={actionData} />}
      <AuthFooterLink text="" to={authHref('/auth/login', search)} label={t('auth.reset.backToLogin')} />
    </AuthCard>
  );
}
