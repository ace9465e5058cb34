import { layout, type RouteConfig, route } from '@react-router/dev/routes';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { elabelRoutes } from './features/elabels/routes.ts';
import { homeRoutes } from './features/home/routes.ts';
import { shopListRoutes, shopRoutes } from './features/shops/routes.ts';

// The page table. Each business area lists its own pages in features/<area>/routes.ts; access rules come from
// the domain route table (@sarment/domain/access). Literal routes first; the shop routes `/:name` and
// `/:name/:product` come last so every named route of spec §2 wins over a shop url name; unknown paths fall to
// the catch-all and its 404 page. The Material pages (auth, back office, cart) sit in the back-office frame, a
// pathless layout that brings MUI and the back-office texts; public pages (home, shops, e-labels) stay outside it
// so they ship no Material JavaScript.
export default [
  ...homeRoutes,
  layout('features/layout/back-office-frame-route.tsx', { id: 'back-office' }, [
    ...authRoutes,
    ...dashboardRoutes,
    ...adminRoutes,
    ...cartRoutes,
    ...shopListRoutes,
  ]),
  ...elabelRoutes,
  ...shopRoutes,
  route('*', 'features/errors/not-found-route.tsx'),
] satisfies RouteConfig;
