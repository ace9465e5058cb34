// spec §2 dashboard modules switched on by an integration: marketing, reservations, agents, collaborators,
// suppliers, purchases, futures, iframes. A detail page (/{id}) keeps the permission of its list.
import { createEntry, goTo, staffMenu, staffRoles } from './placements.ts';
import { defineRoute, type RouteEntry } from './route-types.ts';

const campaigns = { roles: staffRoles, integrations: ['campaigns'] } as const;
const reservations = ['reservations'] as const;
const agents = { roles: staffRoles, integrations: ['agents'] } as const;
const collaborators = { roles: staffRoles, integrations: ['iam'] } as const;
const purchases = { roles: staffRoles, integrations: ['purchase'] } as const;
const futures = { roles: staffRoles, integrations: ['futures'] } as const;

export const marketingRoutes: readonly RouteEntry[] = [
  defineRoute({
    id: 'crm',
    path: '/dashboard/crm',
    ...campaigns,
    goTo: [goTo('goto.marketing', ['marketing', 'emailing', 'newsletter'])],
  }),
  defineRoute({
    id: 'crmLists',
    path: '/dashboard/crm/lists',
    ...campaigns,
    menu: [staffMenu('marketing', 1, 'nav.lists')],
    goTo: [goTo('nav.lists', ['listes', 'segments', 'lists'])],
  }),
  defineRoute({
    id: 'crmListAdd',
    path: '/dashboard/crm/lists/add',
    ...campaigns,
    permissions: ['createList'],
    createMenu: [createEntry('marketing', 1, 'create.list')],
  }),
  defineRoute({ id: 'crmList', path: '/dashboard/crm/lists/:id', ...campaigns }),
  defineRoute({
    id: 'crmCampaigns',
    path: '/dashboard/crm/campaigns',
    ...campaigns,
    menu: [staffMenu('marketing', 2, 'nav.campaigns')],
    goTo: [goTo('nav.campaigns', ['campagnes', 'emailing', 'newsletter', 'campaigns'])],
  }),
  defineRoute({
    id: 'crmCampaignAdd',
    path: '/dashboard/crm/campaigns/add',
    ...campaigns,
    permissions: ['createCampaign'],
    createMenu: [createEntry('marketing', 2, 'create.campaign')],
  }),
  defineRoute({ id: 'crmCampaign', path: '/dashboard/crm/campaigns/:id', ...campaigns }),
  defineRoute({
    id: 'crmModels',
    path: '/dashboard/crm/models',
    ...campaigns,
    menu: [staffMenu('marketing', 3, 'nav.models')],
    goTo: [goTo('nav.models', ['modèles', 'templates', 'models'])],
  }),
  defineRoute({
    id: 'crmModelAdd',
    path: '/dashboard/crm/models/add',
    ...campaigns,
    permissions: ['createModel'],
    createMenu: [createEntry('marketing', 3, 'create.model')],
  }),
  defineRoute({
    id: 'crmModelAdvancedAdd',
    path: '/dashboard/crm/models/advanced',
    ...campaigns,
    permissions: ['createModel'],
    createMenu: [createEntry('marketing', 4, 'create.advancedModel')],
  }),
  defineRoute({ id: 'crmModelStandard', path: '/dashboard/crm/models/:id/standard', ...campaigns }),
  defineRoute({ id: 'crmModelAdvanced', path: '/dashboard/crm/models/:id/advanced', ...campaigns }),
];

export const reservationRoutes: readonly RouteEntry[] = [
  defineRoute({
    id: 'reservations',
    path: '/dashboard/reservations',
    roles: ['buyer', 'owner', 'iam'],
    integrations: reservations,
    menu: [
      staffMenu('wineTourism', 2, 'nav.reservations', { permissions: ['seeAllResa'] }),
      { audience: 'buyer', group: null, order: 20, labelKey: 'nav.myReservations' },
    ],
    goTo: [goTo('nav.reservations', ['réservations', 'résa', 'bookings'], { permissions: ['seeAllResa'] })],
  }),
  defineRoute({
    id: 'reservationAdd',
    path: '/dashboard/reservations/add',
    roles: staffRoles,
    integrations: reservations,
    createMenu: [createEntry('reservations', 2, 'create.reservation', { permissions: ['createResa'] })],
  }),
  defineRoute({
    id: 'events',
    path: '/dashboard/reservations/events',
    roles: staffRoles,
    permissions: ['accessEvent'],
    integrations: reservations,
    menu: [staffMenu('wineTourism', 1, 'nav.events')],
    goTo: [goTo('nav.events', ['événements', 'dégustations', 'visites', 'oenotourisme', 'events'])],
  }),
  defineRoute({
    id: 'eventAdd',
    path: '/dashboard/reservations/events/add',
    roles: staffRoles,
    permissions: ['accessEvent', 'createEvent'],
    integrations: reservations,
    createMenu: [createEntry('reservations', 1, 'create.event')],
  }),
  defineRoute({
    id: 'event',
    path: '/dashboard/reservations/events/:id',
    roles: staffRoles,
    permissions: ['accessEvent'],
    integrations: reservations,
  }),
  defineRoute({
    id: 'reservation',
    path: '/dashboard/reservations/:id',
    roles: ['buyer', 'owner', 'iam'],
    integrations: reservations,
  }),
];

export const teamRoutes: readonly RouteEntry[] = [
  defineRoute({
    id: 'agents',
    path: '/dashboard/agents',
    ...agents,
    permissions: ['accessAgent'],
    menu: [staffMenu('commercial', 2, 'nav.agents')],
    goTo: [goTo('nav.agents', ['agents', 'commerciaux', 'représentants'])],
  }),
  defineRoute({ id: 'agentAdd', path: '/dashboard/agents/add', ...agents, permissions: ['createAgent'] }),
  defineRoute({ id: 'agentFind', path: '/dashboard/agents/find', ...agents, permissions: ['createAgent'] }),
  defineRoute({
    id: 'agentAnalytics',
    path: '/dashboard/agents/analytics',
    ...agents,
    permissions: ['commissionsAnalytics'],
  }),
  defineRoute({ id: 'agent', path: '/dashboard/agents/:id', ...agents, permissions: ['accessAgent'] }),
  defineRoute({
    id: 'collaborators',
    path: '/dashboard/collaborators',
    ...collaborators,
    permissions: ['accessCollaborator'],
    menu: [staffMenu('commercial', 1, 'nav.collaborators')],
    goTo: [goTo('nav.collaborators', ['collaborateurs', 'équipe', 'utilisateurs', 'team'])],
  }),
  defineRoute({
    id: 'collaboratorAdd',
    path: '/dashboard/collaborators/add',
    ...collaborators,
    permissions: ['createCollaborator'],
  }),
  defineRoute({
    id: 'collaboratorStructure',
    path: '/dashboard/collaborators/structure',
    ...collaborators,
    permissions: ['accessCollaborator'],
    menu: [staffMenu('commercial', 4, 'nav.structure')],
    goTo: [goTo('nav.structure', ['structure', 'organigramme', 'organisation'])],
  }),
  defineRoute({
    id: 'collaborator',
    path: '/dashboard/collaborators/:id',
    ...collaborators,
    permissions: ['accessCollaborator'],
  }),
];

export const supplyRoutes: readonly RouteEntry[] = [
  defineRoute({
    id: 'suppliers',
    path: '/dashboard/suppliers',
    roles: staffRoles,
    permissions: ['seeSupplier'],
    menu: [staffMenu('purchases', 1, 'nav.suppliers')],
    goTo: [goTo('nav.suppliers', ['fournisseurs', 'suppliers'])],
  }),
  defineRoute({
    id: 'supplierAdd',
    path: '/dashboard/suppliers/add',
    roles: staffRoles,
    permissions: ['createSupplier'],
    createMenu: [createEntry('purchases', 1, 'create.supplier')],
  }),
  defineRoute({
    id: 'supplier',
    path: '/dashboard/suppliers/:id',
    roles: staffRoles,
    permissions: ['seeSupplier'],
  }),
  defineRoute({
    id: 'purchases',
    path: '/dashboard/purchases',
    ...purchases,
    permissions: ['seeSupplierOrder'],
    menu: [staffMenu('purchases', 2, 'nav.supplierOrders')],
    goTo: [goTo('nav.supplierOrders', ['achats', 'commandes fournisseurs', 'purchases'])],
  }),
  defineRoute({
    id: 'purchaseAdd',
    path: '/dashboard/purchases/add',
    ...purchases,
    permissions: ['seeSupplierOrder'],
    createMenu: [
      createEntry('purchases', 2, 'create.supplierOrder', { permissions: ['createSupplierOrder'] }),
    ],
  }),
  defineRoute({
    id: 'purchase',
    path: '/dashboard/purchases/:id',
    ...purchases,
    permissions: ['seeSupplierOrder'],
  }),
  defineRoute({
    id: 'futures',
    path: '/dashboard/futures',
    ...futures,
    permissions: ['seeFutureOrder'],
    menu: [staffMenu('sales', 7, 'nav.futures')],
    goTo: [goTo('nav.futures', ['primeurs', 'en primeur', 'futures'])],
  }),
  defineRoute({
    id: 'futureAdd',
    path: '/dashboard/futures/add',
    ...futures,
    permissions: ['seeFutureOrder'],
    createMenu: [createEntry('orders', 4, 'create.future')],
  }),
  defineRoute({ id: 'future', path: '/dashboard/futures/:id', ...futures, permissions: ['seeFutureOrder'] }),
  defineRoute({
    id: 'iframeAdd',
    path: '/dashboard/iframes/add',
    roles: staffRoles,
    integrations: ['iframes'],
  }),
  defineRoute({ id: 'iframe', path: '/dashboard/iframes/:id', roles: staffRoles, integrations: ['iframes'] }),
];
