// spec §6 permission check and spec §3 integration flags.
import type { AccessShop, AccessUser, PermissionFlags } from './access-types.ts';
import type { Integration, Permission } from './permissions.ts';

/** The id of the user's own shop: the first of user.shops (spec §3, §6). */
export function ownShopIdOf(user: AccessUser | null): string | null {
  return user?.shops[0]?.id ?? null;
}

/** True when the shop is among the user's shops. */
export function belongsToShop(user: AccessUser, shop: AccessShop): boolean {
  return user.shops.some((own) => own.id === shop.id);
}

function flagsFor(user: AccessUser, shop: AccessShop): PermissionFlags | undefined {
  const authorizations = shop.authorizations;
  if (!authorizations) return undefined;
  const own = authorizations.byUser?.[user.id];
  if (own) return own;
  return user.role === 'iam' || user.role === 'agent' ? authorizations.byRole?.[user.role] : undefined;
}

/**
 * spec §6: false when not logged in, a buyer, or the shop is not among the user's shops; owners have every
 * permission; others read the shop's authorizations, all allowed when none are set for them.
 * Example: the iam of Trois Vallées has createQuote but not accessAnalytics.
 */
export function hasPermission(
  user: AccessUser | null,
  shop: AccessShop | null,
  permission: Permission,
): boolean {
  if (!user || !shop || user.role === 'buyer') return false;
  if (!belongsToShop(user, shop)) return false;
  if (user.role === 'owner') return true;
  const flags = flagsFor(user, shop);
  return flags === undefined || flags[permission] === true;
}

/** True when every permission is held. */
export function hasPermissions(
  user: AccessUser | null,
  shop: AccessShop | null,
  required: readonly Permission[],
): boolean {
  return required.every((permission) => hasPermission(user, shop, permission));
}

/** spec §3: an integration counts only when the shop marks it active. */
export function isIntegrationActive(shop: AccessShop | null, integration: Integration): boolean {
  return shop?.integration?.[integration]?.active === true;
}

export function areIntegrationsActive(shop: AccessShop | null, required: readonly Integration[]): boolean {
  return required.every((integration) => isIntegrationActive(shop, integration));
}
