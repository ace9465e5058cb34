import { type RouteConfigEntry, route } from '@react-router/dev/routes';

export const shopRoutes: RouteConfigEntry[] = [
  route('shops/:shopId', 'features/shops/shop-route.tsx', { id: 'shop-by-id' }),
  route(':name', 'features/shops/shop-route.tsx', { id: 'shop-by-name' }),
];
