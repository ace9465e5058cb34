import { describe, expect, it } from 'vitest';
import { integrationLabel, permissionLabel } from './messages.ts';
import { integrations, permissions } from './permissions.ts';

describe('one label per permission and per integration (Rôles tab, /admin, Modules tab)', () => {
  it('every permission has a French and an English label, never its raw key', () => {
    for (const permission of permissions) {
      expect(permissionLabel(permission)).not.toBe(permission);
      expect(permissionLabel(permission, 'en')).not.toBe(permission);
    }
    expect(permissionLabel('seeAllResa')).toBe('Voir toutes les réservations');
  });

  it('every integration has a French and an English label, never its raw key', () => {
    for (const integration of integrations.filter((key) => key !== 'crm')) {
      expect(integrationLabel(integration)).not.toBe(integration);
    }
    expect(integrationLabel('salesPoint')).toBe('Caisse');
    expect(integrationLabel('crm')).toBe('CRM');
  });

  it('the French labels are distinct, so two checkboxes never read the same', () => {
    const labels = permissions.map((p) => permissionLabel(p));
    expect(new Set(labels).size).toBe(labels.length);
  });
});
