import { type RouteConfig, route } from '@react-router/dev/routes';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { elabelRoutes } from './features/elabels/routes.ts';
import { homeRoutes } from './features/home/routes.ts';
import { shopRoutes } from './features/shops/routes.ts';

// The page table. Each business area lists its own pages in features/<area>/routes.ts; access rules come from
// the domain route table (@sarment/domain/access). Literal routes first; the shop routes `/:name` and
// `/:name/:product` come last so every named route of spec §2 wins over a shop url name; unknown paths fall to
// the catch-all and its 404 page.
export default [
  ...homeRoutes,
  ...authRoutes,
  ...dashboardRoutes,
  ...adminRoutes,
  ...cartRoutes,
  ...elabelRoutes,
  ...shopRoutes,
  route('*', 'features/errors/not-found-route.tsx'),
] satisfies RouteConfig;
