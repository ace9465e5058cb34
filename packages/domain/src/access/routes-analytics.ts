// spec §2 analytics: /dashboard/analytics needs accessAnalytics and the analytics integration; each subpage adds
// its own permission and, where named, another integration.
import type { Integration, Permission } from './permissions.ts';
import { goTo, staffMenu, staffRoles, sidebarTopLevelOrder as top } from './placements.ts';
import { defineRoute, type RouteEntry } from './route-types.ts';

function analyticsPage(
  slug: string,
  id: string,
  permission: Permission | null,
  extraIntegrations: readonly Integration[],
  keywords: readonly string[],
): RouteEntry {
  return defineRoute({
    id,
    path: `/dashboard/analytics/${slug}`,
    roles: staffRoles,
    // Subpages live inside the analytics section, so they keep its access permission.
    permissions: permission ? ['accessAnalytics', permission] : ['accessAnalytics'],
    integrations: ['analytics', ...extraIntegrations],
    goTo: [goTo(`goto.analytics.${slug}`, ['statistiques', 'analytics', ...keywords])],
  });
}

export const analyticsRoutes: readonly RouteEntry[] = [
  defineRoute({
    id: 'analytics',
    path: '/dashboard/analytics',
    roles: staffRoles,
    permissions: ['accessAnalytics'],
    integrations: ['analytics'],
    menu: [staffMenu(null, top.reports, 'nav.reports')],
    goTo: [goTo('nav.reports', ['rapports', 'statistiques', 'analytics', 'reports'])],
  }),
  analyticsPage('budget', 'analyticsBudget', 'manageBudget', [], ['budget']),
  analyticsPage(
    'activities',
    'analyticsActivities',
    'activitiesAnalytics',
    ['iam'],
    ['activités', 'activities'],
  ),
  analyticsPage('clients', 'analyticsClients', 'clientSalesAnalytics', [], ['ventes par client', 'clients']),
  {
    ...analyticsPage('objectives', 'analyticsObjectives', 'goalsAnalytics', [], ['objectifs', 'goals']),
    menu: [staffMenu('commercial', 3, 'nav.objectives')],
  },
  analyticsPage(
    'products',
    'analyticsProducts',
    'productSalesAnalytics',
    [],
    ['ventes par produit', 'produits'],
  ),
  analyticsPage('commissions', 'analyticsCommissions', 'commissionsAnalytics', [], ['commissions']),
  analyticsPage('sells', 'analyticsSells', 'salesAnalytics', [], ["chiffre d'affaires", 'ventes', 'sales']),
  analyticsPage('campaigns', 'analyticsCampaigns', 'campaignsAnalytics', ['crm'], ['campagnes', 'campaigns']),
  analyticsPage(
    'reservations',
    'analyticsReservations',
    'productSalesAnalytics',
    ['reservations'],
    ['réservations', 'oenotourisme'],
  ),
  analyticsPage('custom', 'analyticsCustom', null, [], ['personnalisé', 'custom']),
];
