// spec §2 settings tabs and §6 permissions: which settings sections a member may open and save, and what a
// collaborator may change in another collaborator's permissions. The API enforces both; the web shows only
// what they allow.
import type { AccessShop, AccessUser, PermissionFlags } from './access-types.ts';
import { belongsToShop, hasPermissions } from './has-permission.ts';
import { type Permission, permissions } from './permissions.ts';
import { type SettingsSection, settingsSections } from './shop-links.ts';

export interface SettingsSectionRule {
  /** the shop roles that may save it; an owner always passes the permissions */
  readonly roles: readonly ('owner' | 'iam')[];
  readonly permissions?: readonly Permission[];
}

const ownerOnly: SettingsSectionRule = { roles: ['owner'] };
const withPermission = (permission: Permission): SettingsSectionRule => ({
  roles: ['owner', 'iam'],
  permissions: [permission],
});

/**
 * Who saves each section of the shop (the account tab is every user's own). What buyers pay and see, the
 * shop's identity, its banks and its modules are the owner's call; a collaborator saves the three sections its
 * permissions name. A section is shown to whoever may save it, and its data sent to them only: billing holds
 * the full IBAN, which no permission opens.
 */
export const settingsSectionRules: Readonly<
  Record<Exclude<SettingsSection, 'account'>, SettingsSectionRule>
> = {
  infos: ownerOnly,
  typos: ownerOnly,
  crm: ownerOnly,
  products: ownerOnly,
  billing: ownerOnly,
  delivery: withPermission('manageDelivery'),
  roles: withPermission('accessCollaborator'),
  accounting: withPermission('editAccountingCodes'),
  campaigns: ownerOnly,
  matchGrids: ownerOnly,
  iframes: ownerOnly,
  integrations: ownerOnly,
  // promotion codes go with the prices (the /v1/promo-codes routes ask seeAllPrice)
  promotions: withPermission('seeAllPrice'),
  documents: ownerOnly,
};

/** True when the user may open and save the section of this shop (its own account: any logged-in user). */
export function canSaveSettingsSection(
  user: AccessUser | null,
  shop: AccessShop | null,
  section: SettingsSection,
): boolean {
  if (!user) return false;
  if (section === 'account') return true;
  if (!shop || !belongsToShop(user, shop)) return false;
  const rule = settingsSectionRules[section];
  const role = user.role;
  if (role !== 'owner' && role !== 'iam') return false;
  return rule.roles.includes(role) && hasPermissions(user, shop, rule.permissions ?? []);
}

/** The settings sections the user sees, in the page's order. */
export function visibleSettingsSections(user: AccessUser | null, shop: AccessShop | null): SettingsSection[] {
  return settingsSections.filter((section) => canSaveSettingsSection(user, shop, section));
}

/** One member's permissions in a shop: null flags mean every permission (spec §6). */
export interface MemberPermissions {
  readonly userId: string;
  readonly authorizations: PermissionFlags | null;
}

export type RoleChangeRefusal = 'ownMembership' | 'everythingOwnerOnly' | 'permissionNotHeld';
export type RoleChangeDecision = { allowed: true } | { allowed: false; reason: RoleChangeRefusal };

/** True when the member holds the permission: owners and members without flags hold them all. */
export function holdsPermission(
  member: MemberPermissions & { readonly role?: string },
  permission: Permission,
): boolean {
  if (member.role === 'owner' || member.authorizations === null) return true;
  return member.authorizations[permission] === true;
}

/**
 * spec §6: may `editor` set `target`'s permissions to `next` (null: every permission)? Nobody edits their own
 * membership; only an owner grants everything; nobody grants a permission they do not hold. Keeping or
 * removing a permission the target already has grants nothing, so an editor may narrow a stronger colleague.
 * Example: an iam with accessCollaborator and seeAllOrder may give seeAllOrder, not manageBudget.
 */
export function decideRoleChange(
  editor: MemberPermissions & { readonly role: 'owner' | 'iam' | 'agent' },
  target: MemberPermissions,
  next: PermissionFlags | null,
): RoleChangeDecision {
  if (editor.userId === target.userId) return { allowed: false, reason: 'ownMembership' };
  if (next === null) {
    return editor.role === 'owner' ? { allowed: true } : { allowed: false, reason: 'everythingOwnerOnly' };
  }
  const granted = permissions.filter((p) => next[p] === true && !holdsPermission(target, p));
  if (granted.some((p) => !holdsPermission(editor, p)))
    return { allowed: false, reason: 'permissionNotHeld' };
  return { allowed: true };
}
