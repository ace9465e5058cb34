// spec §2 /auth/validate?token=: confirms the e-mail address of a new account. The page asks for one click (an
// action), so that mail scanners opening the link do not use the token up.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { data, Form, Link as RouterLink, useLocation, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/validate-email-route';
import type { FormAnswer } from './auth-forms.ts';
import { authHref, homePathFor } from './auth-links.ts';
import { AuthCard } from './auth-page.tsx';
import { refuseForm, refuseFromApi } from './form-answers.server.ts';
import { fr } from './i18n.ts';
import { useSessionUser } from './session.ts';

export const meta = () => [{ title: 'Confirmation de votre e-mail — Sarment' }];

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token)
    return data<FormAnswer>({ values: {}, errors: {}, message: fr.validate.invalidLink }, { status: 422 });
  const answer = await context.api.request('POST', '/v1/auth/validate-email', { token });
  // a malformed token (400) is as dead as a used one (422): one message, the spec's
  if (answer.status === 400) return refuseForm({}, {}, fr.validate.invalidLink, 422);
  if (!answer.ok) return refuseFromApi({}, answer, fr.validate.invalidLink);
  return data<FormAnswer>({ values: {}, errors: {}, message: null, done: true });
}

export default function ValidateEmailRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigation = useNavigation();
  const me = useSessionUser();
  const token = searchParams.get('token');
  const message = actionData?.message ?? (token ? null : t('auth.validate.invalidLink'));
  return (
    <AuthCard
      title={t('auth.validate.title')}
      intro={actionData?.done ? undefined : t('auth.validate.intro')}
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {message && (
          <Alert severity="error" role="alert" data-testid="form-message">
            {message}
          </Alert>
        )}
        {actionData?.done ? (
          <>
            <Alert severity="success">{t('auth.validate.done')}</Alert>
            <Button
              component={RouterLink}
              to={me ? homePathFor(me.role) : authHref('/auth/login', search)}
              variant="contained"
              size="large"
            >
              {t('auth.validate.continue')}
            </Button>
          </>
        ) : (
          token && (
            <Form method="post">
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={navigation.formData !== undefined}
                loading={navigation.formData !== undefined}
              >
                {t('auth.validate.submit')}
              </Button>
            </Form>
          )
        )}
      </Box>
    </AuthCard>
  );
}
