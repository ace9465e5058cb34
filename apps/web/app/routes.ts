import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Literal routes first; the shop routes `/:name` and `/:name/:product` come last so that every named route of
// spec §2 wins over a shop url name. Unknown paths fall to the catch-all and its 404 page.
export default [
  index('features/home/home-route.tsx'),
  route('shops/:shopId', 'features/shops/shop-route.tsx', { id: 'shop-by-id' }),
  route(':name', 'features/shops/shop-route.tsx', { id: 'shop-by-name' }),
  route('*', 'features/errors/not-found-route.tsx'),
] satisfies RouteConfig;
