import { describe, expect, it } from 'vitest';
import { permissions } from '../access/permissions.ts';
import { flagsOf, permissionChangeSummary, permissionsOf } from './permission-changes.ts';

describe('a collaborator’s rights (spec §6)', () => {
  it('reads null flags as every right, and only the true flags otherwise, in the domain’s order', () => {
    expect(permissionsOf(null)).toEqual([...permissions]);
    expect(permissionsOf({ createOrder: true, seeAllOrder: true, billOrder: false })).toEqual([
      'seeAllOrder',
      'createOrder',
    ]);
    expect(flagsOf(['createOrder', 'seeAllOrder'])).toEqual({ seeAllOrder: true, createOrder: true });
  });

  it('says in French which rights a change added and removed, and nothing when none moved', () => {
    expect(permissionChangeSummary(['seeAllOrder', 'createOrder'], ['seeAllOrder', 'billOrder'])).toBe(
      'Droits ajoutés : Facturer les commandes ; Droits retirés : Créer des commandes',
    );
    expect(permissionChangeSummary([], ['createQuote', 'billOrder'])).toBe(
      'Droits ajoutés : Créer des devis, Facturer les commandes',
    );
    expect(permissionChangeSummary(['seeAllClient'], ['seeAllClient'])).toBeNull();
  });
});
