// @vitest-environment jsdom
// The agents' pages from mocked API answers: the list (commission in French, clients counted with French plurals,
// status chips, exports carrying the view, cards on phones, 'Ajouter un agent' for createAgent only), the add form
// (e-mail first, the commission typed in French and checked, the API's 422 messages under the names, the agent's
// page with a snackbar after creation) and the agent's page (identity read only, the shop's terms sent back in the
// GET shape, the clients' link, resend while invited, removal after a confirmation naming their clients, history).
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { staffSession } from '../../testing/back-office-dom.tsx';
import { readListState } from '../kit/list-state.ts';
import type { ListData } from '../kit/load-list.ts';
import AgentAddRoute from './agent-add-route.tsx';
import AgentDetailRoute from './agent-detail-route.tsx';
import { agentListRules } from './agent-list.tsx';
import AgentsRoute from './agents-route.tsx';
import { iamHolding, settle, teamPagesDom, text, type } from './team-test-dom.tsx';
import type { Agent } from './team-types.ts';

const marc: Agent = {
  id: 'usr_marc',
  email: 'marc@agents.test',
  firstname: 'Marc',
  lastname: 'Lenoir',
  username: null,
  name: 'Marc Lenoir',
  phone: '06 12 34 56 78',
  territory: 'Bourgogne, Rhône',
  commissionRate: 8.5,
  clientCount: 12,
  status: 'active',
  createdAt: '2026-01-01T08:00:00.000Z',
  lastLoginAt: '2026-11-25T08:00:00.000Z',
};
const ines: Agent = {
  ...marc,
  id: 'usr_ines',
  email: 'ines@agents.test',
  firstname: 'Inès',
  lastname: 'Garnier',
  name: 'Inès Garnier',
  phone: null,
  territory: null,
  commissionRate: null,
  clientCount: 1,
  status: 'invited',
  lastLoginAt: null,
};

const { mountAt, asPhone } = teamPagesDom();

const listRoute = (list: Omit<ListData<Agent>, 'state'>) => ({
  path: 'dashboard/agents',
  // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
  Component: (props: any) => <AgentsRoute {...props} />,
  loader: ({ request }: { request: Request }) => ({
    list: { ...list, state: readListState(new URL(request.url).searchParams, agentListRules) },
  }),
});

describe('/dashboard/agents', { timeout: 20_000 }, () => {
  it('shows each agent with territory, commission in French, clients and status', async () => {
    const page = await mountAt('/dashboard/agents', staffSession('owner'), [
      listRoute({ rows: [marc, ines], total: 2, error: null }),
    ]);
    expect(page.querySelector('[role="grid"]')).not.toBeNull();
    const headers = [...page.querySelectorAll('[role="columnheader"]')].map((h) => text(h).trim());
    expect(headers).toEqual(
      expect.arrayContaining([
        'Nom',
        'E-mail',
        'Secteur',
        'Commission',
        'Clients',
        'Statut',
        'Dernière connexion',
      ]),
    );
    const content = text(page);
    for (const shown of ['Marc Lenoir', 'Bourgogne, Rhône', '8,5 %', '12', 'Invitation envoyée', 'Actif'])
      expect(content).toContain(shown);
    expect(content).toContain('Jamais connecté');
    expect(page.querySelector('[data-testid="list-total"]')?.textContent).toBe('2 résultats');
    expect(page.querySelector('[data-testid="agent-create"]')?.getAttribute('href')).toBe(
      '/dashboard/agents/add',
    );
  });

  it('exports the view’s search, status filter and sort', async () => {
    const page = await mountAt(
      '/dashboard/agents?search=bourgogne&status=active&sort=-commissionRate',
      staffSession('owner'),
      [listRoute({ rows: [marc], total: 1, error: null })],
    );
    expect(page.querySelector('[data-testid="list-export-csv"]')?.getAttribute('href')).toBe(
      '/v1/agents/export?search=bourgogne&status=active&sort=-commissionRate&format=csv',
    );
  });

  it('reads as cards on a phone, clients counted with French plurals, each leading to the agent', async () => {
    asPhone();
    const page = await mountAt('/dashboard/agents', staffSession('owner'), [
      listRoute({ rows: [marc, ines, { ...ines, id: 'usr_zero', clientCount: 0 }], total: 3, error: null }),
    ]);
    const cards = [...page.querySelectorAll('[data-testid="list-card"]')];
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/agents/usr_marc');
    expect(text(cards[0] as Element)).toContain('12 clients · Commission : 8,5 %');
    expect(text(cards[1] as Element)).toContain('1 client');
    expect(text(cards[2] as Element)).toContain('0 client');
    expect(text(cards[2] as Element)).not.toContain('0 clients');
    expect(text(page)).not.toContain('(s)');
  });

  it('offers to add an agent only with createAgent', async () => {
    const page = await mountAt('/dashboard/agents', iamHolding(['accessAgent']), [
      listRoute({ rows: [marc], total: 1, error: null }),
    ]);
    expect(page.querySelector('[data-testid="agent-create"]')).toBeNull();
  });
});

describe('/dashboard/agents/add', { timeout: 20_000 }, () => {
  const addRoutes = [
    {
      path: 'dashboard/agents/add',
      // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
      Component: (props: any) => <AgentAddRoute {...props} />,
    },
    { path: 'dashboard/agents/:id', Component: () => <h1>Page de l’agent</h1> },
  ];

  it('asks the e-mail first, checks the commission in French, shows the API’s messages under the names', async () => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: {
        success: false,
        code: 'names_required',
        message: 'Le prénom et le nom sont obligatoires pour créer le compte d’un nouvel agent.',
      },
    };
    globalThis.fetch = (async (path: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', path, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch;
    const page = await mountAt('/dashboard/agents/add', staffSession('owner'), addRoutes);
    const fields = [...page.querySelectorAll('input')].map((input) => input.dataset.testid);
    expect(fields[0]).toBe('agent-email');
    const input = (field: string) => page.querySelector(`[data-testid="agent-${field}"]`) as HTMLInputElement;
    const submit = page.querySelector('[data-testid="agent-submit"]') as HTMLButtonElement;

    await act(async () => submit.click());
    expect(text(page)).toContain('Ce champ ne peut pas être vide');
    await act(async () => {
      type(input('email'), 'nouvel.agent@exemple.fr');
      type(input('commissionRate'), '7,555');
    });
    expect(text(page)).toContain(
      'Le taux de commission doit être un nombre entre 0 et 100, avec 2 décimales au plus.',
    );
    await act(async () => submit.click());
    expect(sent).toHaveLength(0);

    await act(async () => type(input('commissionRate'), '7,5'));
    expect(text(page)).not.toContain('Le taux de commission');
    await act(async () => submit.click());
    await settle();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/agents',
        body: {
          email: 'nouvel.agent@exemple.fr',
          phone: null,
          territory: null,
          commissionRate: 7.5,
        },
      },
    ]);
    const helper = (field: string) => input(field).closest('.MuiFormControl-root')?.textContent ?? '';
    for (const field of ['firstname', 'lastname'])
      expect(helper(field)).toContain(
        'Le prénom et le nom sont obligatoires pour créer le compte d’un nouvel agent.',
      );
    expect(page.querySelector('[data-testid="agent-refusal"]')).toBeNull();

    await act(async () => {
      type(input('firstname'), 'Nina');
      type(input('lastname'), 'Vigne');
      type(input('territory'), 'Savoie');
    });
    answer = {
      status: 201,
      body: { ...ines, id: 'usr_nina', email: 'nouvel.agent@exemple.fr', name: 'Nina Vigne' },
    };
    await act(async () => submit.click());
    await settle(100);
    expect(sent.at(-1)?.body).toMatchObject({ firstname: 'Nina', lastname: 'Vigne', territory: 'Savoie' });
    expect(text(page)).toContain('Page de l’agent');
    expect(text(document.body)).toContain('Invitation envoyée à nouvel.agent@exemple.fr');
  });

  it('shows the API’s refusal without a field above the form', async () => {
    globalThis.fetch = (async () =>
      new Response(
        JSON.stringify({ code: 'already_agent', message: 'Cet agent représente déjà votre boutique.' }),
        { status: 409 },
      )) as unknown as typeof fetch;
    const page = await mountAt('/dashboard/agents/add', staffSession('owner'), addRoutes);
    await act(async () =>
      type(page.querySelector('[data-testid="agent-email"]') as HTMLInputElement, 'marc@agents.test'),
    );
    await act(async () => (page.querySelector('[data-testid="agent-submit"]') as HTMLButtonElement).click());
    await settle();
    expect(page.querySelector('[data-testid="agent-refusal"]')?.textContent).toContain(
      'Cet agent représente déjà votre boutique.',
    );
  });
});

describe('/dashboard/agents/{id}', { timeout: 20_000 }, () => {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const history = [
    {
      id: 'act_2',
      at: '2026-11-26T09:00:00.000Z',
      actor: { id: 'usr_owner', name: 'Paul Vallée' },
      action: 'updated',
      entity: 'agent',
      entityId: 'usr_marc',
      changes: [{ field: 'commissionRate', before: 7.5, after: 10 }],
      summary: 'Taux modifié',
    },
  ];
  const stubApi = () => {
    calls.length = 0;
    globalThis.fetch = (async (path: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET') return new Response(JSON.stringify(history), { status: 200 });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return new Response(JSON.stringify(marc), { status: 200 });
    }) as typeof fetch;
  };
  const detailRoutes = (agent: Agent) => [
    {
      path: 'dashboard/agents/:id',
      // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
      Component: (props: any) => <AgentDetailRoute {...props} />,
      loader: () => ({ agent }),
    },
    { path: 'dashboard/agents', Component: () => <h1>Liste des agents</h1> },
  ];
  const button = (page: Element, id: string) =>
    page.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement | null;
  const input = (page: Element, field: string) =>
    page.querySelector(`[data-testid="agent-${field}"]`) as HTMLInputElement;

  it('shows their identity read only and sends back the GET shape with the new territory and rate', async () => {
    stubApi();
    const page = await mountAt('/dashboard/agents/usr_marc', staffSession('owner'), detailRoutes(marc));
    for (const field of ['email', 'firstname', 'lastname', 'phone'])
      expect(input(page, field).readOnly).toBe(true);
    expect(input(page, 'commissionRate').value).toBe('8,5');
    expect(text(page)).toContain('12 clients suivis');
    expect(page.querySelector('[data-testid="agent-clients-link"]')?.getAttribute('href')).toBe(
      '/dashboard/clients?agent=usr_marc',
    );
    expect(button(page, 'agent-resend')).toBeNull();
    await act(async () => {
      type(input(page, 'commissionRate'), '10');
      type(input(page, 'territory'), 'Bourgogne');
    });
    await act(async () => button(page, 'agent-submit')?.click());
    await settle();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/v1/agents/usr_marc',
      body: { ...marc, territory: 'Bourgogne', commissionRate: 10 },
    });
    expect(text(document.body)).toContain('Agent enregistré');
  });

  it('sends the invitation again while invited', async () => {
    stubApi();
    const page = await mountAt('/dashboard/agents/usr_ines', staffSession('owner'), detailRoutes(ines));
    expect(text(page)).toContain('1 client suivi');
    await act(async () => button(page, 'agent-resend')?.click());
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/v1/agents/usr_ines/invite' });
    expect(text(document.body)).toContain('Invitation envoyée à ines@agents.test');
  });

  it('removes the agent only after a confirmation saying their clients will have no agent', async () => {
    stubApi();
    const page = await mountAt('/dashboard/agents/usr_marc', staffSession('owner'), detailRoutes(marc));
    await act(async () => button(page, 'agent-remove')?.click());
    await settle();
    const popup = document.body.querySelector('[data-testid="global-popup"]') as Element;
    expect(text(popup)).toContain('Retirer l’agent');
    expect(text(popup)).toContain('Retirer Marc Lenoir de vos agents ? Ses clients n’auront plus d’agent');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    const confirm = [...popup.querySelectorAll('button')].find((b) => b.textContent === 'Retirer');
    await act(async () => confirm?.click());
    await settle(100);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/agents/usr_marc' });
    expect(text(page)).toContain('Liste des agents');
    expect(text(document.body)).toContain('Marc Lenoir ne représente plus votre boutique');
  });

  it('shows the history with the rate in French', async () => {
    stubApi();
    const page = await mountAt('/dashboard/agents/usr_marc', staffSession('owner'), detailRoutes(marc));
    await act(async () => (page.querySelector('[data-testid="tab-history"]') as HTMLElement).click());
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/agents/usr_marc/history' });
    expect(text(page)).toContain('Commission : 7,5 % → 10 %');
  });

  it('is read only without createAgent', async () => {
    stubApi();
    const page = await mountAt('/dashboard/agents/usr_ines', iamHolding(['accessAgent']), detailRoutes(ines));
    expect(button(page, 'agent-submit')).toBeNull();
    expect(button(page, 'agent-resend')).toBeNull();
    expect(button(page, 'agent-remove')).toBeNull();
    expect(input(page, 'commissionRate').readOnly).toBe(true);
    expect(input(page, 'territory').readOnly).toBe(true);
  });
});
