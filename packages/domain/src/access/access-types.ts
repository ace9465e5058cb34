// The minimal shapes the access rules read. Any user or shop object with these fields fits.
import type { Integration, Permission } from './permissions.ts';
import type { UserRole } from './roles.ts';

export interface AccessUser {
  readonly id: string;
  readonly role: UserRole;
  /** spec §3 User.shops; the first one is the user's own shop. */
  readonly shops: readonly { readonly id: string }[];
}

/** Permission flags; a permission missing from a set of flags is refused. */
export type PermissionFlags = Readonly<Partial<Record<Permission, boolean>>>;

/**
 * spec §6 Shop.authorizations, per collaborator: `byUser[userId]` holds that user's flags; `byRole` gives the
 * flags of every iam or agent without their own entry. A user with no entry at all gets every permission
 * (spec §6: all allowed when no authorizations are set).
 */
export interface ShopAuthorizations {
  readonly byUser?: Readonly<Record<string, PermissionFlags>>;
  readonly byRole?: Readonly<Partial<Record<'iam' | 'agent', PermissionFlags>>>;
}

export interface AccessShop {
  readonly id: string;
  /** spec §3 Shop.integration: each module with its active flag. */
  readonly integration?: Readonly<Partial<Record<Integration, { readonly active?: boolean } | null>>> | null;
  readonly authorizations?: ShopAuthorizations | null;
}
