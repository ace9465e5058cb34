import { layout, type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 /admin (admin only): shops, users, maintenances and the e-mail outbox, in the admin layout.
export const adminRoutes: RouteConfigEntry[] = [
  layout('features/layout/admin-layout.tsx', { id: 'admin-layout' }, [
    route('admin', 'features/admin/admin-route.tsx'),
  ]),
];
