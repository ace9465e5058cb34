import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 /dashboard/tasks (owner, iam, agent) and /dashboard/calendar (owner, iam; agents see their tasks), pages
// of the dashboard layout: `dashboard/routes.ts` wraps them in `dashboardLayout(...)`.
export const taskPages: RouteConfigEntry[] = [
  route('dashboard/tasks', 'features/crm/tasks-list-route.tsx'),
  route('dashboard/calendar', 'features/crm/calendar-route.tsx'),
];
