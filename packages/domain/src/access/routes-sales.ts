// spec §2 dashboard routes: home, settings, orders and sales documents, payments, cash register, accounting.
import {
  agentMenu,
  buyerMenu,
  createEntry,
  dashboardRoles,
  goTo,
  staffAndAgentRoles,
  staffMenu,
  staffRoles,
  sidebarTopLevelOrder as top,
} from './placements.ts';
import { defineRoute, type RouteEntry } from './route-types.ts';

const seeOrders = { permissions: ['seeAllOrder'] } as const;
const accounting = ['accounting'] as const;

export const salesRoutes: readonly RouteEntry[] = [
  defineRoute({
    id: 'dashboard',
    path: '/dashboard',
    roles: dashboardRoles,
    menu: [
      staffMenu(null, top.dashboard, 'nav.dashboard'),
      buyerMenu(0, 'nav.dashboard'),
      agentMenu(0, 'nav.dashboard'),
    ],
    goTo: [goTo('nav.dashboard', ['tableau de bord', 'accueil', 'dashboard', 'home'])],
  }),
  defineRoute({
    id: 'settings',
    path: '/dashboard/settings',
    roles: dashboardRoles,
    menu: [
      staffMenu(null, top.settings, 'nav.settings'),
      buyerMenu(50, 'nav.settings'),
      agentMenu(70, 'nav.settings'),
    ],
    goTo: [goTo('nav.settings', ['paramètres', 'réglages', 'compte', 'settings', 'account'])],
  }),
  defineRoute({
    id: 'orders',
    path: '/dashboard/orders',
    roles: dashboardRoles,
    menu: [
      staffMenu('sales', 2, 'nav.orders', seeOrders),
      buyerMenu(10, 'nav.orders'),
      agentMenu(10, 'nav.orders'),
    ],
    goTo: [goTo('nav.orders', ['commandes', 'ventes', 'orders'], seeOrders)],
  }),
  defineRoute({
    id: 'orderAdd',
    path: '/dashboard/orders/add',
    roles: ['owner', 'admin', 'agent', 'iam'],
    createMenu: [
      createEntry('orders', 1, 'create.quote', { permissions: ['createQuote'], query: { subType: 'quote' } }),
      createEntry('orders', 2, 'create.order', { permissions: ['createOrder'] }),
      createEntry('orders', 3, 'create.bill', { permissions: ['billOrder'], query: { subType: 'bill' } }),
    ],
    goTo: [
      goTo('goto.newQuote', ['nouveau devis', 'créer devis', 'quote'], {
        permissions: ['createQuote'],
        query: { subType: 'quote' },
      }),
      goTo('goto.newOrder', ['nouvelle commande', 'créer commande', 'vente', 'order'], {
        permissions: ['createOrder'],
      }),
      goTo('goto.newBill', ['nouvelle facture', 'créer facture', 'facturer', 'invoice', 'bill'], {
        permissions: ['billOrder'],
        query: { subType: 'bill' },
      }),
    ],
  }),
  defineRoute({
    id: 'orderQuotes',
    path: '/dashboard/orders/quotes',
    roles: staffRoles,
    menu: [staffMenu('sales', 1, 'nav.quotes', seeOrders)],
    goTo: [goTo('nav.quotes', ['devis', 'propositions', 'quotes'], seeOrders)],
  }),
  defineRoute({
    id: 'orderBills',
    path: '/dashboard/orders/bills',
    roles: staffRoles,
    menu: [staffMenu('sales', 3, 'nav.bills', seeOrders)],
    goTo: [goTo('nav.bills', ['factures', 'facturation', 'invoices', 'bills'], seeOrders)],
  }),
  defineRoute({
    id: 'orderDeposits',
    path: '/dashboard/orders/deposits',
    roles: staffRoles,
    menu: [staffMenu('sales', 4, 'nav.deposits', seeOrders)],
    goTo: [goTo('nav.deposits', ['acomptes', "factures d'acompte", 'deposits'], seeOrders)],
  }),
  defineRoute({
    id: 'orderCredits',
    path: '/dashboard/orders/credits',
    roles: staffRoles,
    menu: [staffMenu('sales', 5, 'nav.creditInvoices', seeOrders)],
    goTo: [goTo('nav.creditInvoices', ["factures d'avoir", 'avoirs', 'credit invoices'], seeOrders)],
  }),
  defineRoute({
    id: 'orderVentilate',
    path: '/dashboard/orders/ventilate',
    roles: staffRoles,
    menu: [staffMenu('sales', 6, 'nav.ventilations', seeOrders)],
    goTo: [goTo('nav.ventilations', ['ventilations', 'ventiler', 'répartition'], seeOrders)],
  }),
  defineRoute({
    id: 'orderSamples',
    path: '/dashboard/orders/samples',
    roles: ['owner', 'iam', 'agent'],
    menu: [staffMenu('articles', 6, 'nav.samples', seeOrders), agentMenu(20, 'nav.samples')],
    goTo: [goTo('nav.samples', ['échantillons', 'samples'], seeOrders)],
  }),
  // not in spec §2: a sample's page and the new-sample page (issue 18)
  defineRoute({
    id: 'orderSampleAdd',
    path: '/dashboard/orders/samples/add',
    roles: ['owner', 'iam', 'agent'],
  }),
  defineRoute({ id: 'orderSample', path: '/dashboard/orders/samples/:id', roles: ['owner', 'iam', 'agent'] }),
  defineRoute({ id: 'order', path: '/dashboard/orders/:id', roles: dashboardRoles }),
  defineRoute({
    id: 'delivery',
    path: '/dashboard/delivery',
    roles: staffRoles,
    menu: [staffMenu('sales', 8, 'nav.shipments', { permissions: ['manageDelivery'] })],
    goTo: [
      goTo('nav.shipments', ['expéditions', 'livraisons', 'transport', 'shipments'], {
        permissions: ['manageDelivery'],
      }),
    ],
  }),
  // not in spec §2: the new-shipment page (from an order) and a shipment's page (issue 18)
  defineRoute({ id: 'deliveryNew', path: '/dashboard/delivery/new', roles: staffRoles }),
  defineRoute({ id: 'shipment', path: '/dashboard/delivery/:id', roles: staffRoles }),
  defineRoute({
    id: 'payments',
    path: '/dashboard/payments',
    roles: staffRoles,
    permissions: ['seeAllPayment'],
    menu: [staffMenu('sales', 11, 'nav.payments'), staffMenu('accounting', 3, 'nav.payments')],
    goTo: [goTo('nav.payments', ['paiements', 'règlements', 'encaissements', 'payments'])],
  }),
  defineRoute({
    id: 'paymentOutstandings',
    path: '/dashboard/payments/outstandings',
    roles: staffRoles,
    permissions: ['seeAllPayment'],
    menu: [staffMenu('sales', 9, 'nav.outstandings'), staffMenu('accounting', 1, 'nav.outstandings')],
    goTo: [goTo('nav.outstandings', ['encours', 'en cours', 'outstandings'])],
  }),
  defineRoute({
    id: 'paymentUnpaids',
    path: '/dashboard/payments/unpaids',
    roles: staffRoles,
    permissions: ['seeAllPayment'],
    menu: [staffMenu('sales', 10, 'nav.unpaids'), staffMenu('accounting', 2, 'nav.unpaids')],
    goTo: [goTo('nav.unpaids', ['impayés', 'relances', 'unpaid'])],
  }),
  defineRoute({
    id: 'paymentCredits',
    path: '/dashboard/payments/credits',
    roles: staffRoles,
    menu: [staffMenu('sales', 12, 'nav.creditNotes', { permissions: ['seeAllPayment'] })],
    goTo: [
      goTo('nav.creditNotes', ['avoirs', 'crédits', 'credit notes'], { permissions: ['seeAllPayment'] }),
    ],
  }),
  defineRoute({
    id: 'salesPoints',
    path: '/dashboard/salespoints',
    roles: ['owner', 'admin', 'iam'],
    permissions: ['createOrderSalesPoint'],
    menu: [staffMenu(null, top.cashRegister, 'nav.cashRegister', { integrations: ['salesPoint'] })],
    goTo: [
      goTo('nav.cashRegister', ['caisse', 'point de vente', 'salespoint'], { integrations: ['salesPoint'] }),
    ],
  }),
  defineRoute({
    id: 'salesPoint',
    path: '/dashboard/salespoints/:id',
    roles: ['owner', 'admin', 'iam'],
    permissions: ['createOrderSalesPoint'],
  }),
  defineRoute({
    id: 'salesPointNewOrder',
    path: '/dashboard/salespoints/:id/new-order',
    roles: ['owner', 'admin', 'iam'],
    permissions: ['createOrderSalesPoint'],
  }),
  defineRoute({
    id: 'accountingJournals',
    path: '/dashboard/accounting/journals',
    roles: staffRoles,
    permissions: ['accessAccounting'],
    integrations: accounting,
    menu: [staffMenu('accounting', 4, 'nav.journals')],
    goTo: [goTo('nav.journals', ['journaux', 'comptabilité', 'écritures', 'export comptable', 'journals'])],
  }),
  defineRoute({
    id: 'accountingCodes',
    path: '/dashboard/accounting/codes',
    roles: staffRoles,
    permissions: ['editAccountingCodes'],
    integrations: accounting,
    menu: [staffMenu('accounting', 5, 'nav.accountingCodes')],
    goTo: [
      goTo('nav.accountingCodes', ['codes comptables', 'plan comptable', 'comptes', 'accounting codes']),
    ],
  }),
  defineRoute({
    id: 'tarifs',
    path: '/dashboard/tarifs',
    roles: staffAndAgentRoles,
    permissions: ['seeAllPrice'],
    menu: [staffMenu('articles', 5, 'nav.priceGrids')],
    goTo: [goTo('nav.priceGrids', ['tarifs', 'grilles tarifaires', 'prix', 'price grids'])],
  }),
];
