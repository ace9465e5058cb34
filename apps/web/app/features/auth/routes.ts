import { layout, type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 auth screens, all in the auth layout (shop banner or seasonal image). React Router has no partial
// segments: /auth/register-{provider} is `auth/:registerProvider`, whose loader answers 404 unless the segment
// is 'register-<provider>'. Static paths (login, accounts...) rank before it.
export const authRoutes: RouteConfigEntry[] = [
  layout('features/auth/auth-layout.tsx', { id: 'auth-layout' }, [
    route('auth', 'features/auth/auth-entry-route.tsx'),
    route('auth/login', 'features/auth/login-route.tsx'),
    route('auth/register/buyer', 'features/auth/register-buyer-route.tsx'),
    route('auth/resetpwd', 'features/auth/reset-password-route.tsx'),
    route('auth/validate', 'features/auth/validate-email-route.tsx'),
    route('auth/accounts', 'features/auth/accounts-route.tsx'),
    route('auth/:registerProvider', 'features/auth/register-provider-route.tsx'),
    route('auth/:registerProvider/agent', 'features/auth/register-agent-route.tsx'),
    route('auth/:registerProvider/seller', 'features/auth/register-seller-route.tsx'),
  ]),
  route('auth/logout', 'features/auth/logout-route.ts'),
  route('get-api-key', 'features/auth/api-keys-route.tsx'),
];
