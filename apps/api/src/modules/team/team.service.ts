// /v1/collaborators (team area): a shop's collaborators (users of role iam with a membership), their invitation,
// permissions, manager and history. Rules written down in README.md here.
import { type Authorizations, newId } from '@sarment/db';
import { decideRoleChange, type Permission } from '@sarment/domain/access';
import {
  createsManagerCycle,
  flagsOf,
  permissionChangeSummary,
  permissionsOf,
  reportsToReattach,
} from '@sarment/domain/team';
import { normalizeMobilePhone, normalizeSearch } from '@sarment/domain/validation';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { ListSort } from '../../http/list-query.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { revokeUserSessions } from '../identity/sessions.repo.ts';
import type { Editor } from '../settings/settings-access.ts';
import { roleChangeErrors } from '../settings/settings-roles.service.ts';
import { memberHistory } from './member-history.ts';
import { mailInvitation, mailLoginNotice } from './member-mails.ts';
import { memberName } from './member-name.ts';
import * as repo from './team.repo.ts';
import type {
  Collaborator,
  CollaboratorCreateBody,
  CollaboratorSortField,
  CollaboratorStatus,
  CollaboratorUpdateBody,
  StructureAnswer,
} from './team.schemas.ts';

export const ENTITY = 'collaborator';

export const teamErrors = {
  notFound: { message: 'Collaborateur introuvable', code: 'collaborator_not_found' },
  managerNotFound: { message: 'Responsable introuvable', code: 'manager_not_found' },
  emailTaken: {
    message: 'Cette adresse e-mail est déjà utilisée par un compte Sarment.',
    code: 'email_taken',
  },
  emailChange: {
    message: 'L’adresse e-mail d’un collaborateur se change depuis son propre compte.',
    code: 'email_change',
  },
  managerCycle: {
    message: 'Ce responsable créerait une boucle dans l’organigramme.',
    code: 'manager_cycle',
  },
  removeSelf: { message: 'Vous ne pouvez pas vous retirer vous-même.', code: 'remove_self' },
  alreadyActive: {
    message: 'Ce collaborateur a déjà choisi son mot de passe.',
    code: 'already_active',
  },
} as const;

const refuse = (error: { message: string; code: string }) => unprocessable(error.message, error.code);
const missing = (error: { message: string; code: string }) => notFound(error.message, error.code);

const statusOf = (row: repo.CollaboratorRow): CollaboratorStatus => (row.hasPassword ? 'active' : 'invited');
const nameOf = memberName;

function describe(row: repo.CollaboratorRow, byId: ReadonlyMap<string, repo.CollaboratorRow>): Collaborator {
  const manager = row.managerId ? byId.get(row.managerId) : undefined;
  return {
    id: row.userId,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    name: nameOf(row),
    phone: row.phone,
    jobTitle: row.jobTitle,
    manager: manager ? { id: manager.userId, name: nameOf(manager) } : null,
    permissions: permissionsOf(row.authorizations),
    status: statusOf(row),
    invitedAt: row.invitedAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function allCollaborators(ctx: ServiceContext, forUpdate = false) {
  const rows = await repo.readCollaborators(ctx, { forUpdate });
  const byId = new Map(rows.map((row) => [row.userId, row]));
  return { rows, byId, described: rows.map((row) => describe(row, byId)) };
}

export interface CollaboratorFilters {
  search?: string | undefined;
  status?: CollaboratorStatus[] | undefined;
  permission?: Permission[] | undefined;
  sort: ListSort<CollaboratorSortField>;
}

const sortValue = (c: Collaborator, field: CollaboratorSortField): string =>
  field === 'name'
    ? normalizeSearch(c.name)
    : field === 'email'
      ? c.email
      : field === 'jobTitle'
        ? normalizeSearch(c.jobTitle ?? '')
        : ((field === 'createdAt' ? c.createdAt : c.lastLoginAt) ?? '');

/**
 * The list's rows: search in the name, e-mail and job title (accents, case and spaces ignored, as spec §5's
 * lists), filters, then the sort (empty values last whatever the direction, ties by name then id).
 */
export function filterCollaborators(
  all: readonly Collaborator[],
  filters: CollaboratorFilters,
): Collaborator[] {
  const needle = filters.search ? normalizeSearch(filters.search) : '';
  const rows = all.filter(
    (c) =>
      (!needle ||
        [c.name, c.email, c.jobTitle ?? ''].some((text) => normalizeSearch(text).includes(needle))) &&
      (!filters.status || filters.status.includes(c.status)) &&
      (!filters.permission || filters.permission.every((p) => c.permissions.includes(p))),
  );
  const { field, descending } = filters.sort;
  return rows.sort((a, b) => {
    const left = sortValue(a, field);
    const right = sortValue(b, field);
    if (left === '' || right === '') {
      if (left !== right) return left === '' ? 1 : -1;
    } else if (left !== right) return (left < right ? -1 : 1) * (descending ? -1 : 1);
    return normalizeSearch(a.name).localeCompare(normalizeSearch(b.name)) || a.id.localeCompare(b.id);
  });
}

export async function listCollaborators(
  ctx: ServiceContext,
  filters: CollaboratorFilters,
  window?: { limit: number; offset: number },
) {
  const { described } = await allCollaborators(ctx);
  const rows = filterCollaborators(described, filters);
  return {
    rows: window ? rows.slice(window.offset, window.offset + window.limit) : rows,
    total: rows.length,
  };
}

export async function readCollaborator(ctx: ServiceContext, id: string): Promise<Collaborator> {
  const { described } = await allCollaborators(ctx);
  const found = described.find((c) => c.id === id);
  if (!found) throw missing(teamErrors.notFound);
  return found;
}

export async function readStructure(ctx: ServiceContext): Promise<StructureAnswer> {
  const [{ described }, owner] = await Promise.all([allCollaborators(ctx), repo.findOwner(ctx)]);
  return {
    owner: owner ? { id: owner.id, name: nameOf(owner), email: owner.email } : null,
    collaborators: filterCollaborators(described, { sort: { field: 'name', descending: false } }).map(
      (c) => ({
        id: c.id,
        name: c.name,
        jobTitle: c.jobTitle,
        managerId: c.manager?.id ?? null,
        status: c.status,
      }),
    ),
  };
}

/** spec §6 through decideRoleChange: never one's own row, never a permission the editor lacks. */
function checkPermissionChange(
  editor: Editor,
  target: { userId: string; authorizations: Authorizations | null },
  next: Authorizations,
) {
  const decision = decideRoleChange(editor, target, next);
  if (!decision.allowed) {
    const refusal = roleChangeErrors[decision.reason];
    throw unprocessable(refusal.message, refusal.code);
  }
}

/** A manager is another collaborator of this shop (else 404: another shop's id is unknown), without a loop. */
function checkManager(rows: readonly repo.CollaboratorRow[], memberId: string, managerId: string | null) {
  if (managerId === null) return;
  if (!rows.some((row) => row.userId === managerId)) throw missing(teamErrors.managerNotFound);
  const managerOf = new Map(rows.map((row) => [row.userId, row.managerId]));
  if (createsManagerCycle(managerOf, memberId, managerId)) throw refuse(teamErrors.managerCycle);
}

/** A former collaborator who has a password: told they are in the team again, and where to log in. */
async function welcomeBack(ctx: ServiceContext, shopName: string, email: string) {
  await mailLoginNotice(
    ctx,
    email,
    `Vous rejoignez ${shopName} sur Sarment`,
    `Vous faites de nouveau partie de l’équipe de ${shopName} sur Sarment.`,
  );
}

/** Mails the invitation (a link to the choose-a-password page, valid 7 days) and stamps invited_at. */
async function invite(
  ctx: ServiceContext,
  shopName: string,
  row: { userId: string; email: string; invitedAt: Date | null },
  options: { record: boolean },
) {
  await mailInvitation(ctx, shopName, row, 'collaborateur');
  await repo.updateMembership(ctx, row.userId, { invitedAt: ctx.now });
  if (!options.record) return;
  await recordActivity(ctx, {
    entity: ENTITY,
    entityId: row.userId,
    action: 'updated',
    before: { invitedAt: row.invitedAt?.toISOString() ?? null },
    after: { invitedAt: ctx.now.toISOString() },
    summary: `Invitation envoyée à ${row.email}`,
  });
}

/** What the history keeps of a collaborator (the fields a change is told by). */
const historyFields = (c: Collaborator) => ({
  email: c.email,
  name: c.name,
  phone: c.phone,
  jobTitle: c.jobTitle,
  manager: c.manager,
  permissions: c.permissions,
});

export async function createCollaborator(
  ctx: ServiceContext,
  editor: Editor,
  shopName: string,
  body: CollaboratorCreateBody,
): Promise<Collaborator> {
  const id = await withTransaction(ctx, async (ctx) => {
    const { rows } = await allCollaborators(ctx, true);
    const managerId = body.manager?.id ?? null;
    // a new member holds nothing yet: every permission asked for is a grant
    checkPermissionChange(editor, { userId: newId('usr'), authorizations: {} }, flagsOf(body.permissions));
    checkManager(rows, '', managerId);
    const member = {
      email: body.email,
      firstname: body.firstname,
      lastname: body.lastname,
      phone: body.phone ? (normalizeMobilePhone(body.phone) ?? body.phone) : null,
      jobTitle: body.jobTitle,
      managerId,
      authorizations: flagsOf(body.permissions),
      now: ctx.now,
    };
    // someone removed from their last team comes back with their account (and their password, if they chose one)
    const former = await repo.findFormerCollaborator(ctx, body.email);
    if (!former && (await repo.emailTaken(ctx, body.email))) throw refuse(teamErrors.emailTaken);
    const userId = former?.id ?? (await repo.insertCollaborator(ctx, member));
    if (former) await repo.rejoinCollaborator(ctx, former.id, member);
    // the first invitation goes with the creation, in one entry (two entries of one request share their time)
    if (former?.hasPassword) await welcomeBack(ctx, shopName, body.email);
    else await invite(ctx, shopName, { userId, email: body.email, invitedAt: null }, { record: false });
    const { byId } = await allCollaborators(ctx);
    const created = describe(byId.get(userId)!, byId);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: userId,
      action: 'created',
      before: null,
      after: { ...historyFields(created), invitedAt: created.invitedAt },
      summary: `Collaborateur ${created.name} créé et invité (${created.email})`,
    });
    return userId;
  });
  return readCollaborator(ctx, id);
}

export async function updateCollaborator(
  ctx: ServiceContext,
  editor: Editor,
  id: string,
  body: CollaboratorUpdateBody,
): Promise<Collaborator> {
  await withTransaction(ctx, async (ctx) => {
    const { rows, byId } = await allCollaborators(ctx, true);
    const row = byId.get(id);
    if (!row) throw missing(teamErrors.notFound);
    const before = describe(row, byId);
    if (body.email !== undefined && body.email.trim().toLowerCase() !== row.email)
      throw refuse(teamErrors.emailChange);
    const nextFlags = flagsOf(body.permissions);
    checkPermissionChange(editor, { userId: id, authorizations: row.authorizations }, nextFlags);
    const managerId = body.manager?.id ?? null;
    if (managerId !== row.managerId) checkManager(rows, id, managerId);
    const phone = body.phone ? (normalizeMobilePhone(body.phone) ?? body.phone) : null;
    await repo.updateCollaboratorUser(
      ctx,
      id,
      { firstname: body.firstname, lastname: body.lastname, phone },
      ctx.now,
    );
    await repo.updateMembership(ctx, id, { authorizations: nextFlags, jobTitle: body.jobTitle, managerId });
    const { byId: after } = await allCollaborators(ctx);
    const updated = describe(after.get(id)!, after);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'updated',
      before: historyFields(before),
      after: historyFields(updated),
      summary: permissionChangeSummary(before.permissions, updated.permissions),
    });
  });
  return readCollaborator(ctx, id);
}

/**
 * Removes a collaborator from the shop: their reports go to the removed person's manager (null: the owner), the
 * membership goes, and every session of theirs ends at once (announced to every process's auth cache).
 */
export async function deleteCollaborator(ctx: ServiceContext, editor: Editor, id: string): Promise<void> {
  if (id === editor.userId) {
    // oneself: refused, whether or not one is a collaborator (an owner is none: 404 below otherwise)
    throw refuse(teamErrors.removeSelf);
  }
  await withTransaction(ctx, async (ctx) => {
    const { rows, byId } = await allCollaborators(ctx, true);
    const row = byId.get(id);
    if (!row) throw missing(teamErrors.notFound);
    const removed = describe(row, byId);
    const managerOf = new Map(rows.map((r) => [r.userId, r.managerId]));
    const newManager = row.managerId ? byId.get(row.managerId) : undefined;
    const newManagerName = newManager ? nameOf(newManager) : null;
    for (const reportId of reportsToReattach(managerOf, id)) {
      await recordActivity(ctx, {
        entity: ENTITY,
        entityId: reportId,
        action: 'updated',
        before: { manager: { id: removed.id, name: removed.name } },
        after: { manager: newManager ? { id: newManager.userId, name: newManagerName } : null },
        summary: `Rattaché à ${newManagerName ?? 'la direction'} après le départ de ${removed.name}`,
      });
    }
    await repo.reattachReports(ctx, id, row.managerId);
    await repo.deleteMembership(ctx, id);
    await revokeUserSessions(ctx.tx, id, ctx.now);
    await recordActivity(ctx, {
      entity: ENTITY,
      entityId: id,
      action: 'deleted',
      before: historyFields(removed),
      after: null,
      summary: `Collaborateur ${removed.name} retiré de la boutique`,
    });
  });
}

/** Mails the invitation again, while the collaborator has not chosen a password. */
export async function reinvite(ctx: ServiceContext, shopName: string, id: string): Promise<Collaborator> {
  await withTransaction(ctx, async (ctx) => {
    const { byId } = await allCollaborators(ctx, true);
    const row = byId.get(id);
    if (!row) throw missing(teamErrors.notFound);
    if (row.hasPassword) throw refuse(teamErrors.alreadyActive);
    await invite(ctx, shopName, row, { record: true });
  });
  return readCollaborator(ctx, id);
}

/** What was done to a collaborator, newest first (also readable once they left: the shop's log keeps it). */
export async function collaboratorHistory(
  ctx: ServiceContext,
  id: string,
  query: { page: number; pageSize: number },
) {
  const page = await memberHistory(
    ctx,
    ENTITY,
    id,
    query,
    async () => (await repo.readCollaborators(ctx, { userId: id })).length > 0,
  );
  if (!page) throw missing(teamErrors.notFound);
  return page;
}
