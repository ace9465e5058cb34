// Which settings tabs a member gets, and what it may change in the Rôles tab. The API sends a section only to
// whoever may save it (domain settingsSectionRules) and refuses the rest: the page offers no more than that.
import {
  decideRoleChange,
  holdsPermission,
  type Permission,
  type PermissionFlags,
  permissions,
  type SettingsSection,
  type ShopMemberRole,
  settingsSections,
} from '@sarment/domain/access';
import type { Collaborator, SettingsData } from './settings-types.ts';

/**
 * The tabs shown, in the page's order: every section the API sent, the roles when it listed them, the account
 * always. Example: the contract iam (no manageDelivery, editAccountingCodes nor accessCollaborator) gets its
 * account only.
 */
export function availableSettingsTabs(
  settings: SettingsData | null,
  roles: Collaborator[] | null,
): SettingsSection[] {
  return settingsSections.filter((section) => {
    if (section === 'account') return true;
    if (section === 'roles') return settings !== null && roles !== null;
    return settings?.[section] !== undefined;
  });
}

/** The editor in the Rôles tab: its id, its role in the shop and its flags (null: every permission). */
export interface RolesEditor {
  userId: string;
  role: ShopMemberRole;
  authorizations: PermissionFlags | null;
}

/**
 * What the editor may change on one collaborator (spec §6, as the API decides it): nothing on its own row; only
 * the permissions it holds itself (the others stay as they are, disabled).
 */
export function rolesEditing(
  editor: RolesEditor,
  collaborator: Collaborator,
): { editable: boolean; locked: Set<Permission> } {
  const target = {
    userId: collaborator.userId,
    authorizations: collaborator.authorizations as PermissionFlags | null,
  };
  const editable = decideRoleChange(editor, target, {}).allowed;
  const locked = new Set(permissions.filter((p) => !editable || !holdsPermission(editor, p)));
  return { editable, locked };
}
