// The domain's settings rules (packages/domain/src/access/settings-access.ts) as the settings routes apply them.
import {
  type AccessShop,
  type AccessUser,
  canSaveSettingsSection,
  type PermissionFlags,
  type SettingsSection,
  settingsSectionRules,
} from '@sarment/domain/access';
import type { FastifyRequest } from 'fastify';
import { type RouteAccess, type Tenant, tenantOf } from '../../http/access.ts';

/** Who may save a section, as a route declares it. */
export function sectionAccess(section: Exclude<SettingsSection, 'account'>): RouteAccess {
  const rule = settingsSectionRules[section];
  return { kind: 'shop', roles: rule.roles, permissions: rule.permissions ?? [] };
}

/** The caller's membership in the tenant shop: its role there and its flags (null: every permission). */
export interface Editor {
  userId: string;
  role: Tenant['membership']['role'];
  authorizations: PermissionFlags | null;
}

export function editorOf(request: FastifyRequest): Editor {
  const { membership } = tenantOf(request);
  return {
    userId: request.auth?.user.id ?? '',
    role: membership.role,
    authorizations: (membership.authorizations as PermissionFlags | null) ?? null,
  };
}

/** May the caller see (and save) this section of the tenant shop? */
export function sectionVisibility(request: FastifyRequest): (section: SettingsSection) => boolean {
  const { shop } = tenantOf(request);
  const editor = editorOf(request);
  const user: AccessUser = { id: editor.userId, role: editor.role, shops: [{ id: shop.id }] };
  const accessShop: AccessShop = {
    id: shop.id,
    authorizations: editor.authorizations ? { byUser: { [editor.userId]: editor.authorizations } } : null,
  };
  return (section) => canSaveSettingsSection(user, accessShop, section);
}
