// spec §6 permissions, as data read by the API and the web app.

export const permissions = [
  'seeAllResa',
  'createResa',
  'accessEvent',
  'createEvent',
  'seeAllOrder',
  'createOrder',
  'createQuote',
  'billOrder',
  'seeAllPayment',
  'seeAllProduct',
  'createProduct',
  'seeAllPrice',
  'accessAgent',
  'createAgent',
  'accessCollaborator',
  'createCollaborator',
  'manageBudget',
  'createList',
  'createCampaign',
  'createModel',
  'seeSupplier',
  'createSupplier',
  'seeSupplierOrder',
  'createSupplierOrder',
  'seeFutureOrder',
  'createFutureOrder',
  'manageDelivery',
  'createClient',
  'seeAllClient',
  'seeAllTask',
  'createTask',
  'seeAllStock',
  'createWarehouse',
  'accessAnalytics',
  'activitiesAnalytics',
  'clientSalesAnalytics',
  'goalsAnalytics',
  'productSalesAnalytics',
  'commissionsAnalytics',
  'salesAnalytics',
  'campaignsAnalytics',
  'accessAccounting',
  'editAccountingCodes',
  'createOrderSalesPoint',
  'seeAllMessages',
] as const;
export type Permission = (typeof permissions)[number];

export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value);
}

/** spec §3 Shop.integration: the modules a shop switches on. */
export const integrations = [
  'crm',
  'campaigns',
  'salesPoint',
  'stocks',
  'agents',
  'iam',
  'shop',
  'analytics',
  'reservations',
  'accounting',
  'purchase',
  'futures',
  'iframes',
] as const;
export type Integration = (typeof integrations)[number];
