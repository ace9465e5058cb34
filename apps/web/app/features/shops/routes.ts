import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 public shop pages: /shops/{id} and /{name}, each with its legal notice and product pages, in the shop
// frame (header with tabs, drawer, age gate). Static paths (/shops, /shops/add, /{name}/legal-notice,
// /{name}/sitemap.xml) rank before the dynamic ones.
const shopPages = (prefix: 'shop-by-id' | 'shop-by-name') => [
  index('features/shops/shop-page-route.tsx', { id: `${prefix}-page` }),
  route('legal-notice', 'features/shops/legal-notice-route.tsx', { id: `${prefix}-legal-notice` }),
  // issue 16: a case the buyer composes from one of the shop's builders
  route('coffrets/:builder', 'features/shops/builder-route.tsx', { id: `${prefix}-builder` }),
  route(':product', 'features/shops/product-route.tsx', { id: `${prefix}-product` }),
];

// 'Producteurs' for logged-in users and the agents' page, under the top header (spec §2 shops layout): Material
// pages of the back office.
export const shopListRoutes: RouteConfigEntry[] = [
  layout('features/layout/shops-layout.tsx', { id: 'shops-list-layout' }, [
    route('shops', 'features/shops/shops-list-route.tsx'),
    route('shops/add', 'features/shops/shop-add-route.tsx'),
  ]),
];

/** The public shop pages: plain CSS, no Material (they must stay light). */
export const shopRoutes: RouteConfigEntry[] = [
  route(':name/sitemap.xml', 'features/shops/shop-sitemap-route.ts'),
  route(
    'shops/:shopId',
    'features/shops/shop-layout-route.tsx',
    { id: 'shop-by-id' },
    shopPages('shop-by-id'),
  ),
  route(':name', 'features/shops/shop-layout-route.tsx', { id: 'shop-by-name' }, shopPages('shop-by-name')),
];
