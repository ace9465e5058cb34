// Who looks at clients, and what they may do (issue 17; spec §2 /dashboard/clients: owner, agent, iam; §6
// permissions seeAllClient and createClient). Owners see and write every client. A collaborator (iam) reads with
// seeAllClient and writes with createClient. An agent sees and edits only the clients assigned to them, and a
// client an agent creates is theirs (else they could not see it once saved).
import { hasPermission, type Permission } from '@sarment/domain/access';
import { forbidden } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';

export interface ClientViewer {
  userId: string;
  role: 'owner' | 'iam' | 'agent';
  /** the agent whose clients only are visible; null: every client of the shop */
  agentId: string | null;
}

function viewerOf(ctx: ServiceContext, needed: Permission): ClientViewer {
  const auth = ctx.auth;
  const membership = auth?.memberships.find((m) => m.shopId === ctx.shopId);
  // the routes' access check let only the shop's members in
  if (!auth || !membership) throw new Error('clients: the caller is no member of the shop');
  const role = membership.role;
  const userId = auth.user.id;
  if (role === 'owner') return { userId, role, agentId: null };
  const user = { id: userId, role, shops: auth.memberships.map((m) => ({ id: m.shopId })) };
  const authorizations = membership.authorizations
    ? { byUser: { [userId]: membership.authorizations as Record<string, boolean> } }
    : null;
  const may = (permission: Permission) => hasPermission(user, { id: ctx.shopId, authorizations }, permission);
  if (role === 'agent') {
    // an agent's own clients are theirs to read; writing still follows the shop's createClient flag
    if (needed === 'createClient' && !may('createClient')) throw forbidden();
    return { userId, role, agentId: userId };
  }
  if (!may(needed)) throw forbidden();
  return { userId, role, agentId: null };
}

/** A reader of the client list and files: 422 for an iam without seeAllClient. */
export const clientReaderOf = (ctx: ServiceContext) => viewerOf(ctx, 'seeAllClient');

/** A writer of clients: 422 for an iam or an agent without createClient. */
export const clientWriterOf = (ctx: ServiceContext) => viewerOf(ctx, 'createClient');
