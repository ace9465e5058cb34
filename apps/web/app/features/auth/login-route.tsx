import { useTranslation } from 'react-i18next';
import type { Route } from './+types/login-route';
import { AuthCard } from './auth-page.tsx';
import { loginAction } from './login.server.ts';
import { LoginForm } from './login-form.tsx';

export const meta = () => [{ title: 'Connexion — Sarment' }];

export async function action(args: Route.ActionArgs) {
  return loginAction(args);
}

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <LoginForm answer={actionData} />
    </AuthCard>
  );
}
