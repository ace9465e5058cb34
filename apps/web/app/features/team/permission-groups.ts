// The spec §6 permissions a collaborator holds, grouped by the sidebar's areas for the rights editor of the
// collaborator's form (/dashboard/collaborators/add and /{id}). Every permission sits in exactly one group, in the
// domain's order; a group's 'Tout cocher' checks or clears the permissions of the group the editor may change,
// leaving the locked ones (held by the collaborator but not by the editor, or not held by either) as they are.
import { type Permission, permissions } from '@sarment/domain/access';

export const permissionGroupIds = [
  'sales',
  'wineTourism',
  'crm',
  'articles',
  'marketing',
  'commercial',
  'purchases',
  'futures',
  'reports',
  'accounting',
  'cashRegister',
  'messaging',
] as const;
export type PermissionGroupId = (typeof permissionGroupIds)[number];

/**
 * Which area each permission belongs to: where the sidebar shows the pages it opens. Delivery goes with the
 * sales (Expéditions), stocks and warehouses with the articles, the budget with the reports (/dashboard/analytics/
 * budget), agents and collaborators with the commercial area.
 */
const groupOf: Readonly<Record<Permission, PermissionGroupId>> = {
  seeAllOrder: 'sales',
  createOrder: 'sales',
  createQuote: 'sales',
  billOrder: 'sales',
  seeAllPayment: 'sales',
  manageDelivery: 'sales',
  seeAllResa: 'wineTourism',
  createResa: 'wineTourism',
  accessEvent: 'wineTourism',
  createEvent: 'wineTourism',
  createClient: 'crm',
  seeAllClient: 'crm',
  seeAllTask: 'crm',
  createTask: 'crm',
  seeAllProduct: 'articles',
  createProduct: 'articles',
  seeAllPrice: 'articles',
  seeAllStock: 'articles',
  createWarehouse: 'articles',
  createList: 'marketing',
  createCampaign: 'marketing',
  createModel: 'marketing',
  accessAgent: 'commercial',
  createAgent: 'commercial',
  accessCollaborator: 'commercial',
  createCollaborator: 'commercial',
  seeSupplier: 'purchases',
  createSupplier: 'purchases',
  seeSupplierOrder: 'purchases',
  createSupplierOrder: 'purchases',
  seeFutureOrder: 'futures',
  createFutureOrder: 'futures',
  accessAnalytics: 'reports',
  activitiesAnalytics: 'reports',
  clientSalesAnalytics: 'reports',
  goalsAnalytics: 'reports',
  productSalesAnalytics: 'reports',
  commissionsAnalytics: 'reports',
  salesAnalytics: 'reports',
  campaignsAnalytics: 'reports',
  manageBudget: 'reports',
  accessAccounting: 'accounting',
  editAccountingCodes: 'accounting',
  createOrderSalesPoint: 'cashRegister',
  seeAllMessages: 'messaging',
};

export interface PermissionGroup {
  id: PermissionGroupId;
  permissions: readonly Permission[];
}

/** The groups in the sidebar's order, each with its permissions in the domain's order. */
export const permissionGroups: readonly PermissionGroup[] = permissionGroupIds.map((id) => ({
  id,
  permissions: permissions.filter((permission) => groupOf[permission] === id),
}));

export type GroupCheck = 'all' | 'some' | 'none';

/** How a group's 'Tout cocher' box shows: checked, indeterminate or empty. */
export function groupCheck(group: PermissionGroup, held: ReadonlySet<Permission>): GroupCheck {
  const count = group.permissions.filter((permission) => held.has(permission)).length;
  return count === 0 ? 'none' : count === group.permissions.length ? 'all' : 'some';
}

/**
 * The permissions after a click on a group's 'Tout cocher': the group's permissions the editor may change are all
 * checked (`check`) or all cleared; the locked ones stay as they were.
 */
export function toggleGroup(
  group: PermissionGroup,
  held: ReadonlySet<Permission>,
  locked: ReadonlySet<Permission>,
  check: boolean,
): Set<Permission> {
  const next = new Set(held);
  for (const permission of group.permissions) {
    if (locked.has(permission)) continue;
    if (check) next.add(permission);
    else next.delete(permission);
  }
  return next;
}

/** Whether a group's box may be clicked: some permission of it is not locked. */
export const groupEditable = (group: PermissionGroup, locked: ReadonlySet<Permission>) =>
  group.permissions.some((permission) => !locked.has(permission));

/** The permissions held, in the domain's order (the API's). */
export const sortedPermissions = (held: ReadonlySet<Permission>): Permission[] =>
  permissions.filter((permission) => held.has(permission));
