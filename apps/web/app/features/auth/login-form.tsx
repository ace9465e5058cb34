import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Form, Link as RouterLink, useLocation } from 'react-router';
import { FormMessage, FormTextField, PasswordField, SubmitButton, useAuthForm } from './auth-form-ui.tsx';
import { type FormAnswer, formRules } from './auth-forms.ts';
import { useAuthLayout } from './auth-layout.tsx';
import { authHref } from './auth-links.ts';
import { AuthFooterLink } from './auth-page.tsx';

/** spec §7 login form: e-mail or username and password; posts to the login action of /auth/login. */
export function LoginForm({ answer }: { answer: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { hideAuthButtons } = useAuthLayout();
  const form = useAuthForm(formRules.login, answer);
  const passwordChanged = new URLSearchParams(search).get('reset') === 'done';
  return (
    <>
      <Box
        component={Form}
        method="post"
        action={authHref('/auth/login', search)}
        noValidate
        onSubmit={form.onSubmit}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {passwordChanged && !answer && <Alert severity="success">{t('auth.login.passwordChanged')}</Alert>}
        <FormMessage answer={answer} />
        <FormTextField
          form={form}
          name="login"
          label={t('auth.login.login')}
          autoComplete="username"
          autoFocus
          required
        />
        <PasswordField
          form={form}
          name="password"
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
        />
        <Link
          component={RouterLink}
          to={authHref('/auth/resetpwd', search)}
          variant="body2"
          sx={{ justifySelf: 'end', mt: -1 }}
        >
          {t('auth.login.forgot')}
        </Link>
        <SubmitButton form={form}>{t('auth.login.submit')}</SubmitButton>
      </Box>
      {!hideAuthButtons && (
        <AuthFooterLink
          text={t('auth.login.noAccount')}
          to={authHref('/auth/register/buyer', search)}
          label={t('auth.login.register')}
        />
      )}
    </>
  );
}
