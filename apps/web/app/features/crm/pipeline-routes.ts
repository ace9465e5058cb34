import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 CRM pipeline pages of the dashboard layout (issue 17): /dashboard/clients/opportunities (owner, iam) and
// /dashboard/clients/prospection (seeAllClient). `dashboard/routes.ts` wraps them in `dashboardLayout(...)`; as
// static paths they win over /dashboard/clients/:id.
export const pipelinePages: RouteConfigEntry[] = [
  route('dashboard/clients/opportunities', 'features/crm/opportunities-route.tsx'),
  route('dashboard/clients/prospection', 'features/crm/prospection-route.tsx'),
];
