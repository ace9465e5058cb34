// link=roles of the settings (spec §6): the shop's collaborators and agents with their permission flags, and the
// change of one member's flags under the domain's decideRoleChange. A collaborator's change also goes to their
// history (the team area's pages read it).
import { decideRoleChange, type RoleChangeRefusal } from '@sarment/domain/access';
import { personDisplayName } from '@sarment/domain/identity';
import { permissionChangeSummary, permissionsOf } from '@sarment/domain/team';
import { notFound, unprocessable } from '../../http/errors.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './settings.repo.ts';
import { settingsErrors } from './settings.service.ts';
import type { Editor } from './settings-access.ts';

export const roleChangeErrors: Record<RoleChangeRefusal, { message: string; code: string }> = {
  ownMembership: { message: 'Vous ne pouvez pas modifier vos propres droits', code: 'own_membership' },
  everythingOwnerOnly: {
    message: 'Seul le propriétaire peut accorder tous les droits',
    code: 'everything_owner_only',
  },
  permissionNotHeld: {
    message: 'Vous ne pouvez pas accorder un droit que vous ne possédez pas',
    code: 'permission_not_held',
  },
};

export async function listRoles(ctx: ServiceContext) {
  const rows = await repo.listCollaborators(ctx);
  return rows.map((r) => ({
    userId: r.userId,
    role: r.role,
    email: r.email,
    name: personDisplayName(r),
    authorizations: r.authorizations,
  }));
}

/** Sets a collaborator's flags when spec §6 lets the editor do it (decideRoleChange); 422 otherwise. */
export async function saveRole(
  ctx: ServiceContext,
  editor: Editor,
  userId: string,
  authorizations: Record<string, boolean> | null,
) {
  await withTransaction(ctx, async (ctx) => {
    const target = await repo.findCollaborator(ctx, userId);
    if (!target && userId !== editor.userId) throw notFound(settingsErrors.collaboratorNotFound);
    const decision = decideRoleChange(
      editor,
      { userId, authorizations: (target?.authorizations as Record<string, boolean> | null) ?? null },
      authorizations,
    );
    if (!decision.allowed) {
      const refusal = roleChangeErrors[decision.reason];
      throw unprocessable(refusal.message, refusal.code);
    }
    await repo.setCollaboratorAuthorizations(ctx, userId, authorizations);
    // a collaborator's page keeps the rights changed here too (the team area's history)
    if (target?.role === 'iam') {
      const before = permissionsOf(target.authorizations as Record<string, boolean> | null);
      const after = permissionsOf(authorizations);
      await recordActivity(ctx, {
        entity: 'collaborator',
        entityId: userId,
        action: 'updated',
        before: { permissions: before },
        after: { permissions: after },
        summary: permissionChangeSummary(before, after),
      });
    }
  });
}
