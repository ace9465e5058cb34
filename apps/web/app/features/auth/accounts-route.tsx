// spec §1: a main account chooses one of its sub-accounts (after login, and later through 'Changer de compte');
// the choice opens a session as that sub-account (POST /v1/auth/choose-account, new cookie).
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { apiGet } from '../../lib/api.ts';
import type { Route } from './+types/accounts-route';
import type { FormAnswer } from './auth-forms.ts';
import { targetAfterLogin } from './auth-links.ts';
import { AuthCard } from './auth-page.tsx';
import { apiMessageOf, redirectWithCookies } from './form-answers.server.ts';
import { fr } from './i18n.ts';
import type { LoginAnswer, MasterAccount, SubAccount } from './session.ts';

export const meta = () => [{ title: 'Choisissez un compte — Sarment' }];

/** GET /v1/auth/accounts answers the session's main account with its sub-accounts. */
export async function loader({ context }: Route.LoaderArgs) {
  const answer = await apiGet<MasterAccount>(context.api, '/v1/auth/accounts');
  return { accounts: answer.ok ? answer.data.subAccounts : [] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const userId = (await request.formData()).get('userId');
  if (typeof userId !== 'string' || userId === '') {
    return data<FormAnswer>({ values: {}, errors: {}, message: fr.common.error }, { status: 400 });
  }
  const answer = await context.api.request<LoginAnswer>('POST', '/v1/auth/choose-account', { userId });
  if (!answer.ok || !answer.data?.user) {
    const message = apiMessageOf(answer) ?? fr.common.error;
    return data<FormAnswer>({ values: {}, errors: {}, message }, { status: answer.ok ? 500 : answer.status });
  }
  const redirectLink = new URL(request.url).searchParams.get('redirectLink');
  return redirectWithCookies(targetAfterLogin(redirectLink, answer.data.user.role), answer);
}

function initialsOf(account: SubAccount): string {
  const source = account.shopName || account.username || account.email;
  return source
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export default function AccountsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.formData !== undefined;
  const { accounts } = loaderData;
  return (
    <AuthCard
      title={t('auth.accounts.title')}
      intro={accounts.length > 0 ? t('auth.accounts.intro') : undefined}
    >
      {actionData?.message && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {actionData.message}
        </Alert>
      )}
      {accounts.length === 0 ? (
        <Typography>{t('auth.accounts.empty')}</Typography>
      ) : (
        <Box component={Form} method="post" sx={{ display: 'grid', gap: 1.5 }}>
          {accounts.map((account) => (
            <ButtonBase
              key={account.id}
              type="submit"
              name="userId"
              value={account.id}
              disabled={submitting}
              data-testid="sub-account"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                p: 2,
                textAlign: 'left',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
                '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
                '&.Mui-disabled': { opacity: 0.6 },
              }}
            >
              <Avatar sx={{ bgcolor: 'primary.main' }}>{initialsOf(account)}</Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {account.shopName ?? account.username ?? account.email}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {t(`auth.accounts.roles.${account.role}`)} · {account.email}
                </Typography>
              </Box>
              <ChevronRight color="action" />
            </ButtonBase>
          ))}
        </Box>
      )}
    </AuthCard>
  );
}
