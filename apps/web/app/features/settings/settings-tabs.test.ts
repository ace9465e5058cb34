import { permissions } from '@sarment/domain/access';
import { describe, expect, it } from 'vitest';
import { availableSettingsTabs, rolesEditing } from './settings-tabs.ts';
import type { Collaborator, SettingsData } from './settings-types.ts';

const shop = { id: 'shp_tv', name: 'Domaine', urlShop: 'domaine', online: true, logo: null };

describe('the settings tabs a member gets', () => {
  it('the contract iam (the API sent no section) gets its account only: no billing, no customize', () => {
    expect(availableSettingsTabs({ shop }, null)).toEqual(['account']);
  });

  it('a collaborator with manageDelivery and accessCollaborator gets those two tabs and its account', () => {
    const settings = { shop, delivery: { modes: [], collectionPoints: [] } } as SettingsData;
    expect(availableSettingsTabs(settings, [])).toEqual(['delivery', 'roles', 'account']);
  });

  it('the owner gets every section the API sent, in the page order', () => {
    const settings = {
      shop,
      infos: {},
      billing: {},
      integrations: {},
    } as unknown as SettingsData;
    expect(availableSettingsTabs(settings, [])).toEqual([
      'infos',
      'billing',
      'roles',
      'account',
      'integrations',
    ]);
  });

  it('a buyer or an agent (no settings) gets its account', () => {
    expect(availableSettingsTabs(null, null)).toEqual(['account']);
  });
});

describe('the Rôles tab offers what the API accepts (spec §6)', () => {
  const colleague: Collaborator = {
    userId: 'usr_agent',
    role: 'agent',
    email: 'agent@sarment.test',
    name: 'Agent',
    authorizations: { seeAllOrder: true },
  };
  const manager = {
    userId: 'usr_iam',
    role: 'iam' as const,
    authorizations: { accessCollaborator: true, seeAllOrder: true, createQuote: true },
  };

  it('its own row is not editable', () => {
    const own: Collaborator = { ...colleague, userId: 'usr_iam', authorizations: manager.authorizations };
    const editing = rolesEditing(manager, own);
    expect(editing.editable).toBe(false);
    expect(editing.locked.size).toBe(permissions.length);
  });

  it('the permissions the editor lacks are disabled; the ones it holds are open', () => {
    const editing = rolesEditing(manager, colleague);
    expect(editing.editable).toBe(true);
    expect(editing.locked.has('manageBudget')).toBe(true);
    expect(editing.locked.has('createQuote')).toBe(false);
    expect(editing.locked.has('accessCollaborator')).toBe(false);
  });

  it('an owner may change every permission of a collaborator', () => {
    const editing = rolesEditing({ userId: 'usr_owner', role: 'owner', authorizations: null }, colleague);
    expect(editing).toEqual({ editable: true, locked: new Set() });
  });
});
