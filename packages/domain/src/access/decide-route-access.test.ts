import { describe, expect, it } from 'vitest';
import type { AccessShop, AccessUser } from './access-types.ts';
import { decideRouteAccess } from './decide-route-access.ts';
import { demoShops, demoUsers } from './demo-access.fixture.ts';

const { troisVallees, lemoine, distillerie } = demoShops;
const { ownerTroisVallees, ownerLemoine, ownerDistillerie, iamTroisVallees, agent, buyer, caviste, admin } =
  demoUsers;

type Case = [rule: string, path: string, user: AccessUser | null, shop: AccessShop | null, expected: string];

function outcome(path: string, user: AccessUser | null, shop: AccessShop | null): string {
  const decision = decideRouteAccess({ path, user, shop, pathWithQuery: path });
  return decision.allow ? 'allow' : decision.redirect;
}

describe('spec §4 Session guard', () => {
  it.each<Case>([
    ['admin goes to /admin unless the route allows admin', '/dashboard/orders', admin, null, '/admin'],
    ['admin goes to /admin from a guest page too', '/auth/login', admin, null, '/admin'],
    ['admin may open /admin', '/admin', admin, null, 'allow'],
    [
      'admin may open the add-order page (spec §2 lists admin)',
      '/dashboard/orders/add',
      admin,
      null,
      'allow',
    ],
    ['admin may open a sales point (spec §2 lists admin)', '/dashboard/salespoints/3', admin, null, 'allow'],
    ['admin goes to /admin on an unknown route', '/dashboard/unknown', admin, null, '/admin'],
  ])('%s', (_, path, user, shop, expected) => {
    expect(outcome(path, user, shop)).toBe(expected);
  });

  it.each<Case>([
    ['unknown route goes to login', '/dashboard/unknown', null, null, '/auth/login'],
    [
      'unknown route goes to login for a logged-in user too',
      '/dashboard/orders/1/2',
      ownerTroisVallees,
      troisVallees,
      '/auth/login',
    ],
    [
      'anonymous on a protected route goes to login with redirectLink',
      '/dashboard/orders',
      null,
      null,
      '/auth/login?redirectLink=%2Fdashboard%2Forders',
    ],
    [
      'the redirectLink keeps the query',
      '/dashboard/orders/add?subType=quote',
      null,
      null,
      '/auth/login?redirectLink=%2Fdashboard%2Forders%2Fadd%3FsubType%3Dquote',
    ],
    ['anonymous may open a public shop page', '/trois-vallees', null, null, 'allow'],
    ['anonymous may open a shop by id', '/shops/shp_trois_vallees', null, null, 'allow'],
    ['anonymous may open the cart', '/cart', null, null, 'allow'],
    ['anonymous may open login', '/auth/login', null, null, 'allow'],
    ['logged-in user on login goes home', '/auth/login', buyer, null, '/'],
    [
      'logged-in owner on a register page goes home',
      '/auth/register-vinsalis/seller',
      ownerTroisVallees,
      troisVallees,
      '/',
    ],
  ])('%s', (_, path, user, shop, expected) => {
    expect(outcome(path, user, shop)).toBe(expected);
  });

  it.each<Case>([
    ['a buyer on an owner page goes to the dashboard', '/dashboard/products', buyer, null, '/dashboard'],
    ['a buyer on admin goes to the dashboard', '/admin', caviste, null, '/dashboard'],
    ['an agent on the cart goes to the dashboard', '/cart', agent, null, '/dashboard'],
    [
      'an owner on /shops/add (agents only) goes to the dashboard',
      '/shops/add',
      ownerTroisVallees,
      troisVallees,
      '/dashboard',
    ],
    ['a buyer may open their orders', '/dashboard/orders/42', buyer, null, 'allow'],
    [
      'a buyer may open reservations, no shop integration asked',
      '/dashboard/reservations',
      buyer,
      null,
      'allow',
    ],
    ['a buyer may open tickets, no permission asked', '/tickets', buyer, null, 'allow'],
    ['an agent may open price grids', '/dashboard/tarifs', agent, null, 'allow'],
  ])('role rule: %s', (_, path, user, shop, expected) => {
    expect(outcome(path, user, shop)).toBe(expected);
  });

  it.each<Case>([
    [
      'owner opening the shops list goes to their shop',
      '/shops',
      ownerLemoine,
      lemoine,
      '/shops/shp_lemoine',
    ],
    [
      'collaborator opening the shops list goes to their shop',
      '/shops',
      iamTroisVallees,
      troisVallees,
      '/shops/shp_trois_vallees',
    ],
    ['a buyer sees the shops list', '/shops', buyer, null, 'allow'],
    ['an agent sees the shops list', '/shops', agent, null, 'allow'],
  ])('own shop rule: %s', (_, path, user, shop, expected) => {
    expect(outcome(path, user, shop)).toBe(expected);
  });

  it.each<Case>([
    [
      'owner, reservations integration off',
      '/dashboard/reservations',
      ownerDistillerie,
      distillerie,
      '/dashboard',
    ],
    ['owner, futures integration off', '/dashboard/futures', ownerLemoine, lemoine, '/dashboard'],
    ['owner, purchase integration off', '/dashboard/purchases/add', ownerLemoine, lemoine, '/dashboard'],
    [
      'owner, campaigns analytics needs crm too (on)',
      '/dashboard/analytics/campaigns',
      ownerLemoine,
      lemoine,
      'allow',
    ],
    ['owner, stocks integration on', '/dashboard/stocks/movements', ownerDistillerie, distillerie, 'allow'],
    ['owner, analytics integration off', '/dashboard/analytics', ownerDistillerie, distillerie, '/dashboard'],
    [
      'owner is not permission-checked',
      '/dashboard/analytics/budget',
      ownerTroisVallees,
      troisVallees,
      'allow',
    ],
    [
      'collaborator, integration on, permission missing',
      '/dashboard/analytics',
      iamTroisVallees,
      troisVallees,
      '/dashboard',
    ],
    [
      'collaborator missing seeAllPayment',
      '/dashboard/payments',
      iamTroisVallees,
      troisVallees,
      '/dashboard',
    ],
    [
      'collaborator missing createProduct',
      '/dashboard/products/add',
      iamTroisVallees,
      troisVallees,
      '/dashboard',
    ],
    ['collaborator with createClient', '/dashboard/clients/add', iamTroisVallees, troisVallees, 'allow'],
    [
      'collaborator with seeAllClient',
      '/dashboard/clients/prospection',
      iamTroisVallees,
      troisVallees,
      'allow',
    ],
    ['collaborator with seeAllMessages', '/tickets', iamTroisVallees, troisVallees, 'allow'],
    [
      'collaborator on a route with no permission',
      '/dashboard/orders/quotes',
      iamTroisVallees,
      troisVallees,
      'allow',
    ],
    [
      'owner whose shop is not loaded yet, integration route',
      '/dashboard/reservations',
      ownerTroisVallees,
      null,
      '/dashboard',
    ],
  ])('integration and permission rules: %s', (_, path, user, shop, expected) => {
    expect(outcome(path, user, shop)).toBe(expected);
  });

  it('accepts a route id instead of a path', () => {
    expect(
      decideRouteAccess({ routeId: 'analytics', user: ownerTroisVallees, shop: troisVallees }).allow,
    ).toBe(true);
    expect(decideRouteAccess({ routeId: 'nope', user: ownerTroisVallees, shop: troisVallees })).toMatchObject(
      {
        allow: false,
        redirect: '/auth/login',
        reason: 'unknownRoute',
      },
    );
  });

  it('redirects always end on a page the user may open, within two hops (no loop)', () => {
    const users = Object.values(demoUsers);
    const shops: Record<string, AccessShop> = {
      usr_owner_tv: troisVallees,
      usr_iam_tv: troisVallees,
      usr_owner_lemoine: lemoine,
      usr_owner_mont: distillerie,
    };
    const paths = [
      '/dashboard/analytics',
      '/dashboard/reservations',
      '/shops',
      '/cart',
      '/admin',
      '/auth/login',
      '/x/y/z',
    ];
    for (const user of users) {
      for (const path of paths) {
        const shop = shops[user.id] ?? null;
        const visited = [path];
        let decision = decideRouteAccess({ path, user, shop });
        // An unknown route sends a logged-in user to login, which sends them home: two hops.
        while (!decision.allow && visited.length <= 2) {
          visited.push(decision.redirect);
          decision = decideRouteAccess({ path: decision.redirect, user, shop });
        }
        expect(decision.allow, `${user.id}: ${visited.join(' → ')}`).toBe(true);
      }
    }
  });
});
