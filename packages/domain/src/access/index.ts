// spec §2, §4, §6 access: roles, permissions, integrations, the route-access table, the guard and the menus.
export type { AccessShop, AccessUser, PermissionFlags, ShopAuthorizations } from './access-types.ts';
export type { AccountMenuItem } from './account-menu.ts';
export { buildAccountMenu } from './account-menu.ts';
export type { CreateMenuGroup, CreateMenuItem } from './create-menus.ts';
export { buildCreateMenus, createMenuGroupOrder } from './create-menus.ts';
export type { RedirectReason, RouteAccessDecision, RouteAccessInput } from './decide-route-access.ts';
export { canOpenRoute, decideRouteAccess, loginPath, loginRedirectFor } from './decide-route-access.ts';
export type { GoToEntry } from './go-to-search.ts';
export { buildGoToSearch, filterGoToEntries } from './go-to-search.ts';
export {
  areIntegrationsActive,
  belongsToShop,
  hasPermission,
  hasPermissions,
  isIntegrationActive,
  ownShopIdOf,
} from './has-permission.ts';
export type { RouteMatch } from './match-route.ts';
export { matchRoute } from './match-route.ts';
export { meetsMenuRequirements } from './menu-visibility.ts';
export { accessLabel, accessMessages, integrationLabel, permissionLabel } from './messages.ts';
export type { AccessMessageKey } from './messages-fr.ts';
export type { Integration, Permission } from './permissions.ts';
export { integrations, isPermission, permissions } from './permissions.ts';
export type { Role, ShopMemberRole, UserRole } from './roles.ts';
export { isShopStaffRole, roles, shopMemberRoles, shopStaffRoles, userRoles } from './roles.ts';
export { buildRoutePath, findRouteById, getRouteById, routeTable } from './route-table.ts';
export type {
  CreateMenuGroupId,
  CreateMenuPlacement,
  GoToPlacement,
  MenuRequirements,
  RouteAudience,
  RouteEntry,
  SidebarAudience,
  SidebarGroupId,
  SidebarPlacement,
} from './route-types.ts';
export type {
  MemberPermissions,
  RoleChangeDecision,
  RoleChangeRefusal,
  SettingsSectionRule,
} from './settings-access.ts';
export {
  canSaveSettingsSection,
  decideRoleChange,
  holdsPermission,
  settingsSectionRules,
  visibleSettingsSections,
} from './settings-access.ts';
export type { SettingsSection } from './shop-links.ts';
export {
  settingsPath,
  settingsSections,
  shopContactFormPath,
  shopTabPath,
  shopTabSlug,
} from './shop-links.ts';
export type {
  SidebarAction,
  SidebarExternalLink,
  SidebarGroup,
  SidebarLink,
  SidebarNode,
  SidebarOptions,
} from './sidebar.ts';
export { buildSidebar, sidebarGroupLabels } from './sidebar.ts';
