// spec §2 /auth/register-{provider}: the general sign-up screen, choosing between the buyer, seller and agent forms.
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Route } from './+types/register-provider-route';
import { useAuthLayout } from './auth-layout.tsx';
import { authHref } from './auth-links.ts';
import { AuthCard, AuthFooterLink } from './auth-page.tsx';
import { checkRegisterProvider } from './register.server.ts';

export const meta = () => [{ title: 'Créer un compte — Sarment' }];

export function loader({ params }: Route.LoaderArgs) {
  return { provider: checkRegisterProvider(params.registerProvider) };
}

export default function RegisterProviderRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { hideAuthButtons } = useAuthLayout();
  const base = `/auth/register-${loaderData.provider}`;
  const choices = [
    { key: 'buyer', to: authHref('/auth/register/buyer', search) },
    { key: 'seller', to: authHref(`${base}/seller`, search) },
    { key: 'agent', to: authHref(`${base}/agent`, search) },
  ] as const;
  return (
    <AuthCard title={t('auth.register.providerTitle')} intro={t('auth.register.providerIntro')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {choices.map((choice) => (
          <Box component="li" key={choice.key}>
            <Card variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={choice.to}
                sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
              >
                <Box sx={{ flex: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>{t(`auth.register.${choice.key}Choice`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`auth.register.${choice.key}ChoiceText`)}
                  </Typography>
                </Box>
                <ChevronRight color="action" />
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
      {!hideAuthButtons && (
        <AuthFooterLink
          text={t('auth.register.haveAccount')}
          to={authHref('/auth/login', search)}
          label={t('auth.register.login')}
        />
      )}
    </AuthCard>
  );
}
