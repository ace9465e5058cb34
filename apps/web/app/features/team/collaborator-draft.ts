// The collaborator's form as typed: its French messages as the user types (spec §5, the domain's texts), what the
// editor may change in the rights (spec §6, the domain's decideRoleChange: not one's own, not a right one lacks),
// and the body sent to POST/PUT /v1/collaborators.
import {
  type AccessShop,
  type AccessUser,
  decideRoleChange,
  hasPermission,
  holdsPermission,
  type Permission,
  type PermissionFlags,
  permissions,
} from '@sarment/domain/access';
import { validationMessages } from '@sarment/domain/validation/messages';
import { isEmail } from '@sarment/domain/validation/text-rules';
import { sortedPermissions } from './permission-groups.ts';
import type { Collaborator, CollaboratorFields } from './team-types.ts';

export interface CollaboratorDraft {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  jobTitle: string;
  /** '' : reports to the owner */
  managerId: string;
  permissions: ReadonlySet<Permission>;
}

export const emptyDraft: CollaboratorDraft = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  jobTitle: '',
  managerId: '',
  permissions: new Set(),
};

export function draftOf(collaborator: Collaborator): CollaboratorDraft {
  return {
    firstname: collaborator.firstname ?? '',
    lastname: collaborator.lastname ?? '',
    email: collaborator.email,
    phone: collaborator.phone ?? '',
    jobTitle: collaborator.jobTitle ?? '',
    managerId: collaborator.manager?.id ?? '',
    permissions: new Set(collaborator.permissions),
  };
}

type TextField = Exclude<keyof CollaboratorDraft, 'permissions'>;

/** The first message of each field, as the API would answer it; {} when the draft may be sent. */
export function collaboratorFieldErrors(draft: CollaboratorDraft): Partial<Record<TextField, string>> {
  const errors: Partial<Record<TextField, string>> = {};
  if (draft.firstname.trim() === '') errors.firstname = validationMessages.needed;
  if (draft.lastname.trim() === '') errors.lastname = validationMessages.needed;
  if (draft.email.trim() === '') errors.email = validationMessages.needed;
  else if (!isEmail(draft.email.trim())) errors.email = validationMessages.email;
  return errors;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of POST /v1/collaborators (and of PUT, with the e-mail it had). */
export function fieldsOf(draft: CollaboratorDraft): CollaboratorFields {
  return {
    email: draft.email.trim(),
    firstname: draft.firstname.trim(),
    lastname: draft.lastname.trim(),
    phone: textOrNull(draft.phone),
    jobTitle: textOrNull(draft.jobTitle),
    manager: draft.managerId ? { id: draft.managerId } : null,
    permissions: sortedPermissions(draft.permissions),
  };
}

export function sameDraft(a: CollaboratorDraft, b: CollaboratorDraft): boolean {
  return (
    JSON.stringify({ ...fieldsOf(a), managerId: a.managerId }) ===
    JSON.stringify({ ...fieldsOf(b), managerId: b.managerId })
  );
}

/** The member editing the rights: their id, role and flags (null: every permission, an owner's). */
export interface RightsEditor {
  userId: string;
  role: 'owner' | 'iam' | 'agent';
  authorizations: PermissionFlags | null;
}

/** The session's user as an editor of rights, with the permissions the shop gives them. */
export function rightsEditorOf(user: AccessUser | null, shop: AccessShop | null): RightsEditor {
  if (user?.role === 'owner') return { userId: user.id, role: 'owner', authorizations: null };
  const authorizations: Record<string, boolean> = {};
  for (const permission of permissions) authorizations[permission] = hasPermission(user, shop, permission);
  return { userId: user?.id ?? '', role: user?.role === 'agent' ? 'agent' : 'iam', authorizations };
}

/**
 * What the editor may change on a collaborator's rights (null: one being added), as the API decides it: nothing on
 * their own row; only the rights they hold themselves, the others shown as they are, disabled.
 */
export function rightsEditing(
  editor: RightsEditor,
  target: { id: string; permissions: readonly Permission[] } | null,
): { editable: boolean; locked: ReadonlySet<Permission> } {
  const flags: PermissionFlags = Object.fromEntries((target?.permissions ?? []).map((p) => [p, true]));
  const editable = decideRoleChange(editor, { userId: target?.id ?? '', authorizations: flags }, {}).allowed;
  const locked = new Set(
    permissions.filter((permission) => !editable || !holdsPermission(editor, permission)),
  );
  return { editable, locked };
}
