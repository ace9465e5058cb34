import { useTranslation } from 'react-i18next';
import type { Route } from './+types/register-agent-route';
import { AuthCard } from './auth-page.tsx';
import { checkRegisterProvider, signUpAction } from './register.server.ts';
import { SignUpForm } from './sign-up-form.tsx';

export const meta = () => [{ title: 'Créer un compte agent commercial — Sarment' }];

export function loader({ params }: Route.LoaderArgs) {
  return { provider: checkRegisterProvider(params.registerProvider) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  checkRegisterProvider(params.registerProvider);
  return signUpAction('agent', request, context);
}

export default function RegisterAgentRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.register.agentTitle')}>
      <SignUpForm kind="agent" answer={actionData} />
    </AuthCard>
  );
}
