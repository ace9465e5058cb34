// Who looks at tasks, and what they may do (issue 17; spec §2 /dashboard/tasks: owner, iam, agent; §6 permissions
// seeAllTask and createTask). Owners see and write every task. A collaborator (iam) sees every task with
// seeAllTask, else their own; creates with createTask and may then give a task to anyone of the team. An agent
// sees the tasks given to them or about their clients, and gives tasks to themselves only (an agent's
// authorizations are for the shop's documents, not its team's diary).
import { hasPermission, type Permission } from '@sarment/domain/access';
import type { ServiceContext } from '../../http/service-context.ts';
import type { TaskScope } from './tasks.repo.ts';

export interface TaskViewer {
  userId: string;
  role: 'owner' | 'iam' | 'agent';
  scope: TaskScope;
  /** may create tasks at all */
  mayCreate: boolean;
  /** may give a task to someone else than themselves */
  mayAssignOthers: boolean;
}

export function taskViewerOf(ctx: ServiceContext): TaskViewer {
  const auth = ctx.auth;
  const membership = auth?.memberships.find((m) => m.shopId === ctx.shopId);
  // the routes' access check let only the shop's members in
  if (!auth || !membership) throw new Error('tasks: the caller is no member of the shop');
  const role = membership.role;
  const user = { id: auth.user.id, role, shops: auth.memberships.map((m) => ({ id: m.shopId })) };
  const authorizations = membership.authorizations
    ? { byUser: { [auth.user.id]: membership.authorizations as Record<string, boolean> } }
    : null;
  const may = (permission: Permission) => hasPermission(user, { id: ctx.shopId, authorizations }, permission);
  const userId = auth.user.id;
  if (role === 'owner') return { userId, role, scope: { all: true }, mayCreate: true, mayAssignOthers: true };
  if (role === 'agent') {
    return {
      userId,
      role,
      scope: { all: false, userId, agentClients: true },
      mayCreate: true,
      mayAssignOthers: false,
    };
  }
  const creates = may('createTask');
  return {
    userId,
    role,
    scope: may('seeAllTask') ? { all: true } : { all: false, userId, agentClients: false },
    mayCreate: creates,
    mayAssignOthers: creates,
  };
}
