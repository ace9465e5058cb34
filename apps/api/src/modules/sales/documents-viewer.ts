// Who reads and writes sales documents (issue 18; spec §2 /dashboard/orders/add: owner, admin, agent, iam;
// quotes, bills, credits, deposits pages: owner, iam; §6 permissions createQuote, billOrder, seeAllOrder).
// Owners do everything. An iam needs seeAllOrder to read, createQuote to write quotes, billOrder to write bills,
// deposit bills and credit notes. An agent works on quotes only, and only for the clients assigned to them.
import { hasPermission, type Permission } from '@sarment/domain/access';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import { forbidden } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';

export interface DocumentViewer {
  userId: string;
  /** the agent whose clients only are visible; null: every client of the shop */
  agentId: string | null;
}

const writePermission = (kind: SalesDocumentKind): Permission =>
  kind === 'quote' ? 'createQuote' : 'billOrder';

export function documentViewerOf(
  ctx: ServiceContext,
  kind: SalesDocumentKind,
  intent: 'read' | 'write',
): DocumentViewer {
  const auth = ctx.auth;
  const membership = auth?.memberships.find((m) => m.shopId === ctx.shopId);
  if (!auth || !membership) throw new Error('sales documents: the caller is no member of the shop');
  const userId = auth.user.id;
  const role = membership.role;
  if (role === 'owner') return { userId, agentId: null };
  const user = { id: userId, role, shops: auth.memberships.map((m) => ({ id: m.shopId })) };
  const authorizations = membership.authorizations
    ? { byUser: { [userId]: membership.authorizations as Record<string, boolean> } }
    : null;
  const may = (permission: Permission) => hasPermission(user, { id: ctx.shopId, authorizations }, permission);
  if (role === 'agent') {
    if (kind !== 'quote' || (intent === 'write' && !may('createQuote'))) throw forbidden();
    return { userId, agentId: userId };
  }
  if (!may(intent === 'read' ? 'seeAllOrder' : writePermission(kind))) throw forbidden();
  return { userId, agentId: null };
}
