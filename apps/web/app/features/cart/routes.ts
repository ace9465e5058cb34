import { layout, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { dashboardLayout } from '../dashboard/routes.ts';

// issue 6: the cart page, 3-D Secure, a payment group's link, and the orders of the dashboard.
export const cartRoutes: RouteConfigEntry[] = [
  layout('features/cart/cart-layout.tsx', { id: 'cart-layout' }, [
    route('cart', 'features/cart/cart-page-route.tsx'),
    route('cart/group/:shopId/:groupId', 'features/cart/group-payment-route.tsx'),
    route('validate3ds', 'features/cart/validate-3ds-route.tsx'),
  ]),
  dashboardLayout('orders-layout', [
    route('dashboard/orders', 'features/cart/orders-list-route.tsx'),
    route('dashboard/orders/:id', 'features/cart/order-detail-route.tsx'),
  ]),
];
