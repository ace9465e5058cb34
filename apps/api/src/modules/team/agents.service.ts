// /v1/agents (team area): a shop's sales agents (accounts of role agent with a membership of role agent), their
// territory and commission rate in the shop, their invitation, history and removal. Rules in README.md here.
import { normalizeMobilePhone, normalizeSearch } from '@sarment/domain/validation';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import type { ListSort } from '../../http/list-query.ts';
import { type ServiceContext, withTransaction } from '../../http/service-context.ts';
import { recordActivity } from '../activity/record-activity.ts';
import * as repo from './agents.repo.ts';
import type {
  Agent,
  AgentCreateBody,
  AgentSortField,
  AgentStatus,
  AgentUpdateBody,
} from './agents.schemas.ts';
import { memberHistory } from './member-history.ts';
import { mailInvitation, mailLoginNotice } from './member-mails.ts';
import { memberName } from './member-name.ts';

export const AGENT_ENTITY = 'agent';

export const agentErrors = {
  notFound: { message: 'Agent introuvable', code: 'agent_not_found' },
  notAnAgent: {
    message: 'Cette adresse e-mail appartient à un compte qui n’est pas un compte d’agent.',
    code: 'not_an_agent',
  },
  alreadyAgent: { message: 'Cet agent représente déjà votre boutique.', code: 'already_agent' },
  namesRequired: {
    message: 'Le prénom et le nom sont obligatoires pour créer le compte d’un nouvel agent.',
    code: 'names_required',
  },
  contactChange: {
    message: 'Les coordonnées d’un agent se changent depuis son propre compte.',
    code: 'agent_contact_change',
  },
  alreadyActive: { message: 'Cet agent a déjà choisi son mot de passe.', code: 'already_active' },
} as const;

const refuse = (error: { message: string; code: string }) => unprocessable(error.message, error.code);
const missing = () => notFound(agentErrors.notFound.message, agentErrors.notFound.code);

/** Basis points (850) ↔ percent (8.5). */
const percentOf = (bp: number | null) => (bp === null ? null : bp / 100);
const basisPointsOf = (rate: number | null | undefined) => (rate == null ? null : Math.round(rate * 100));

function describe(row: repo.AgentRow): Agent {
  return {
    id: row.userId,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    username: row.username,
    name: memberName(row),
    phone: row.phone,
    territory: row.territory,
    commissionRate: percentOf(row.commissionBp),
    clientCount: row.clientCount,
    status: row.hasPassword ? 'active' : 'invited',
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export interface AgentFilters {
  search?: string | undefined;
  status?: AgentStatus[] | undefined;
  sort: ListSort<AgentSortField>;
}

/** A sortable value, or null for an empty one (sorted last whatever the direction). */
function sortValue(a: Agent, field: AgentSortField): string | number | null {
  switch (field) {
    case 'name':
      return normalizeSearch(a.name);
    case 'email':
      return a.email;
    case 'territory':
      return a.territory ? normalizeSearch(a.territory) : null;
    case 'commissionRate':
      return a.commissionRate;
    case 'clientCount':
      return a.clientCount;
    case 'createdAt':
      return a.createdAt;
    case 'lastLoginAt':
      return a.lastLoginAt;
  }
}

/**
 * The list's rows: search in the name, e-mail and territory (accents, case and spaces ignored), the status filter,
 * then the sort (empty values last whatever the direction, ties by name then id).
 */
export function filterAgents(all: readonly Agent[], filters: AgentFilters): Agent[] {
  const needle = filters.search ? normalizeSearch(filters.search) : '';
  const rows = all.filter(
    (a) =>
      (!needle ||
        [a.name, a.email, a.territory ?? ''].some((text) => normalizeSearch(text).includes(needle))) &&
      (!filters.status || filters.status.includes(a.status)),
  );
  const { field, descending } = filters.sort;
  return rows.sort((a, b) => {
    const left = sortValue(a, field);
    const right = sortValue(b, field);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else if (left !== right) return (left < right ? -1 : 1) * (descending ? -1 : 1);
    return normalizeSearch(a.name).localeCompare(normalizeSearch(b.name)) || a.id.localeCompare(b.id);
  });
}

export async function listAgents(
  ctx: ServiceContext,
  filters: AgentFilters,
  window?: { limit: number; offset: number },
) {
  const rows = filterAgents((await repo.readAgents(ctx)).map(describe), filters);
  return {
    rows: window ? rows.slice(window.offset, window.offset + window.limit) : rows,
    total: rows.length,
  };
}

export async function readAgent(ctx: ServiceContext, id: string): Promise<Agent> {
  const [row] = await repo.readAgents(ctx, { userId: id });
  if (!row) throw missing();
  return describe(row);
}

/** What the history keeps of an agent in the shop. */
const historyFields = (a: Agent) => ({
  email: a.email,
  name: a.name,
  territory: a.territory,
  commissionRate: a.commissionRate,
});

/**
 * Adds an agent to the shop: an existing account of role agent (their names and phone stay theirs; mailed that they
 * represent the shop, or invited again while they have no password), or a new account of role agent, invited to
 * choose their password. Another role's address: not_an_agent; already an agent of the shop: already_agent.
 */
export async function createAgent(
  ctx: ServiceContext,
  shopName: string,
  body: AgentCreateBody,
): Promise<Agent> {
  const id = await withTransaction(ctx, async (ctx) => {
    const account = await repo.findAccount(ctx, body.email);
    if (account && account.role !== 'agent') throw refuse(agentErrors.notAnAgent);
    if (account && (await repo.readAgents(ctx, { userId: account.id })).length)
      throw conflict(agentErrors.alreadyAgent.message, agentErrors.alreadyAgent.code);
    let userId = account?.id;
    if (!userId) {
      if (!body.firstname || !body.lastname) throw refuse(agentErrors.namesRequired);
      userId = await repo.insertAgentUser(ctx, {
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        phone: body.phone ? (normalizeMobilePhone(body.phone) ?? body.phone) : null,
        now: ctx.now,
      });
    }
    await repo.insertAgentMembership(ctx, userId, {
      territory: body.territory ?? null,
      commissionBp: basisPointsOf(body.commissionRate),
      now: ctx.now,
    });
    if (account?.hasPassword) {
      await mailLoginNotice(
        ctx,
        body.email,
        `Vous représentez désormais ${shopName} sur Sarment`,
        `${shopName} vous compte désormais parmi ses agents sur Sarment : sa boutique apparaît dans votre liste.`,
      );
    } else {
      await mailInvitation(ctx, shopName, { userId, email: body.email }, 'agent');
      await repo.updateAgentMembership(ctx, userId, { invitedAt: ctx.now });
    }
    const created = describe((await repo.readAgents(ctx, { userId }))[0]!);
    await recordActivity(ctx, {
      entity: AGENT_ENTITY,
      entityId: userId,
      action: 'created',
      before: null,
      after: historyFields(created),
      summary: account
        ? `Agent ${created.name} ajouté (${created.email})`
        : `Agent ${created.name} créé et invité (${created.email})`,
    });
    return userId;
  });
  return readAgent(ctx, id);
}

const sameText = (sent: string | null | undefined, stored: string | null) =>
  sent === undefined || (sent ?? '').trim() === (stored ?? '');

/** Changes the agent's territory and commission rate in the shop; their own fields must come back unchanged. */
export async function updateAgent(ctx: ServiceContext, id: string, body: AgentUpdateBody): Promise<Agent> {
  await withTransaction(ctx, async (ctx) => {
    const [row] = await repo.readAgents(ctx, { userId: id, forUpdate: true });
    if (!row) throw missing();
    const own =
      (body.email === undefined || body.email.trim().toLowerCase() === row.email) &&
      sameText(body.firstname, row.firstname) &&
      sameText(body.lastname, row.lastname) &&
      sameText(body.username, row.username) &&
      sameText(body.phone, row.phone);
    if (!own) throw refuse(agentErrors.contactChange);
    const before = describe(row);
    await repo.updateAgentMembership(ctx, id, {
      territory: body.territory ?? null,
      commissionBp: basisPointsOf(body.commissionRate),
    });
    const after = describe((await repo.readAgents(ctx, { userId: id }))[0]!);
    if (after.territory === before.territory && after.commissionRate === before.commissionRate) return;
    const rate = (value: number | null) =>
      value === null ? 'aucun' : `${String(value).replace('.', ',')} %`;
    await recordActivity(ctx, {
      entity: AGENT_ENTITY,
      entityId: id,
      action: 'updated',
      before: { territory: before.territory, commissionRate: before.commissionRate },
      after: { territory: after.territory, commissionRate: after.commissionRate },
      summary:
        after.commissionRate !== before.commissionRate
          ? `Commission : ${rate(before.commissionRate)} → ${rate(after.commissionRate)}`
          : `Secteur : ${before.territory ?? 'aucun'} → ${after.territory ?? 'aucun'}`,
    });
  });
  return readAgent(ctx, id);
}

/**
 * Removes the agent from the shop: this shop's clients they followed keep no agent, their stock allocations of the
 * shop go, the membership goes and their sessions are told (the shop leaves their list at once). The account stays.
 */
export async function deleteAgent(ctx: ServiceContext, id: string): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    const [row] = await repo.readAgents(ctx, { userId: id, forUpdate: true });
    if (!row) throw missing();
    const removed = describe(row);
    const released = await repo.releaseClients(ctx, id, ctx.now);
    await repo.deleteAgentMembership(ctx, id);
    await recordActivity(ctx, {
      entity: AGENT_ENTITY,
      entityId: id,
      action: 'deleted',
      before: historyFields(removed),
      after: null,
      summary: `Agent ${removed.name} retiré de la boutique (${released} client${released > 1 ? 's' : ''} sans agent)`,
    });
  });
}

/** Mails the invitation again (a new link), while the agent has not chosen a password. */
export async function reinviteAgent(ctx: ServiceContext, shopName: string, id: string): Promise<Agent> {
  await withTransaction(ctx, async (ctx) => {
    const [row] = await repo.readAgents(ctx, { userId: id, forUpdate: true });
    if (!row) throw missing();
    if (row.hasPassword) throw refuse(agentErrors.alreadyActive);
    await mailInvitation(ctx, shopName, { userId: id, email: row.email }, 'agent');
    await repo.updateAgentMembership(ctx, id, { invitedAt: ctx.now });
    await recordActivity(ctx, {
      entity: AGENT_ENTITY,
      entityId: id,
      action: 'updated',
      before: { invitedAt: row.invitedAt?.toISOString() ?? null },
      after: { invitedAt: ctx.now.toISOString() },
      summary: `Invitation envoyée à ${row.email}`,
    });
  });
  return readAgent(ctx, id);
}

/** What was done to an agent in the shop, newest first (readable after their removal). */
export async function agentHistory(
  ctx: ServiceContext,
  id: string,
  query: { page: number; pageSize: number },
) {
  const page = await memberHistory(
    ctx,
    AGENT_ENTITY,
    id,
    query,
    async () => (await repo.readAgents(ctx, { userId: id })).length > 0,
  );
  if (!page) throw missing();
  return page;
}
