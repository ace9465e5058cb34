import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 wine-tourism pages of the dashboard layout (issue 21). `dashboard/routes.ts` wraps them in
// `dashboardLayout(...)`; static paths come before the dynamic ones.
export const eventPages: RouteConfigEntry[] = [
  route('dashboard/reservations', 'features/events/reservations-list-route.tsx'),
  route('dashboard/reservations/add', 'features/events/reservation-add-route.tsx'),
  route('dashboard/reservations/events', 'features/events/events-list-route.tsx'),
  route('dashboard/reservations/events/add', 'features/events/event-form-route.tsx', { id: 'event-add' }),
  route('dashboard/reservations/events/:id', 'features/events/event-form-route.tsx', { id: 'event-edit' }),
  route('dashboard/reservations/events/:id/slots/:slotId', 'features/events/day-sheet-route.tsx'),
  route('dashboard/reservations/:id', 'features/events/reservation-detail-route.tsx'),
];
