// spec §2 /auth, open to everyone: the login form and its links for a visitor (the shop contact link of spec §2
// lands here with query id); a logged-in user gets a way on to their space, or out.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { personDisplayName } from '@sarment/domain/identity';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { homePathFor } from './auth-links.ts';
import { AuthCard } from './auth-page.tsx';
import { LoginForm } from './login-form.tsx';
import { logoutPath, type SessionUser, useLogout, useSessionUser } from './session.ts';

export const meta = () => [{ title: 'Sarment — Connexion ou inscription' }];

function displayName(user: SessionUser): string {
  return user.displayName || personDisplayName(user);
}

export default function AuthEntryRoute() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const logout = useLogout();
  if (me) {
    return (
      <AuthCard title={t('auth.entry.title')}>
        <Typography sx={{ mb: 3 }}>{t('auth.entry.loggedInAs', { name: displayName(me) })}</Typography>
        <Stack spacing={1.5}>
          <Button component={RouterLink} to={homePathFor(me.role)} variant="contained" size="large">
            {t('auth.entry.goToSpace')}
          </Button>
          {/* the app-wide logout (useLogout); a plain POST without JavaScript */}
          <form
            method="post"
            action={logoutPath}
            onSubmit={(event) => {
              event.preventDefault();
              logout();
            }}
          >
            <Button type="submit" variant="outlined" size="large" fullWidth>
              {t('auth.entry.logout')}
            </Button>
          </form>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.entry.title')} intro={t('auth.entry.intro')}>
      <LoginForm answer={undefined} />
    </AuthCard>
  );
}
