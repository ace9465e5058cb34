import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 CRM client pages of the dashboard layout: /dashboard/clients (owner, agent, iam), /dashboard/clients/add
// (createClient; ?isPro=true, ?pipe=Prospect) and /dashboard/clients/:id. `dashboard/routes.ts` wraps them in
// `dashboardLayout(...)`, which adds placeholders for /clients/opportunities and /clients/prospection until built.
export const clientPages: RouteConfigEntry[] = [
  route('dashboard/clients', 'features/crm/clients-list-route.tsx'),
  route('dashboard/clients/add', 'features/crm/client-form-route.tsx', { id: 'client-add' }),
  route('dashboard/clients/:id', 'features/crm/client-form-route.tsx', { id: 'client-edit' }),
];
