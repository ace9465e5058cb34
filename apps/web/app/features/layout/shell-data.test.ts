import { accessLabel } from '@sarment/domain/access';
import { demoShops, demoUsers } from '@sarment/domain/access/demo-access.fixture';
import { describe, expect, it } from 'vitest';
import type { SessionShop, SessionUser } from '../auth/session.ts';
import { buildShellData, type ShellData } from './shell-data.ts';

const asUser = (user: unknown) => user as SessionUser;
const asShop = (shop: unknown) => shop as SessionShop;
const owner = asUser(demoUsers.ownerTroisVallees);
const troisVallees = asShop(demoShops.troisVallees);

/** Every labelKey the frame's components will ask for (sidebar, its groups' children, menus, search, account). */
function labelKeysOf(shell: ShellData): string[] {
  return [
    ...shell.sidebar.flatMap((node) => [
      node.labelKey,
      ...(node.kind === 'group' ? node.children.map((child) => child.labelKey) : []),
    ]),
    ...shell.createMenus.flatMap((group) => [group.labelKey, ...group.items.map((item) => item.labelKey)]),
    ...shell.goTo.map((entry) => entry.labelKey),
    ...shell.account.map((item) => item.labelKey),
    ...shell.tourAccount.map((item) => item.labelKey),
  ];
}

describe('the frame’s menus built for the browser (issue 22: no route table in the page’s JavaScript)', () => {
  it('gives a visitor no menus', () => {
    expect(buildShellData(null, null, 'fr')).toBeNull();
  });

  it('labels every entry of the owner’s menus in the page’s language', () => {
    for (const language of ['fr', 'en'] as const) {
      const shell = buildShellData(owner, troisVallees, language);
      if (!shell) throw new Error('an owner has menus');
      const keys = labelKeysOf(shell);
      expect(shell.sidebar.length).toBeGreaterThan(5);
      expect(shell.goTo.length).toBeGreaterThan(10);
      for (const key of keys) expect(shell.labels[key], key).toBe(accessLabel(key, language));
      expect(Object.keys(shell.labels).sort()).toEqual([...new Set(keys)].sort());
    }
    expect(buildShellData(owner, troisVallees, 'fr')?.labels['nav.orders']).toBe('Commandes');
    expect(buildShellData(owner, troisVallees, 'en')?.labels['nav.orders']).toBe(
      accessLabel('nav.orders', 'en'),
    );
  });

  it('shows the tickets and calendar buttons to the roles of spec §2, and agents their tour-mode switch', () => {
    const ownerShell = buildShellData(owner, troisVallees, 'fr');
    expect([ownerShell?.showTickets, ownerShell?.showCalendar]).toEqual([true, true]);
    const buyerShell = buildShellData(asUser(demoUsers.buyer), null, 'fr');
    expect([buyerShell?.showTickets, buyerShell?.showCalendar]).toEqual([true, false]);
    const agentShell = buildShellData(asUser(demoUsers.agent), null, 'fr');
    expect([agentShell?.showTickets, agentShell?.showCalendar]).toEqual([false, false]);
    expect(agentShell?.account.map((item) => agentShell.labels[item.labelKey])).toContain('Mode tournée');
    expect(agentShell?.tourAccount.map((item) => agentShell.labels[item.labelKey])).toContain(
      'Mode dashboard',
    );
  });
});
