import { describe, expect, it } from 'vitest';
import type { AccessShop } from './access-types.ts';
import { demoShops, demoUsers, iamTroisValleesPermissions } from './demo-access.fixture.ts';
import { hasPermission, isIntegrationActive } from './has-permission.ts';
import { permissions } from './permissions.ts';

const { troisVallees, lemoine, distillerie } = demoShops;

describe('spec §6 hasPermission', () => {
  it.each([
    ['not logged in', null, troisVallees, 'seeAllOrder', false],
    ['a buyer', demoUsers.buyer, troisVallees, 'seeAllOrder', false],
    ['an owner on a shop not theirs', demoUsers.ownerLemoine, troisVallees, 'seeAllOrder', false],
    [
      'an owner on their shop, any permission',
      demoUsers.ownerTroisVallees,
      troisVallees,
      'manageBudget',
      true,
    ],
    [
      'the Trois Vallées iam, granted permission',
      demoUsers.iamTroisVallees,
      troisVallees,
      'createQuote',
      true,
    ],
    [
      'the Trois Vallées iam, permission not granted',
      demoUsers.iamTroisVallees,
      troisVallees,
      'accessAnalytics',
      false,
    ],
    ['the iam on another shop', demoUsers.iamTroisVallees, lemoine, 'createQuote', false],
    ['an agent of a shop with no authorizations set', demoUsers.agent, lemoine, 'seeAllPrice', true],
    [
      'an agent of a shop whose authorizations do not name them',
      demoUsers.agent,
      troisVallees,
      'seeAllPrice',
      true,
    ],
    ['an agent on a shop they do not work for', demoUsers.agent, distillerie, 'seeAllPrice', false],
    ['no shop', demoUsers.ownerTroisVallees, null, 'seeAllOrder', false],
  ] as const)('%s: %s', (_, user, shop, permission, expected) => {
    expect(hasPermission(user, shop, permission)).toBe(expected);
  });

  it('the Trois Vallées iam has exactly the contract permissions', () => {
    const granted = permissions.filter((permission) =>
      hasPermission(demoUsers.iamTroisVallees, troisVallees, permission),
    );
    expect(granted.sort()).toEqual([...iamTroisValleesPermissions].sort());
  });

  it('role-wide flags apply to a collaborator without an entry of their own', () => {
    const shop: AccessShop = {
      id: 'shp_lemoine',
      authorizations: { byRole: { agent: { seeAllPrice: false } } },
    };
    expect(hasPermission(demoUsers.agent, shop, 'seeAllPrice')).toBe(false);
    expect(hasPermission(demoUsers.agent, shop, 'createClient')).toBe(false);
    expect(hasPermission(demoUsers.ownerLemoine, shop, 'seeAllPrice')).toBe(true);
  });

  it('an integration counts only when marked active (spec §3 Shop.integration)', () => {
    expect(isIntegrationActive(lemoine, 'reservations')).toBe(true);
    expect(isIntegrationActive(lemoine, 'futures')).toBe(false);
    expect(isIntegrationActive({ id: 'x', integration: { futures: {} } }, 'futures')).toBe(false);
    expect(isIntegrationActive(null, 'crm')).toBe(false);
  });
});
