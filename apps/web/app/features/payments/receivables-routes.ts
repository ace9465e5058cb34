import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 pages of issue 19 in the dashboard layout: /dashboard/payments (seeAllPayment), its credits
// (/dashboard/payments/credits, owner and iam) and the ventilation page /dashboard/orders/ventilate.
export const receivablePages: RouteConfigEntry[] = [
  route('dashboard/payments', 'features/payments/payments-list-route.tsx'),
  route('dashboard/payments/credits', 'features/payments/credits-route.tsx'),
  route('dashboard/orders/ventilate', 'features/payments/ventilate-route.tsx'),
];
