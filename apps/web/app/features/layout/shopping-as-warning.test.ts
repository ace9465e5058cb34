import { describe, expect, it } from 'vitest';
import { isShoppingPage, shoppingAsRole, shoppingHandle } from './shopping-as-warning.tsx';

describe('shopping-as warning (spec §6)', () => {
  it('warns a collaborator, a producer or an agent on the pages where one shops', () => {
    expect(shoppingAsRole('iam', true)).toBe('iam');
    expect(shoppingAsRole('owner', true)).toBe('owner');
    expect(shoppingAsRole('agent', true)).toBe('agent');
  });

  it('never warns buyers, visitors or admins, nor anyone outside the shops', () => {
    expect(shoppingAsRole('buyer', true)).toBeNull();
    expect(shoppingAsRole(null, true)).toBeNull();
    expect(shoppingAsRole('admin', true)).toBeNull();
    expect(shoppingAsRole('owner', false)).toBeNull();
  });

  it('knows a shopping page by the handle of one of its routes', () => {
    expect(isShoppingPage([{ handle: undefined }, { handle: shoppingHandle }, { handle: undefined }])).toBe(
      true,
    );
    expect(isShoppingPage([{ handle: undefined }, { handle: { other: true } }])).toBe(false);
    expect(isShoppingPage([])).toBe(false);
  });
});
