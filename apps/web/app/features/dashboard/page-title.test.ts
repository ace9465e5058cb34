import { routeTable } from '@sarment/domain/access';
import { describe, expect, it } from 'vitest';
import { describePage } from './page-title.ts';

describe('page titles of the pages not built yet', () => {
  it.each([
    ['/dashboard/orders/quotes', '', 'Devis'],
    ['/dashboard/orders/add', '?subType=bill', 'Nouvelle facture'],
    ['/dashboard/orders/add', '?subType=quote', 'Nouveau devis'],
    ['/dashboard/clients/add', '?pipe=Prospect', 'Nouveau prospect'],
    ['/dashboard/orders/ord_42', '', 'Commande'],
    ['/dashboard/agents/find', '', 'Trouver un agent'],
    ['/dashboard/analytics', '', 'Rapports'],
    ['/tickets', '', 'Messagerie'],
  ])('%s%s is titled %s', (path, search, title) => {
    expect(describePage(path, search)?.title).toBe(title);
  });

  it('gives every route of the table a real title, never its id', () => {
    for (const route of routeTable) {
      if (route.path.includes(':name') || route.path.startsWith('/gs1') || route.path.startsWith('/auth'))
        continue;
      const path = route.path.replace(/:([A-Za-z]+)/g, 'x1');
      const page = describePage(path, '');
      if (page?.routeId !== route.id) continue;
      expect(page.title, route.id).not.toBe(route.id);
    }
  });

  it('knows no page for an unknown path', () => {
    expect(describePage('/dashboard/nothing-here', '')).toBeNull();
  });
});
