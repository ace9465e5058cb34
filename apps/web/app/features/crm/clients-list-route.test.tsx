// @vitest-environment jsdom
// /dashboard/clients from a mocked API answer: each client with its kind, prospect chip, typology and agent names;
// the exports carry the view; the filters offer the shop's typologies and the period filters; phones read cards
// leading to the client; the create buttons (Particulier, Professionnel, Prospect) need createClient; a bulk
// change GETs each client and PUTs it back changed.

import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import type { ApiClient, ApiResponse } from '../../lib/api.ts';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { readListState } from '../kit/list-state.ts';
import type { ListData } from '../kit/load-list.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import {
  type ClientBulkDeps,
  type ClientFilterChoices,
  clientListDefinition,
  clientListRules,
  runClientBulk,
} from './client-list.tsx';
import type { ClientRow } from './client-types.ts';
import ClientsListRoute, { keepLastChoice, tagsOf } from './clients-list-route.tsx';

const helene: ClientRow = {
  id: 'cli_1',
  displayName: 'Durand Hélène',
  pipe: 'Prospect',
  prospectStage: null,
  lastContactAt: null,
  civility: 'Madame',
  firstname: 'Hélène',
  lastname: 'Durand',
  email: 'helene@exemple.fr',
  phone: '+33612345678',
  isPro: false,
  businessReason: null,
  businessName: null,
  siret: null,
  typology: 'caviste',
  agent: { id: 'usr_agent', name: 'Marc Agent' },
  tags: ['salon'],
  city: 'Dijon',
  zipcode: '21000',
  department: '21',
  hasAccount: false,
  lastOrderAt: null,
  anonymisedAt: null,
  createdAt: '2026-03-01T09:30:00.000Z',
};
const cellier: ClientRow = {
  ...helene,
  id: 'cli_2',
  displayName: 'SARL Cellier Lambert - Lambert Sophie',
  isPro: true,
  pipe: 'Client',
  agent: null,
  lastOrderAt: '2026-03-02T09:30:00.000Z',
};
const choices: ClientFilterChoices = {
  typologies: [{ key: 'caviste', name: 'Caviste' }],
  agents: [{ id: 'usr_agent', email: 'agent@sarment.test', firstname: 'Marc', lastname: 'Agent' }],
  tags: ['salon'],
  marketingLists: [],
  today: '2026-11-25',
};

let phone = false;
const dom = backOfficeDom();
// the data grid loads on demand (kit/list-grid.tsx): transformed once here, it resolves within the render's act()
beforeAll(async () => {
  await import('../kit/list-grid.tsx');
});
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});
afterEach(() => {
  phone = false;
});

async function renderList(
  query: string,
  list: Omit<ListData<ClientRow>, 'state'>,
  session = staffSession('owner'),
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => session,
      Component: () => <Outlet />,
      children: [
        {
          path: 'dashboard/clients',
          // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
          Component: (props: any) => <ClientsListRoute {...props} />,
          loader: ({ request }: { request: Request }) => ({
            list: { ...list, state: readListState(new URL(request.url).searchParams, clientListRules) },
            choices,
          }),
        },
      ],
    },
  ]);
  return dom.mount(
    <PopupProvider>
      <Stub initialEntries={[`/dashboard/clients${query}`]} />
    </PopupProvider>,
    50,
  );
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('/dashboard/clients', { timeout: 20_000 }, () => {
  it('shows each client with its kind, prospect chip, typology and agent, and the total', async () => {
    const page = await renderList('', { rows: [helene, cellier], total: 2, error: null });
    expect(page.querySelector('[role="grid"]')).not.toBeNull();
    const content = text(page);
    expect(content).toContain('Durand Hélène');
    expect(content).toContain('Particulier');
    expect(content).toContain('Professionnel');
    expect(content).toContain('Prospect');
    expect(content).toContain('Caviste');
    expect(content).toContain('Marc Agent');
    expect(page.querySelector('[data-testid="list-total"]')?.textContent).toBe('2 résultats');
  });

  it('the exports carry the view’s search, filters and sort', async () => {
    const page = await renderList('?search=helene&isPro=false&noOrderSince=2026-08-27&sort=-lastOrderAt', {
      rows: [helene],
      total: 1,
      error: null,
    });
    expect(page.querySelector('[data-testid="list-export-csv"]')?.getAttribute('href')).toBe(
      '/v1/clients/export?search=helene&isPro=false&noOrderSince=2026-08-27&sort=-lastOrderAt&format=csv',
    );
  });

  it('reads as cards on a phone, each leading to its client', async () => {
    phone = true;
    const page = await renderList('', { rows: [helene, cellier], total: 2, error: null });
    expect(page.querySelector('[role="grid"]')).toBeNull();
    const cards = page.querySelectorAll('[data-testid="list-card"]');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/clients/cli_1');
    expect(text(cards[0] as Element)).toContain('Dijon · 21');
    expect(text(cards[0] as Element)).toContain('Aucune commande');
  });

  it('offers Particulier, Professionnel and Prospect to a member who may create clients only', async () => {
    const ownerPage = await renderList('', { rows: [helene], total: 1, error: null });
    expect(ownerPage.querySelector('[data-testid="create-pro"]')?.getAttribute('href')).toBe(
      '/dashboard/clients/add?isPro=true',
    );
    expect(ownerPage.querySelector('[data-testid="create-prospect"]')?.getAttribute('href')).toBe(
      '/dashboard/clients/add?pipe=Prospect',
    );
    const iamPage = await renderList(
      '',
      { rows: [helene], total: 1, error: null },
      staffSession('iam', ['createClient']),
    );
    expect(iamPage.querySelector('[data-testid="create-individual"]')).toBeNull();
    expect(iamPage.querySelector('input[type="checkbox"]')).toBeNull();
  });
});

describe('the date filters', () => {
  it('pro or particulier is one choice too; the tag filter offers the tags shown and chosen', () => {
    expect(keepLastChoice(new URL('http://x/dashboard/clients?isPro=true,false'))).toBe(
      '/dashboard/clients?isPro=false',
    );
    expect(tagsOf([{ tags: ['salon', 'vip'] }, { tags: ['Bio'] }], ['export'])).toEqual([
      'Bio',
      'export',
      'salon',
      'vip',
    ]);
  });

  it('offer days back from today in Paris; a second choice replaces the first', () => {
    expect(keepLastChoice(new URL('http://x/dashboard/clients?noOrderSince=2026-08-27'))).toBeNull();
    expect(
      keepLastChoice(new URL('http://x/dashboard/clients?search=a&lastOrderFrom=2026-10-26,2025-11-25')),
    ).toBe('/dashboard/clients?search=a&lastOrderFrom=2025-11-25');
  });
});

describe('bulk changes', () => {
  it('POSTs one action for the selected clients; a refusal answers its French message', async () => {
    const sent: { method: string; path: string; body?: unknown }[] = [];
    let refuse = false;
    const api = {
      async request<T>(method: string, path: string, body?: unknown) {
        sent.push({ method, path, body });
        return (
          refuse
            ? {
                status: 422,
                ok: false,
                data: { message: "Cet agent ne fait pas partie de l'équipe" },
                headers: {},
              }
            : { status: 200, ok: true, data: { updated: 2 }, headers: {} }
        ) as ApiResponse<T>;
      },
    } as ApiClient;
    const body = { action: 'addTag' as const, ids: ['cli_1', 'cli_2'], tag: 'salon' };
    expect(await runClientBulk(api, body)).toEqual({ updated: 2, refusal: null });
    expect(sent).toEqual([{ method: 'POST', path: '/v1/clients/bulk', body }]);
    refuse = true;
    expect(
      await runClientBulk(api, { action: 'assignAgent', ids: ['cli_1'], agent: { id: 'usr_x' } }),
    ).toEqual({ updated: 0, refusal: "Cet agent ne fait pas partie de l'équipe" });
  });

  it('adds the selected clients to the marketing list chosen in the popup, offered only when the shop has lists', async () => {
    const sent: unknown[] = [];
    const api = {
      async request<T>(_method: string, _path: string, body?: unknown) {
        sent.push(body);
        return { status: 200, ok: true, data: { updated: 2 }, headers: {} } as ApiResponse<T>;
      },
    } as ApiClient;
    const asked: unknown[] = [];
    const popup = {
      open: async (options: unknown) => {
        asked.push(options);
        return { confirmed: true, text: '', select: 'mkl_salon' };
      },
    } as unknown as ClientBulkDeps['popup'];
    const notes: string[] = [];
    const i18n = createI18n('fr');
    addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
    const withLists = { ...choices, marketingLists: [{ id: 'mkl_salon', name: 'Salon 2026' }] };
    const deps = { api, popup, notify: (message: string) => notes.push(message) };
    const definition = clientListDefinition(i18n.t, withLists, {
      canWrite: true,
      canAssignAgent: false,
      ...deps,
    });
    const action = definition.bulkActions?.find((candidate) => candidate.id === 'list');
    expect(action?.label).toBe('Ajouter à une liste marketing');
    expect(await action?.run([{ id: 'cli_1' }, { id: 'cli_2' }] as ClientRow[])).toBeNull();
    expect(JSON.stringify(asked)).toContain('Salon 2026');
    expect(sent).toEqual([{ action: 'addToList', ids: ['cli_1', 'cli_2'], list: { id: 'mkl_salon' } }]);
    expect(notes).toEqual(['2 clients ajoutés à la liste']);
    const without = clientListDefinition(i18n.t, choices, { canWrite: true, canAssignAgent: false, ...deps });
    expect(without.bulkActions?.map((candidate) => candidate.id)).not.toContain('list');
  });

  it('offers the Agent filter only where there is an agent to choose (not to an agent, who sees only theirs)', () => {
    const i18n = createI18n('fr');
    addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
    const deps = { api: {} as ApiClient, popup: {} as ClientBulkDeps['popup'], notify: () => undefined };
    const options = { canWrite: false, canAssignAgent: false, ...deps };
    const filterKeys = (agents: ClientFilterChoices['agents']) =>
      clientListDefinition(i18n.t, { ...choices, agents }, options).filters.map((filter) => filter.key);
    expect(filterKeys(choices.agents)).toContain('agent');
    expect(filterKeys([])).not.toContain('agent');
  });
});
