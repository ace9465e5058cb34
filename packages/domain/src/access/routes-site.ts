// spec §2 routes outside the dashboard: open to all, owner and iam only, guest-only auth screens, shops, cart,
// tickets and admin.
import {
  agentMenu,
  allRoles,
  buyerMenu,
  goTo,
  staffMenu,
  sidebarTopLevelOrder as top,
} from './placements.ts';
import { defineRoute, type RouteEntry } from './route-types.ts';

const open = { roles: allRoles, public: 'open' } as const;
const guestOnly = { roles: ['public'], public: 'guest-only' } as const;
// spec §2: the provider registration screens have the path shape /auth/register-{provider}.
const registerProvider = { registerProvider: /^register-[A-Za-z0-9_-]+$/ };
// Shop pages: buyers, anonymous visitors and the shop's staff or agents (spec §2 Public shop pages).
const shopPageRoles = ['buyer', 'owner', 'agent', 'iam', 'public'] as const;

export const siteRoutes: readonly RouteEntry[] = [
  defineRoute({ id: 'home', path: '/', ...open }),
  defineRoute({ id: 'auth', path: '/auth', ...open }),
  defineRoute({ id: 'help', path: '/help', ...open }),
  // issue 15: the platform's legal notice with its terms of use, and its privacy policy (not named by the spec)
  defineRoute({ id: 'platformLegalNotice', path: '/legal-notice', ...open }),
  defineRoute({ id: 'privacy', path: '/privacy', ...open }),
  defineRoute({ id: 'roiSimulator', path: '/roi-simulator', ...open }),
  defineRoute({ id: 'validate3ds', path: '/validate3ds', ...open }),
  defineRoute({ id: 'disableTrackingNotif', path: '/disable-tracking-notif', ...open }),
  defineRoute({ id: 'iframeView', path: '/iframes/:id', ...open }),
  defineRoute({ id: 'gs1', path: '/gs1/01/:ean', ...open }),
  defineRoute({ id: 'gs1Lot', path: '/gs1/01/:ean/10/:lotNumber', ...open }),
  defineRoute({ id: 'gs1Vintage', path: '/gs1/01/:ean/22/:vintage', ...open }),
  defineRoute({ id: 'gs1LotVintage', path: '/gs1/01/:ean/10/:lotNumber/22/:vintage', ...open }),
  defineRoute({ id: 'shopByName', path: '/:name', ...open }),
  defineRoute({ id: 'shopByNameLegalNotice', path: '/:name/legal-notice', ...open }),
  defineRoute({ id: 'shopByNameNutritiveValues', path: '/:name/nutritiveValues', ...open }),
  defineRoute({ id: 'shopByNameProduct', path: '/:name/:product', ...open }),

  defineRoute({
    id: 'getApiKey',
    path: '/get-api-key',
    roles: ['owner', 'iam'],
    goTo: [goTo('goto.apiKey', ['api', 'clé', 'key', 'token', 'intégration'])],
  }),

  defineRoute({ id: 'authLogin', path: '/auth/login', ...guestOnly }),
  defineRoute({ id: 'authRegisterBuyer', path: '/auth/register/buyer', ...guestOnly }),
  defineRoute({ id: 'authResetPassword', path: '/auth/resetpwd', ...guestOnly }),
  defineRoute({ id: 'authValidate', path: '/auth/validate', ...guestOnly }),
  defineRoute({
    id: 'authRegisterProvider',
    path: '/auth/:registerProvider',
    paramPatterns: registerProvider,
    ...guestOnly,
  }),
  defineRoute({
    id: 'authRegisterProviderAgent',
    path: '/auth/:registerProvider/agent',
    paramPatterns: registerProvider,
    ...guestOnly,
  }),
  defineRoute({
    id: 'authRegisterProviderSeller',
    path: '/auth/:registerProvider/seller',
    paramPatterns: registerProvider,
    ...guestOnly,
  }),

  defineRoute({
    id: 'shops',
    path: '/shops',
    roles: ['owner', 'buyer', 'agent', 'iam'],
    menu: [buyerMenu(40, 'nav.producers'), agentMenu(60, 'nav.producers')],
    goTo: [goTo('nav.producers', ['producteurs', 'boutiques', 'shops'])],
  }),
  defineRoute({ id: 'shopAdd', path: '/shops/add', roles: ['agent'] }),
  defineRoute({
    id: 'shop',
    path: '/shops/:id',
    roles: shopPageRoles,
    public: 'open',
    menu: [staffMenu(null, top.onlineShop, 'nav.onlineShop', { integrations: ['shop'] })],
    goTo: [goTo('nav.onlineShop', ['boutique', 'shop', 'site', 'vitrine'], { integrations: ['shop'] })],
  }),
  defineRoute({
    id: 'shopLegalNotice',
    path: '/shops/:id/legal-notice',
    roles: shopPageRoles,
    public: 'open',
  }),
  defineRoute({ id: 'shopProduct', path: '/shops/:id/:product', roles: shopPageRoles, public: 'open' }),
  defineRoute({ id: 'shopBuilders', path: '/shops/:id/builders', roles: ['owner', 'iam'] }),
  defineRoute({ id: 'shopBuilder', path: '/shops/:id/builders/:builder', roles: ['owner', 'iam'] }),
  defineRoute({
    id: 'shopBuilderProduct',
    path: '/shops/:id/builders/:builder/:product',
    roles: ['owner', 'iam'],
  }),

  defineRoute({ id: 'cart', path: '/cart', roles: ['buyer', 'public', 'owner', 'iam'], public: 'open' }),
  defineRoute({
    id: 'tickets',
    path: '/tickets',
    roles: ['buyer', 'owner', 'iam'],
    permissions: ['seeAllMessages'],
    menu: [staffMenu(null, top.messaging, 'nav.messaging'), buyerMenu(30, 'nav.messaging')],
    goTo: [goTo('nav.messaging', ['messagerie', 'messages', 'tickets', 'support'])],
  }),
  defineRoute({ id: 'admin', path: '/admin', roles: ['admin'] }),
];
