import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 stock pages of the dashboard layout (issue 20). `dashboard/routes.ts` wraps them in
// `dashboardLayout(...)`; static paths come before /dashboard/stocks/:id. The DRM pages are in drm-routes.ts.
export const stockPages: RouteConfigEntry[] = [
  route('dashboard/stocks', 'features/stocks/stocks-list-route.tsx'),
  route('dashboard/stocks/add', 'features/stocks/stock-add-route.tsx'),
  route('dashboard/stocks/warehouses', 'features/stocks/warehouses-route.tsx'),
  route('dashboard/stocks/movements', 'features/stocks/movements-route.tsx'),
  route('dashboard/stocks/allocations', 'features/stocks/allocations-route.tsx'),
  route('dashboard/stocks/:id', 'features/stocks/stock-detail-route.tsx'),
];
