import { describe, expect, it } from 'vitest';
import { shoppingAsRole } from './shopping-as-warning.tsx';

describe('shopping-as warning (spec §6)', () => {
  it('warns a collaborator, a producer or an agent on shop pages', () => {
    expect(shoppingAsRole('iam', '/trois-vallees')).toBe('iam');
    expect(shoppingAsRole('owner', '/shops/shp_champagne_lemoine')).toBe('owner');
    expect(shoppingAsRole('agent', '/trois-vallees/prd_bourgogne_pinot_noir')).toBe('agent');
    expect(shoppingAsRole('agent', '/cart')).toBe('agent');
  });

  it('never warns buyers, visitors or admins, nor anyone in the dashboard', () => {
    expect(shoppingAsRole('buyer', '/trois-vallees')).toBeNull();
    expect(shoppingAsRole(null, '/trois-vallees')).toBeNull();
    expect(shoppingAsRole('admin', '/trois-vallees')).toBeNull();
    expect(shoppingAsRole('owner', '/dashboard/orders')).toBeNull();
  });
});
