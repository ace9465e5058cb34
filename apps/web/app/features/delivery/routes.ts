import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// issue 18: the shipments (/dashboard/delivery, owner and iam with manageDelivery), a new shipment from an order
// (/dashboard/delivery/new?order=<id>), a shipment's page, and the samples (/dashboard/orders/samples, owner, iam,
// agent). `dashboard/routes.ts` wraps them in `dashboardLayout(...)`; static paths come before the :id pages.
export const deliveryPages: RouteConfigEntry[] = [
  route('dashboard/delivery', 'features/delivery/delivery-list-route.tsx'),
  route('dashboard/delivery/new', 'features/delivery/new-shipment-route.tsx'),
  route('dashboard/delivery/:id', 'features/delivery/shipment-detail-route.tsx'),
  route('dashboard/orders/samples', 'features/sales/samples-list-route.tsx'),
  route('dashboard/orders/samples/add', 'features/sales/samples-add-route.tsx'),
  route('dashboard/orders/samples/:id', 'features/sales/sample-detail-route.tsx'),
];
