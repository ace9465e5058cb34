import { describe, expect, it } from 'vitest';
import { accessMessages } from './messages.ts';
import { integrations, permissions } from './permissions.ts';
import { routeTable } from './route-table.ts';
import type { RouteAudience } from './route-types.ts';

const all = ['buyer', 'owner', 'iam', 'agent', 'admin', 'public'];
const dash = ['buyer', 'owner', 'agent', 'iam'];
const staff = ['owner', 'iam'];
const staffAgent = ['owner', 'agent', 'iam'];
const guest = ['public'];
const shopPage = ['buyer', 'owner', 'agent', 'iam', 'public'];

type Row = [
  path: string,
  roles: string[],
  permissions: string[],
  integrations: string[],
  audience: RouteAudience,
];
const open = (path: string): Row => [path, all, [], [], 'open'];
const guestOnly = (path: string): Row => [path, guest, [], [], 'guest-only'];

// Every route of spec §2, written from the spec: path, roles, permissions (all required), integrations.
const specRoutes: readonly Row[] = [
  // Open to all roles
  ...['/', '/auth', '/help', '/roi-simulator', '/validate3ds', '/disable-tracking-notif', '/iframes/:id'].map(
    open,
  ),
  // not in spec §2: the platform's own legal notice (with its terms of use) and privacy policy (issue 15)
  ...['/legal-notice', '/privacy'].map(open),
  ...[
    '/gs1/01/:ean',
    '/gs1/01/:ean/10/:lotNumber',
    '/gs1/01/:ean/22/:vintage',
    '/gs1/01/:ean/10/:lotNumber/22/:vintage',
  ].map(open),
  ...['/:name', '/:name/legal-notice', '/:name/nutritiveValues', '/:name/:product'].map(open),
  // Owner and iam only
  ['/get-api-key', staff, [], [], 'protected'],
  // Public (not logged in); /auth/:registerProvider matches /auth/register-{provider}
  ...['/auth/login', '/auth/register/buyer', '/auth/resetpwd', '/auth/validate'].map(guestOnly),
  ...['/auth/:registerProvider', '/auth/:registerProvider/agent', '/auth/:registerProvider/seller'].map(
    guestOnly,
  ),
  // Dashboard
  ['/dashboard', dash, [], [], 'protected'],
  ['/dashboard/settings', dash, [], [], 'protected'],
  ['/dashboard/orders', dash, [], [], 'protected'],
  ['/dashboard/orders/:id', dash, [], [], 'protected'],
  ['/dashboard/customize', staff, [], [], 'protected'],
  ['/dashboard/calendar', [...staff, 'agent'], [], [], 'protected'],
  ['/dashboard/delivery', staff, [], [], 'protected'],
  // not in spec §2: a shipment's page and the new-shipment page (issue 18)
  ['/dashboard/delivery/new', staff, [], [], 'protected'],
  ['/dashboard/delivery/:id', staff, [], [], 'protected'],
  ['/dashboard/payments/credits', staff, [], [], 'protected'],
  ...['quotes', 'bills', 'ventilate', 'credits', 'deposits'].map(
    (page): Row => [`/dashboard/orders/${page}`, staff, [], [], 'protected'],
  ),
  ['/dashboard/tarifs', staffAgent, ['seeAllPrice'], [], 'protected'],
  ['/dashboard/orders/samples', staffAgent, [], [], 'protected'],
  // not in spec §2: a sample's page and the new-sample page (issue 18)
  ['/dashboard/orders/samples/add', staffAgent, [], [], 'protected'],
  ['/dashboard/orders/samples/:id', staffAgent, [], [], 'protected'],
  ['/dashboard/tasks', staffAgent, [], [], 'protected'],
  ['/dashboard/orders/add', ['owner', 'admin', 'agent', 'iam'], [], [], 'protected'],
  ['/dashboard/salespoints', ['owner', 'admin', 'iam'], ['createOrderSalesPoint'], [], 'protected'],
  ['/dashboard/salespoints/:id', ['owner', 'admin', 'iam'], ['createOrderSalesPoint'], [], 'protected'],
  [
    '/dashboard/salespoints/:id/new-order',
    ['owner', 'admin', 'iam'],
    ['createOrderSalesPoint'],
    [],
    'protected',
  ],
  ['/dashboard/products', staffAgent, [], [], 'protected'],
  ['/dashboard/products/:id', staffAgent, [], [], 'protected'],
  ['/dashboard/products/add', staffAgent, ['createProduct'], [], 'protected'],
  ['/dashboard/clients', staffAgent, [], [], 'protected'],
  ['/dashboard/clients/:id', staffAgent, [], [], 'protected'],
  ['/dashboard/clients/add', staffAgent, ['createClient'], [], 'protected'],
  ['/dashboard/clients/opportunities', staff, [], [], 'protected'],
  ['/dashboard/clients/prospection', staffAgent, ['seeAllClient'], [], 'protected'],
  ['/dashboard/stocks', staff, ['seeAllStock'], [], 'protected'],
  ['/dashboard/stocks/:id', staff, ['seeAllStock'], [], 'protected'],
  ['/dashboard/stocks/add', staff, ['seeAllStock', 'createWarehouse'], [], 'protected'],
  ...['warehouses', 'drm', 'movements', 'allocations'].map(
    (page): Row => [`/dashboard/stocks/${page}`, staff, ['seeAllStock'], ['stocks'], 'protected'],
  ),
  ['/dashboard/analytics', staff, ['accessAnalytics'], ['analytics'], 'protected'],
  ['/dashboard/analytics/budget', staff, ['accessAnalytics', 'manageBudget'], ['analytics'], 'protected'],
  [
    '/dashboard/analytics/activities',
    staff,
    ['accessAnalytics', 'activitiesAnalytics'],
    ['analytics', 'iam'],
    'protected',
  ],
  [
    '/dashboard/analytics/clients',
    staff,
    ['accessAnalytics', 'clientSalesAnalytics'],
    ['analytics'],
    'protected',
  ],
  [
    '/dashboard/analytics/objectives',
    staff,
    ['accessAnalytics', 'goalsAnalytics'],
    ['analytics'],
    'protected',
  ],
  [
    '/dashboard/analytics/products',
    staff,
    ['accessAnalytics', 'productSalesAnalytics'],
    ['analytics'],
    'protected',
  ],
  [
    '/dashboard/analytics/commissions',
    staff,
    ['accessAnalytics', 'commissionsAnalytics'],
    ['analytics'],
    'protected',
  ],
  ['/dashboard/analytics/sells', staff, ['accessAnalytics', 'salesAnalytics'], ['analytics'], 'protected'],
  [
    '/dashboard/analytics/campaigns',
    staff,
    ['accessAnalytics', 'campaignsAnalytics'],
    ['analytics', 'crm'],
    'protected',
  ],
  [
    '/dashboard/analytics/reservations',
    staff,
    ['accessAnalytics', 'productSalesAnalytics'],
    ['analytics', 'reservations'],
    'protected',
  ],
  ['/dashboard/analytics/custom', staff, ['accessAnalytics'], ['analytics'], 'protected'],
  ['/dashboard/payments', staff, ['seeAllPayment'], [], 'protected'],
  ['/dashboard/payments/outstandings', staff, ['seeAllPayment'], [], 'protected'],
  ['/dashboard/payments/unpaids', staff, ['seeAllPayment'], [], 'protected'],
  ['/dashboard/accounting/journals', staff, ['accessAccounting'], ['accounting'], 'protected'],
  ['/dashboard/accounting/codes', staff, ['editAccountingCodes'], ['accounting'], 'protected'],
  // Marketing (campaigns integration)
  ...['/dashboard/crm', '/dashboard/crm/lists', '/dashboard/crm/lists/:id', '/dashboard/crm/campaigns'].map(
    (path): Row => [path, staff, [], ['campaigns'], 'protected'],
  ),
  ['/dashboard/crm/lists/add', staff, ['createList'], ['campaigns'], 'protected'],
  ['/dashboard/crm/campaigns/add', staff, ['createCampaign'], ['campaigns'], 'protected'],
  ['/dashboard/crm/campaigns/:id', staff, [], ['campaigns'], 'protected'],
  ['/dashboard/crm/models', staff, [], ['campaigns'], 'protected'],
  ['/dashboard/crm/models/add', staff, ['createModel'], ['campaigns'], 'protected'],
  ['/dashboard/crm/models/advanced', staff, ['createModel'], ['campaigns'], 'protected'],
  ['/dashboard/crm/models/:id/standard', staff, [], ['campaigns'], 'protected'],
  ['/dashboard/crm/models/:id/advanced', staff, [], ['campaigns'], 'protected'],
  // Reservations (reservations integration)
  ['/dashboard/reservations', ['buyer', 'owner', 'iam'], [], ['reservations'], 'protected'],
  ['/dashboard/reservations/:id', ['buyer', 'owner', 'iam'], [], ['reservations'], 'protected'],
  ['/dashboard/reservations/add', staff, [], ['reservations'], 'protected'],
  ['/dashboard/reservations/events', staff, ['accessEvent'], ['reservations'], 'protected'],
  ['/dashboard/reservations/events/:id', staff, ['accessEvent'], ['reservations'], 'protected'],
  [
    '/dashboard/reservations/events/add',
    staff,
    ['accessEvent', 'createEvent'],
    ['reservations'],
    'protected',
  ],
  // Agents (agents integration)
  ['/dashboard/agents', staff, ['accessAgent'], ['agents'], 'protected'],
  ['/dashboard/agents/add', staff, ['createAgent'], ['agents'], 'protected'],
  ['/dashboard/agents/find', staff, ['createAgent'], ['agents'], 'protected'],
  ['/dashboard/agents/:id', staff, ['accessAgent'], ['agents'], 'protected'],
  ['/dashboard/agents/analytics', staff, ['commissionsAnalytics'], ['agents'], 'protected'],
  // Collaborators (iam integration)
  ['/dashboard/collaborators', staff, ['accessCollaborator'], ['iam'], 'protected'],
  ['/dashboard/collaborators/add', staff, ['createCollaborator'], ['iam'], 'protected'],
  ['/dashboard/collaborators/structure', staff, ['accessCollaborator'], ['iam'], 'protected'],
  ['/dashboard/collaborators/:id', staff, ['accessCollaborator'], ['iam'], 'protected'],
  // Suppliers, purchases (purchase integration), futures (futures integration), iframes
  ['/dashboard/suppliers', staff, ['seeSupplier'], [], 'protected'],
  ['/dashboard/suppliers/add', staff, ['createSupplier'], [], 'protected'],
  ['/dashboard/suppliers/:id', staff, ['seeSupplier'], [], 'protected'],
  ['/dashboard/purchases', staff, ['seeSupplierOrder'], ['purchase'], 'protected'],
  ['/dashboard/purchases/add', staff, ['seeSupplierOrder'], ['purchase'], 'protected'],
  ['/dashboard/purchases/:id', staff, ['seeSupplierOrder'], ['purchase'], 'protected'],
  ['/dashboard/futures', staff, ['seeFutureOrder'], ['futures'], 'protected'],
  ['/dashboard/futures/add', staff, ['seeFutureOrder'], ['futures'], 'protected'],
  ['/dashboard/futures/:id', staff, ['seeFutureOrder'], ['futures'], 'protected'],
  ['/dashboard/iframes/add', staff, [], ['iframes'], 'protected'],
  ['/dashboard/iframes/:id', staff, [], ['iframes'], 'protected'],
  // Shops and other
  ['/shops', ['owner', 'buyer', 'agent', 'iam'], [], [], 'protected'],
  ['/shops/add', ['agent'], [], [], 'protected'],
  ['/shops/:id', shopPage, [], [], 'open'],
  ['/shops/:id/:product', shopPage, [], [], 'open'],
  ['/shops/:id/legal-notice', shopPage, [], [], 'open'],
  ['/shops/:id/builders', staff, [], [], 'protected'],
  ['/shops/:id/builders/:builder', staff, [], [], 'protected'],
  ['/shops/:id/builders/:builder/:product', staff, [], [], 'protected'],
  ['/cart', ['buyer', 'public', 'owner', 'iam'], [], [], 'open'],
  ['/tickets', ['buyer', 'owner', 'iam'], ['seeAllMessages'], [], 'protected'],
  ['/admin', ['admin'], [], [], 'protected'],
];

describe('spec §2 route-access table', () => {
  it.each(specRoutes)(
    '%s is in the table with its roles, permissions and integrations',
    (path, roles, perms, integ, audience) => {
      const route = routeTable.find((entry) => entry.path === path);
      expect(route, path).toBeDefined();
      expect([...(route?.roles ?? [])].sort()).toEqual([...roles].sort());
      expect([...(route?.permissions ?? [])].sort()).toEqual([...perms].sort());
      expect([...(route?.integrations ?? [])].sort()).toEqual([...integ].sort());
      expect(route?.public).toBe(audience);
    },
  );

  it('holds exactly the spec routes, each once, with unique ids', () => {
    expect(routeTable.map((route) => route.path).sort()).toEqual(specRoutes.map(([path]) => path).sort());
    expect(new Set(routeTable.map((route) => route.id)).size).toBe(routeTable.length);
  });

  it('open routes let visitors in, guest-only routes are for visitors only', () => {
    for (const route of routeTable) {
      expect(route.roles.includes('public'), route.id).toBe(route.public !== 'protected');
      if (route.public === 'guest-only') expect(route.roles).toEqual(['public']);
    }
  });

  it('names only known permissions and integrations, in menus too', () => {
    for (const route of routeTable) {
      const placements = [...(route.menu ?? []), ...(route.createMenu ?? []), ...(route.goTo ?? [])];
      const usedPermissions = [...route.permissions, ...placements.flatMap((p) => p.permissions ?? [])];
      const usedIntegrations = [...route.integrations, ...placements.flatMap((p) => p.integrations ?? [])];
      for (const permission of usedPermissions) expect(permissions, route.id).toContain(permission);
      for (const integration of usedIntegrations) expect(integrations, route.id).toContain(integration);
    }
  });

  it('every label key has a French and an English text', () => {
    const keys = routeTable.flatMap((route) =>
      [...(route.menu ?? []), ...(route.createMenu ?? []), ...(route.goTo ?? [])].map((p) => p.labelKey),
    );
    for (const key of keys) {
      expect(accessMessages.fr, key).toHaveProperty([key]);
      expect(accessMessages.en, key).toHaveProperty([key]);
    }
  });
});
