import { index, type RouteConfigEntry } from '@react-router/dev/routes';

export const homeRoutes: RouteConfigEntry[] = [index('features/home/home-route.tsx')];
