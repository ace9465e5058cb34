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
