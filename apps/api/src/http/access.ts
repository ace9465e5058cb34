import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every route of the API declares one in `config.access`; registering a route without
 * it fails at start-up (and a test walks every route), so no endpoint is open by accident.
 * - public: anyone, logged in or not;
 * - authenticated: any logged-in user, optionally only some roles;
 * - shop: a member of the shop in the path or the session (owner, iam, agent) with the permissions and
 *   integrations named (spec §6: owners are only integration-checked);
 * - admin: platform administrators.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'authenticated'; roles?: readonly string[] }
  | {
      kind: 'shop';
      roles: readonly ('owner' | 'iam' | 'agent')[];
      permissions?: readonly string[];
      integrations?: readonly string[];
    }
  | { kind: 'admin' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route registered, with who may call it: read by tests and the OpenAPI description. */
    routeAccessTable: { method: string; url: string; access: RouteAccess }[];
  }
}

export const publicAccess: RouteAccess = { kind: 'public' };

/** Paths served by the API (as opposed to the web app's pages and assets). */
export const isApiPath = (url: string) => url === '/healthz' || url.startsWith('/v1/') || url === '/v1';

/** Refuses, at registration, any API route that does not say who may call it. */
export function requireAccessDeclarations(app: FastifyInstance): void {
  const table: FastifyInstance['routeAccessTable'] = [];
  app.decorate('routeAccessTable', table);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const config = route.config as { access?: RouteAccess } | undefined;
    if (!config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access: config.access });
  });
}
