// spec §2 Top header account menu: Tableau de bord, Paramètres, Boutique (owners and iam) or Producteurs
// (others), 'Changer de compte' (main accounts), 'Mode tournée' / 'Mode dashboard' (agents), Déconnexion.
import type { AccessUser } from './access-types.ts';
import { ownShopIdOf } from './has-permission.ts';

export interface AccountMenuItem {
  readonly id: 'dashboard' | 'settings' | 'shop' | 'producers' | 'switchAccount' | 'tourMode' | 'logout';
  readonly labelKey: string;
  /** Where the item leads; null for actions the web app performs (switch account, tour mode, logout). */
  readonly path: string | null;
}

export function buildAccountMenu(
  user: AccessUser,
  context: { isMainAccount: boolean; tourMode: boolean },
): AccountMenuItem[] {
  const items: AccountMenuItem[] = [
    { id: 'dashboard', labelKey: 'account.dashboard', path: '/dashboard' },
    { id: 'settings', labelKey: 'account.settings', path: '/dashboard/settings' },
  ];
  const ownShopId = ownShopIdOf(user);
  if ((user.role === 'owner' || user.role === 'iam') && ownShopId) {
    items.push({ id: 'shop', labelKey: 'account.shop', path: `/shops/${encodeURIComponent(ownShopId)}` });
  } else {
    items.push({ id: 'producers', labelKey: 'account.producers', path: '/shops' });
  }
  if (context.isMainAccount)
    items.push({ id: 'switchAccount', labelKey: 'account.switchAccount', path: null });
  if (user.role === 'agent') {
    // The switch shows the mode it leads to.
    const labelKey = context.tourMode ? 'account.dashboardMode' : 'account.tourMode';
    items.push({ id: 'tourMode', labelKey, path: null });
  }
  items.push({ id: 'logout', labelKey: 'account.logout', path: null });
  return items;
}
