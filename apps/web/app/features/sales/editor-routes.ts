import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 /dashboard/orders/add (?subType=quote or bill; owner, admin, agent, iam) (issue 18): the document editor,
// also a draft's edition (?draft={id}) and a quote from a won CRM opportunity (?opportunity={id}).
// `dashboard/routes.ts` wraps it in `dashboardLayout(...)`.
export const salesEditorPages: RouteConfigEntry[] = [
  route('dashboard/orders/add', 'features/sales/document-editor-route.tsx', { id: 'sales-document-editor' }),
];
