// @vitest-environment jsdom
// The header's shop switcher: only for a user of several shops; its menu lists them with their role, the current
// one checked; choosing one records it in the sarment_shop cookie and reloads the pages' data (the root loader).
import { act } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backOfficeDom } from '../../testing/back-office-dom.tsx';
import { shouldRevalidate } from '../auth/session.ts';
import { pathAfterShopSwitch, ShopSwitcher } from './shop-switcher.tsx';

const dom = backOfficeDom();

const agentOf = (shops: { id: string; name: string; role: string }[]) => ({
  id: 'usr_agent',
  email: 'agent@sarment.test',
  role: 'agent',
  shops: shops.map((shop) => ({ ...shop, typology: null })),
});
const lemoine = { id: 'shp_lemoine', name: 'Champagne Lemoine', role: 'agent' };
const troisVallees = { id: 'shp_tv', name: 'Domaine des Trois Vallées', role: 'agent' };
const mont = { id: 'shp_mont', name: 'Distillerie du Mont', role: 'client' };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

async function renderSwitcher(me: ReturnType<typeof agentOf>, path = '/dashboard/clients?page=2') {
  const loads: (string | null)[] = [];
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      // the app's root revalidates on every path change (it holds the guard)
      shouldRevalidate,
      loader: () => {
        const chosen = /sarment_shop=([^;]+)/.exec(document.cookie)?.[1] ?? null;
        loads.push(chosen);
        return { me, shop: null, workShopId: chosen ?? me.shops[0]?.id ?? null };
      },
      Component: () => (
        <>
          <ShopSwitcher />
          <Where />
          <Outlet />
        </>
      ),
      children: [
        { path: 'dashboard/clients', Component: () => null },
        { path: 'dashboard/clients/:id', Component: () => null },
      ],
    },
  ]);
  const host = await dom.mount(<Stub initialEntries={[path]} />, 50);
  return { host, loads };
}

const button = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('[data-testid=shop-switcher]');
const items = () => [...document.querySelectorAll<HTMLElement>('[data-testid=shop-switcher-item]')];

async function openMenu(host: HTMLElement) {
  await act(async () => button(host)?.click());
  // the menu's module loads with the first opening
  for (let i = 0; i < 50 && items().length === 0; i++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the choice it made
  document.cookie = 'sarment_shop=; Path=/; Max-Age=0';
});

describe('ShopSwitcher', () => {
  it('shows nothing to a user of one shop (the shops they buy from do not count)', async () => {
    const { host } = await renderSwitcher(agentOf([lemoine, mont]));
    expect(button(host)).toBeNull();
  });

  it('names the current shop and lists each shop with its role, the current one checked', async () => {
    const { host } = await renderSwitcher(agentOf([lemoine, troisVallees, mont]));
    expect(button(host)?.textContent).toBe('Boutique active : Champagne Lemoine');
    expect(button(host)?.getAttribute('aria-haspopup')).toBe('menu');
    await openMenu(host);
    expect(
      items().map(
        (item) => `${item.textContent} ${item.getAttribute('role')} ${item.getAttribute('aria-checked')}`,
      ),
    ).toEqual([
      'Champagne LemoineAgent commercial menuitemradio true',
      'Domaine des Trois ValléesAgent commercial menuitemradio false',
    ]);
  });

  it('records the choice in the sarment_shop cookie and reloads the data of the same page in it', async () => {
    const { host, loads } = await renderSwitcher(agentOf([lemoine, troisVallees]));
    expect(loads).toEqual([null]);
    await openMenu(host);
    await act(async () => items()[1]?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.cookie).toContain('sarment_shop=shp_tv');
    expect(loads).toEqual([null, 'shp_tv']);
    expect(host.querySelector('[data-testid=where]')?.textContent).toBe('/dashboard/clients?page=2');
    expect(button(host)?.textContent).toBe('Boutique active : Domaine des Trois Vallées');
  });

  it('leaves a page of the former shop’s object for its list', async () => {
    const { host, loads } = await renderSwitcher(
      agentOf([lemoine, troisVallees]),
      '/dashboard/clients/cli_42',
    );
    await openMenu(host);
    await act(async () => items()[1]?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(host.querySelector('[data-testid=where]')?.textContent).toBe('/dashboard/clients');
    expect(loads.at(-1)).toBe('shp_tv');
  });
});

describe('pathAfterShopSwitch', () => {
  it('keeps a page without an id, leaves an object’s page for its list, and never moves outside /dashboard', () => {
    expect(pathAfterShopSwitch('/dashboard/clients', '?page=2')).toBe('/dashboard/clients?page=2');
    expect(pathAfterShopSwitch('/dashboard/orders/add', '?subType=quote')).toBe(
      '/dashboard/orders/add?subType=quote',
    );
    expect(pathAfterShopSwitch('/dashboard/clients/cli_42')).toBe('/dashboard/clients');
    expect(pathAfterShopSwitch('/dashboard/sales-points/spt_1/tickets')).toBe('/dashboard/sales-points');
    expect(pathAfterShopSwitch('/dashboard')).toBe('/dashboard');
    expect(pathAfterShopSwitch('/trois-vallees/products/prd_1')).toBe('/trois-vallees/products/prd_1');
  });
});
