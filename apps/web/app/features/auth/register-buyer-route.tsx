import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Route } from './+types/register-buyer-route';
import { useAuthLayout } from './auth-layout.tsx';
import { authHref } from './auth-links.ts';
import { AuthCard, AuthFooterLink } from './auth-page.tsx';
import { signUpAction } from './register.server.ts';
import { SignUpForm } from './sign-up-form.tsx';

export const meta = () => [{ title: 'Créer un compte acheteur — Sarment' }];

export async function action({ request, context }: Route.ActionArgs) {
  return signUpAction('buyer', request, context);
}

export default function RegisterBuyerRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { hideAuthButtons } = useAuthLayout();
  return (
    <AuthCard title={t('auth.register.buyerTitle')}>
      <SignUpForm kind="buyer" answer={actionData} />
      {!hideAuthButtons && (
        <AuthFooterLink
          text={t('auth.register.otherAccounts')}
          to={authHref('/auth/register-sarment', search)}
          label={t('auth.register.otherAccountsLink')}
        />
      )}
    </AuthCard>
  );
}
