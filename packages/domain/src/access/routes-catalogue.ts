// spec §2 dashboard routes: catalogue and stocks, clients (CRM), calendar, tasks, shop customisation.
import { agentMenu, createEntry, goTo, staffAndAgentRoles, staffMenu, staffRoles } from './placements.ts';
import { defineRoute, type RouteEntry } from './route-types.ts';

const seeStock = ['seeAllStock'] as const;
const stocksIntegration = ['stocks'] as const;
const seeClients = { permissions: ['seeAllClient'] } as const;

export const catalogueRoutes: readonly RouteEntry[] = [
  defineRoute({
    id: 'customize',
    path: '/dashboard/customize',
    roles: staffRoles,
    goTo: [goTo('goto.customize', ['personnaliser', 'personnalisation', 'apparence', 'thème', 'customize'])],
  }),
  // spec §2 lists the calendar for owner and iam, and §2 Sidebar menus gives agents a calendar entry: agents
  // are let in so that their menu entry leads somewhere.
  defineRoute({
    id: 'calendar',
    path: '/dashboard/calendar',
    roles: ['owner', 'iam', 'agent'],
    menu: [
      staffMenu('wineTourism', 3, 'nav.calendar', {
        integrations: ['reservations'],
        permissions: ['seeAllResa'],
      }),
      staffMenu('crm', 4, 'nav.calendar'),
      agentMenu(50, 'nav.calendar'),
    ],
    goTo: [goTo('nav.calendar', ['calendrier', 'agenda', 'planning', 'calendar'])],
  }),
  defineRoute({
    id: 'tasks',
    path: '/dashboard/tasks',
    roles: ['owner', 'iam', 'agent'],
    menu: [staffMenu('crm', 5, 'nav.tasks', { permissions: ['seeAllTask'] })],
    goTo: [goTo('nav.tasks', ['tâches', 'à faire', 'todo', 'tasks'], { permissions: ['seeAllTask'] })],
  }),

  defineRoute({
    id: 'products',
    path: '/dashboard/products',
    roles: staffAndAgentRoles,
    menu: [
      staffMenu('articles', 1, 'nav.catalogue', { permissions: ['seeAllProduct'] }),
      agentMenu(40, 'nav.catalogue'),
    ],
    goTo: [
      goTo('nav.catalogue', ['catalogue', 'produits', 'articles', 'vins', 'products'], {
        permissions: ['seeAllProduct'],
      }),
    ],
  }),
  defineRoute({
    id: 'productAdd',
    path: '/dashboard/products/add',
    roles: staffAndAgentRoles,
    permissions: ['createProduct'],
    createMenu: [createEntry('products', 1, 'create.product')],
    goTo: [goTo('goto.newProduct', ['nouveau produit', 'créer produit', 'ajouter produit', 'new product'])],
  }),
  defineRoute({ id: 'product', path: '/dashboard/products/:id', roles: staffAndAgentRoles }),

  defineRoute({
    id: 'clients',
    path: '/dashboard/clients',
    roles: staffAndAgentRoles,
    menu: [staffMenu('crm', 1, 'nav.clients', seeClients), agentMenu(30, 'nav.clients')],
    goTo: [goTo('nav.clients', ['clients', 'contacts', 'crm', 'customers'], seeClients)],
  }),
  defineRoute({
    id: 'clientAdd',
    path: '/dashboard/clients/add',
    roles: staffAndAgentRoles,
    permissions: ['createClient'],
    createMenu: [
      createEntry('crm', 1, 'create.individual'),
      createEntry('crm', 2, 'create.professional', { query: { isPro: 'true' } }),
      createEntry('crm', 3, 'create.prospect', { query: { pipe: 'Prospect' } }),
    ],
    goTo: [
      goTo('goto.newClient', ['nouveau client', 'créer client', 'ajouter contact', 'new client']),
      goTo('goto.newProspect', ['nouveau prospect', 'prospect'], { query: { pipe: 'Prospect' } }),
    ],
  }),
  defineRoute({
    id: 'clientOpportunities',
    path: '/dashboard/clients/opportunities',
    roles: staffRoles,
    menu: [staffMenu('crm', 2, 'nav.opportunities', seeClients)],
    goTo: [goTo('nav.opportunities', ['opportunités', 'pipeline', 'affaires', 'opportunities'], seeClients)],
  }),
  defineRoute({
    id: 'clientProspection',
    path: '/dashboard/clients/prospection',
    roles: staffAndAgentRoles,
    permissions: ['seeAllClient'],
    menu: [staffMenu('crm', 3, 'nav.prospection')],
    goTo: [goTo('nav.prospection', ['prospection', 'prospects', 'prospecting'])],
  }),
  defineRoute({ id: 'client', path: '/dashboard/clients/:id', roles: staffAndAgentRoles }),

  defineRoute({
    id: 'stocks',
    path: '/dashboard/stocks',
    roles: staffRoles,
    permissions: seeStock,
    menu: [staffMenu('articles', 3, 'nav.stocks')],
    goTo: [goTo('nav.stocks', ['stocks', 'inventaire', 'inventory'])],
  }),
  defineRoute({
    id: 'stockAdd',
    path: '/dashboard/stocks/add',
    roles: staffRoles,
    permissions: ['seeAllStock', 'createWarehouse'],
  }),
  defineRoute({
    id: 'stockWarehouses',
    path: '/dashboard/stocks/warehouses',
    roles: staffRoles,
    permissions: seeStock,
    integrations: stocksIntegration,
    menu: [staffMenu('articles', 2, 'nav.warehouses')],
    goTo: [goTo('nav.warehouses', ['entrepôts', 'chais', 'dépôts', 'warehouses'])],
  }),
  defineRoute({
    id: 'stockDrm',
    path: '/dashboard/stocks/drm',
    roles: staffRoles,
    permissions: seeStock,
    integrations: stocksIntegration,
    goTo: [goTo('goto.drm', ['drm', 'déclaration récapitulative mensuelle', 'douane', 'customs'])],
  }),
  defineRoute({
    id: 'stockMovements',
    path: '/dashboard/stocks/movements',
    roles: staffRoles,
    permissions: seeStock,
    integrations: stocksIntegration,
    menu: [staffMenu('articles', 4, 'nav.movements')],
    goTo: [goTo('nav.movements', ['mouvements', 'entrées', 'sorties', 'movements'])],
  }),
  defineRoute({
    id: 'stockAllocations',
    path: '/dashboard/stocks/allocations',
    roles: staffRoles,
    permissions: seeStock,
    integrations: stocksIntegration,
    goTo: [goTo('goto.allocations', ['allocations', 'réservations de stock', 'quotas'])],
  }),
  defineRoute({ id: 'stock', path: '/dashboard/stocks/:id', roles: staffRoles, permissions: seeStock }),
];
