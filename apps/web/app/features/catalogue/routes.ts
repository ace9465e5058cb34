import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 catalogue pages of the dashboard layout: /dashboard/products (the list), /dashboard/products/add and
// /dashboard/products/:id (the form). `dashboard/routes.ts` wraps them in `dashboardLayout(...)`; a page listed
// here wins over the 'arrive bientôt' placeholder of its path.
export const cataloguePages: RouteConfigEntry[] = [
  route('dashboard/products', 'features/catalogue/products-list-route.tsx'),
  route('dashboard/products/add', 'features/catalogue/product-form-route.tsx', { id: 'product-add' }),
  route('dashboard/products/:id', 'features/catalogue/product-form-route.tsx', { id: 'product-edit' }),
  route('dashboard/tarifs', 'features/catalogue/tarifs-route.tsx'),
];

// spec §2 the shop's box builders (owner, iam; issue 16), pages of the dashboard-editor layout (spec §2 Layouts:
// page builders): `dashboard/routes.ts` puts them in it, where they win over the placeholders of their paths.
export const builderPages: RouteConfigEntry[] = [
  route('shops/:id/builders', 'features/catalogue/builders-list-route.tsx'),
  route('shops/:id/builders/:builder', 'features/catalogue/builder-form-route.tsx'),
  route('shops/:id/builders/:builder/:product', 'features/catalogue/builder-product-route.tsx'),
];
