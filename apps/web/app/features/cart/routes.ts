import { layout, type RouteConfigEntry, route } from '@react-router/dev/routes';

// issue 6: the cart page, 3-D Secure and a payment group's link. The buyer's /dashboard/orders pages
// (orders-list-route.tsx, order-detail-route.tsx) are served through features/sales/routes.ts (issue 18).
export const cartRoutes: RouteConfigEntry[] = [
  layout('features/cart/cart-layout.tsx', { id: 'cart-layout' }, [
    route('cart', 'features/cart/cart-page-route.tsx'),
    route('cart/group/:shopId/:groupId', 'features/cart/group-payment-route.tsx'),
    route('validate3ds', 'features/cart/validate-3ds-route.tsx'),
  ]),
];
