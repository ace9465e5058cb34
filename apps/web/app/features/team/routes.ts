import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 Collaborators (iam integration): the list, the form to add one, the organigramme and a collaborator's
// page. `dashboard/routes.ts` wraps them in `dashboardLayout(...)`; /add and /structure come before /:id.
export const teamPages: RouteConfigEntry[] = [
  route('dashboard/collaborators', 'features/team/collaborators-route.tsx'),
  route('dashboard/collaborators/add', 'features/team/collaborator-add-route.tsx'),
  route('dashboard/collaborators/structure', 'features/team/structure-route.tsx'),
  route('dashboard/collaborators/:id', 'features/team/collaborator-detail-route.tsx'),
];
