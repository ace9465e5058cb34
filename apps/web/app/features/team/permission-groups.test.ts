import { type Permission, permissions } from '@sarment/domain/access';
import { describe, expect, it } from 'vitest';
import {
  groupCheck,
  groupEditable,
  type PermissionGroup,
  permissionGroups,
  sortedPermissions,
  toggleGroup,
} from './permission-groups.ts';

const group = (id: string) => permissionGroups.find((g) => g.id === id) as PermissionGroup;

describe('the rights grouped by the sidebar’s areas', () => {
  it('places every spec §6 permission in exactly one group, in the domain’s order', () => {
    const placed = permissionGroups.flatMap((g) => g.permissions);
    expect([...placed].sort()).toEqual([...permissions].sort());
    expect(new Set(placed).size).toBe(permissions.length);
    for (const g of permissionGroups) {
      expect(g.permissions.length).toBeGreaterThan(0);
      expect(g.permissions).toEqual(permissions.filter((p) => g.permissions.includes(p)));
    }
  });

  it('follows the sidebar: sales, wine tourism, CRM… messaging, each right where its pages are', () => {
    expect(permissionGroups.map((g) => g.id)).toEqual([
      'sales',
      'wineTourism',
      'crm',
      'articles',
      'marketing',
      'commercial',
      'purchases',
      'futures',
      'reports',
      'accounting',
      'cashRegister',
      'messaging',
    ]);
    expect(group('sales').permissions).toContain('manageDelivery');
    expect(group('articles').permissions).toContain('seeAllStock');
    expect(group('commercial').permissions).toEqual([
      'accessAgent',
      'createAgent',
      'accessCollaborator',
      'createCollaborator',
    ]);
    expect(group('reports').permissions).toContain('manageBudget');
    expect(group('cashRegister').permissions).toEqual(['createOrderSalesPoint']);
  });

  it('“Tout cocher” checks or clears the group’s rights the editor may change, never the locked ones', () => {
    const marketing = group('marketing');
    const locked = new Set<Permission>(['createModel']);
    const checked = toggleGroup(marketing, new Set(['seeAllOrder']), locked, true);
    expect(sortedPermissions(checked)).toEqual(['seeAllOrder', 'createList', 'createCampaign']);
    expect(groupCheck(marketing, checked)).toBe('some');
    // a locked right the collaborator holds stays held when the group is cleared
    const cleared = toggleGroup(marketing, new Set(['createList', 'createModel']), locked, false);
    expect(sortedPermissions(cleared)).toEqual(['createModel']);
    expect(groupCheck(marketing, new Set(marketing.permissions))).toBe('all');
    expect(groupCheck(marketing, new Set())).toBe('none');
    expect(groupEditable(marketing, locked)).toBe(true);
    expect(groupEditable(marketing, new Set(marketing.permissions))).toBe(false);
  });
});
