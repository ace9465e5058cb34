import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';

export const homeRoutes: RouteConfigEntry[] = [
  index('features/home/home-route.tsx'),
  route('legal-notice', 'features/home/legal-notice-route.tsx'),
  route('privacy', 'features/home/privacy-route.tsx'),
  route('robots.txt', 'features/home/robots-route.ts'),
  route('sitemap.xml', 'features/home/sitemap-index-route.ts'),
];
