import { integrations, shopMemberRoles, userRoles } from '@sarment/domain/access';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from './access.ts';

// A route's roles, permissions and integrations are the domain's words: a typo is a compile error (tsc checks
// this file with the api), not a route nobody can call.
describe('RouteAccess', () => {
  it('accepts the domain’s roles, permissions and integrations', () => {
    const access: RouteAccess = {
      kind: 'shop',
      roles: shopMemberRoles,
      permissions: ['createProduct'],
      integrations: ['stocks'],
    };
    const loggedIn: RouteAccess = { kind: 'authenticated', roles: userRoles };
    expect([access.kind, loggedIn.kind]).toEqual(['shop', 'authenticated']);
    expect(integrations).toContain('stocks');
  });

  it('refuses a misspelt permission, integration or role at compile time', () => {
    const typos: RouteAccess[] = [
      // @ts-expect-error 'createProducts' is not a permission
      { kind: 'shop', roles: ['owner'], permissions: ['createProducts'] },
      // @ts-expect-error 'stock' is not an integration
      { kind: 'shop', roles: ['owner'], integrations: ['stock'] },
      // @ts-expect-error 'buyer' holds no shop
      { kind: 'shop', roles: ['buyer'] },
      // @ts-expect-error 'owners' is not a role
      { kind: 'authenticated', roles: ['owners'] },
    ];
    expect(typos).toHaveLength(4);
  });
});
