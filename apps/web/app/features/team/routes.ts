import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 Collaborators (iam integration): the list, the form to add one, the organigramme and a collaborator's
// page; spec §2 Agents (agents integration): the list, the form to add one and an agent's page (/find and
// /analytics stay the placeholders dashboard/routes.ts adds beside /:id). `dashboard/routes.ts` wraps them in
// `dashboardLayout(...)`; the static paths come before /:id.
export const teamPages: RouteConfigEntry[] = [
  route('dashboard/collaborators', 'features/team/collaborators-route.tsx'),
  route('dashboard/collaborators/add', 'features/team/collaborator-add-route.tsx'),
  route('dashboard/collaborators/structure', 'features/team/structure-route.tsx'),
  route('dashboard/collaborators/:id', 'features/team/collaborator-detail-route.tsx'),
  route('dashboard/agents', 'features/team/agents-route.tsx'),
  route('dashboard/agents/add', 'features/team/agent-add-route.tsx'),
  route('dashboard/agents/:id', 'features/team/agent-detail-route.tsx'),
];
