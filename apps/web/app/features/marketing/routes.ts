import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 Marketing (campaigns integration): the lists. `dashboard/routes.ts` wraps them in `dashboardLayout(...)`;
// /dashboard/crm/lists/add comes before /dashboard/crm/lists/:id. Campaigns and models follow.
export const marketingPages: RouteConfigEntry[] = [
  route('dashboard/crm/lists', 'features/marketing/lists-route.tsx'),
  route('dashboard/crm/lists/add', 'features/marketing/list-add-route.tsx'),
  route('dashboard/crm/lists/:id', 'features/marketing/list-detail-route.tsx'),
];
