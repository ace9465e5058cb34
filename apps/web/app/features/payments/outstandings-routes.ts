import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 pages of issue 19 (seeAllPayment): what clients owe and the overdue bills with their reminders.
export const outstandingPages: RouteConfigEntry[] = [
  route('dashboard/payments/outstandings', 'features/payments/outstandings-route.tsx'),
  route('dashboard/payments/unpaids', 'features/payments/unpaids-route.tsx'),
];
