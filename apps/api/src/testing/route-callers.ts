import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../http/access.ts';
import { type LoggedIn, loginAs } from './auth.ts';

/** One demo account of each kind a route may let in: tests that walk the route table call each route as one. */
export interface RouteCallers {
  owner: LoggedIn;
  buyer: LoggedIn;
  agent: LoggedIn;
  admin: LoggedIn;
  /** headers of someone the route lets in, so a request reaches its input */
  callerOf(access: RouteAccess): Record<string, string>;
}

export async function loginRouteCallers(app: FastifyInstance): Promise<RouteCallers> {
  const owner = await loginAs(app, 'owner@trois-vallees.test');
  const buyer = await loginAs(app, 'buyer@sarment.test');
  const agent = await loginAs(app, 'agent@sarment.test');
  const admin = await loginAs(app, 'admin@sarment.test');
  return {
    owner,
    buyer,
    agent,
    admin,
    callerOf(access) {
      if (access.kind === 'public') return {};
      if (access.kind === 'admin') return admin.headers;
      if (access.kind === 'authenticated' && access.roles?.includes('agent')) return agent.headers;
      return access.kind === 'shop' ? owner.headers : buyer.headers;
    },
  };
}
