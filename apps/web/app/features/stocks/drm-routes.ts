import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 /dashboard/stocks/drm (seeAllStock, stocks integration; issue 20): the monthly excise return, with the
// CRD capsules as a tab (spec §2 names no page of their own). Listed before /dashboard/stocks/:id in dashboard/routes.ts.
export const drmPages: RouteConfigEntry[] = [route('dashboard/stocks/drm', 'features/stocks/drm-route.tsx')];
