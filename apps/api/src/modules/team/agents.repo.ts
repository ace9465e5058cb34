// The shop's agents (shop_members of role agent with their user): every query filtered by the shop.
import { and, asc, clients, eq, newId, sessions, shopMembers, sql, users } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';
import { announceAuthChange } from '../identity/auth-cache.ts';

/** The last session the agent opened (read per member through sessions_user_idx). */
const lastLoginAt = sql<
  string | Date | null
>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${shopMembers.userId})`;
/** This shop's clients the agent follows (clients_shop_agent_idx). */
const clientCount =
  sql<number>`(select count(*) from ${clients} where ${clients.shopId} = ${shopMembers.shopId} and ${clients.agentUserId} = ${shopMembers.userId})`.mapWith(
    Number,
  );

export interface AgentRow {
  userId: string;
  territory: string | null;
  commissionBp: number | null;
  invitedAt: Date | null;
  createdAt: Date;
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  hasPassword: boolean;
  clientCount: number;
  lastLoginAt: Date | null;
}

/**
 * Every agent of the shop (a shop has a few to tens: lists filter, sort and page them in memory), or the one named
 * by `userId`. `forUpdate` locks the membership rows read.
 */
export async function readAgents(
  scope: ShopScope,
  options: { userId?: string; forUpdate?: boolean } = {},
): Promise<AgentRow[]> {
  const query = scope.tx
    .select({
      userId: shopMembers.userId,
      territory: shopMembers.territory,
      commissionBp: shopMembers.commissionBp,
      invitedAt: shopMembers.invitedAt,
      createdAt: shopMembers.createdAt,
      email: users.email,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
      phone: users.phone,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
      clientCount,
      lastLoginAt,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(
      and(
        ofShop(scope, shopMembers),
        eq(shopMembers.role, 'agent'),
        options.userId ? eq(shopMembers.userId, options.userId) : undefined,
      ),
    )
    .orderBy(asc(shopMembers.userId));
  const rows = options.forUpdate ? await query.for('update', { of: shopMembers }) : await query;
  return rows.map((row) => ({ ...row, lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt) : null }));
}

/** The account using this address, whatever its role (an agent is one account for every producer). */
export async function findAccount(scope: ShopScope, email: string) {
  const [row] = await scope.tx
    .select({
      id: users.id,
      role: users.role,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/** Creates the account of a new agent (role agent, no password: they choose one from the invitation). */
export async function insertAgentUser(
  scope: ShopScope,
  input: { email: string; firstname: string; lastname: string; phone: string | null; now: Date },
): Promise<string> {
  const userId = newId('usr');
  await scope.tx.insert(users).values({
    id: userId,
    email: input.email,
    role: 'agent',
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    passwordHash: null,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return userId;
}

/** Makes the account an agent of the shop (their shop list changes: announced to every process's cache). */
export async function insertAgentMembership(
  scope: ShopScope,
  userId: string,
  fields: { territory: string | null; commissionBp: number | null; now: Date },
): Promise<void> {
  await scope.tx.insert(shopMembers).values({
    shopId: scope.shopId,
    userId,
    role: 'agent',
    authorizations: null,
    territory: fields.territory,
    commissionBp: fields.commissionBp,
    createdAt: fields.now,
  });
  await announceAuthChange(scope.tx, userId);
}

/** An agent's fields of this shop. */
export async function updateAgentMembership(
  scope: ShopScope,
  userId: string,
  fields: Partial<{ territory: string | null; commissionBp: number | null; invitedAt: Date }>,
): Promise<void> {
  await scope.tx
    .update(shopMembers)
    .set(fields)
    .where(and(ofShop(scope, shopMembers), eq(shopMembers.userId, userId), eq(shopMembers.role, 'agent')));
}

/** This shop's clients the agent followed keep no agent (the other shops' clients keep theirs). */
export async function releaseClients(scope: ShopScope, userId: string, now: Date): Promise<number> {
  const rows = await scope.tx
    .update(clients)
    .set({ agentUserId: null, updatedAt: now })
    .where(and(ofShop(scope, clients), eq(clients.agentUserId, userId)))
    .returning({ id: clients.id });
  return rows.length;
}

/**
 * Removes the agent's membership of this shop; their stock allocations of the shop go with it (the foreign key
 * (shop_id, agent_user_id) → shop_members cascades). The account stays. Their sessions' cached shop list is told.
 */
export async function deleteAgentMembership(scope: ShopScope, userId: string): Promise<void> {
  await scope.tx
    .delete(shopMembers)
    .where(and(ofShop(scope, shopMembers), eq(shopMembers.userId, userId), eq(shopMembers.role, 'agent')));
  await announceAuthChange(scope.tx, userId);
}
