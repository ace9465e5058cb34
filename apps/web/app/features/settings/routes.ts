import { route } from '@react-router/dev/routes';

// spec §2 /dashboard/settings (dashboard layout) and /dashboard/customize (dashboard editor layout).
export const settingsPage = route('dashboard/settings', 'features/settings/settings-route.tsx');
export const customizePage = route('dashboard/customize', 'features/customize/customize-route.tsx');
