import { describe, expect, it } from 'vitest';
import { demoShops, demoUsers, iamTroisValleesPermissions } from './demo-access.fixture.ts';
import { permissions } from './permissions.ts';
import { canSaveSettingsSection, decideRoleChange, visibleSettingsSections } from './settings-access.ts';

const { troisVallees } = demoShops;
const iamFlags = Object.fromEntries(iamTroisValleesPermissions.map((p) => [p, true]));
const owner = { userId: 'usr_owner', role: 'owner', authorizations: null } as const;
const manager = {
  userId: 'usr_manager',
  role: 'iam',
  authorizations: { accessCollaborator: true, seeAllOrder: true, createQuote: true },
} as const;
const unrestricted = { userId: 'usr_all', role: 'iam', authorizations: null } as const;
const colleague = { userId: 'usr_colleague', authorizations: { seeAllOrder: true } };

describe("spec §6 decideRoleChange: who may set a collaborator's permissions", () => {
  it('nobody edits their own membership, even to keep what they have', () => {
    const decision = decideRoleChange(
      manager,
      { userId: manager.userId, authorizations: manager.authorizations },
      {
        ...manager.authorizations,
      },
    );
    expect(decision).toEqual({ allowed: false, reason: 'ownMembership' });
    expect(
      decideRoleChange(manager, { userId: manager.userId, authorizations: manager.authorizations }, null),
    ).toEqual({ allowed: false, reason: 'ownMembership' });
  });

  it("only an owner grants 'everything' (null)", () => {
    expect(decideRoleChange(owner, colleague, null)).toEqual({ allowed: true });
    expect(decideRoleChange(manager, colleague, null)).toEqual({
      allowed: false,
      reason: 'everythingOwnerOnly',
    });
    // a collaborator holding every permission still cannot hand out 'everything'
    expect(decideRoleChange(unrestricted, colleague, null)).toEqual({
      allowed: false,
      reason: 'everythingOwnerOnly',
    });
  });

  it('nobody grants a permission they do not hold; an owner holds them all', () => {
    expect(decideRoleChange(manager, colleague, { seeAllOrder: true, createQuote: true })).toEqual({
      allowed: true,
    });
    expect(decideRoleChange(manager, colleague, { seeAllOrder: true, manageBudget: true })).toEqual({
      allowed: false,
      reason: 'permissionNotHeld',
    });
    const everyFlag = Object.fromEntries(permissions.map((p) => [p, true]));
    expect(decideRoleChange(owner, colleague, everyFlag)).toEqual({ allowed: true });
    expect(decideRoleChange(unrestricted, colleague, everyFlag)).toEqual({ allowed: true });
  });

  it('keeping or removing what the collaborator already has is no grant', () => {
    const strong = { userId: 'usr_strong', authorizations: { manageBudget: true, seeAllOrder: true } };
    expect(decideRoleChange(manager, strong, { manageBudget: true, seeAllOrder: false })).toEqual({
      allowed: true,
    });
    expect(decideRoleChange(manager, strong, { manageBudget: false })).toEqual({ allowed: true });
    // a collaborator with no flags holds everything: narrowing it grants nothing
    expect(
      decideRoleChange(manager, { userId: 'usr_x', authorizations: null }, { manageBudget: true }),
    ).toEqual({
      allowed: true,
    });
  });
});

describe('spec §2 settings sections a member may open (the ones it may save)', () => {
  it('the owner sees every section', () => {
    expect(visibleSettingsSections(demoUsers.ownerTroisVallees, troisVallees)).toContain('billing');
    expect(canSaveSettingsSection(demoUsers.ownerTroisVallees, troisVallees, 'integrations')).toBe(true);
  });

  it('the contract iam sees only its account: no billing, no identity, no roles', () => {
    expect(visibleSettingsSections(demoUsers.iamTroisVallees, troisVallees)).toEqual(['account']);
  });

  it('a collaborator sees the sections its permissions open, never the owner-only ones', () => {
    const shop = {
      ...troisVallees,
      authorizations: {
        byUser: {
          [demoUsers.iamTroisVallees.id]: { ...iamFlags, manageDelivery: true, accessCollaborator: true },
        },
      },
    };
    expect(visibleSettingsSections(demoUsers.iamTroisVallees, shop)).toEqual([
      'delivery',
      'roles',
      'account',
    ]);
    const everything = { ...troisVallees, authorizations: null };
    expect(visibleSettingsSections(demoUsers.iamTroisVallees, everything)).not.toContain('billing');
  });

  it('buyers and agents see their account only', () => {
    expect(visibleSettingsSections(demoUsers.buyer, null)).toEqual(['account']);
    expect(visibleSettingsSections(demoUsers.agent, troisVallees)).toEqual(['account']);
  });
});
