// @vitest-environment jsdom
// The collaborators' pages from mocked API answers: the list (rights counted with French plurals, status chips,
// the exports carrying the view, cards on phones, 'Ajouter un collaborateur' for createCollaborator only), the add
// form (French messages, 'Tout cocher' by area, rights the editor lacks disabled, the API's 422 message, the
// detail page with the invitation's snackbar after creation) and the organigramme as a nested list of links.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { staffSession } from '../../testing/back-office-dom.tsx';
import { readListState } from '../kit/list-state.ts';
import type { ListData } from '../kit/load-list.ts';
import CollaboratorAddRoute from './collaborator-add-route.tsx';
import CollaboratorDetailRoute from './collaborator-detail-route.tsx';
import { collaboratorListRules } from './collaborator-list.tsx';
import CollaboratorsRoute from './collaborators-route.tsx';
import StructureRoute from './structure-route.tsx';
import { iamHolding, settle, teamPagesDom, text, type } from './team-test-dom.tsx';
import type { Collaborator, TeamStructure } from './team-types.ts';

const iam: Collaborator = {
  id: 'usr_iam',
  email: 'iam@trois-vallees.test',
  firstname: 'Camille',
  lastname: 'Rey',
  name: 'Camille Rey',
  phone: null,
  jobTitle: 'Commerciale',
  manager: null,
  permissions: [
    'seeAllOrder',
    'createOrder',
    'createQuote',
    'seeAllProduct',
    'createClient',
    'seeAllClient',
    'createTask',
  ],
  status: 'active',
  invitedAt: null,
  lastLoginAt: '2026-11-25T08:00:00.000Z',
  createdAt: '2026-01-01T08:00:00.000Z',
};
const lea: Collaborator = {
  ...iam,
  id: 'usr_lea',
  email: 'lea@trois-vallees.test',
  firstname: 'Léa',
  lastname: 'Roux',
  name: 'Léa Roux',
  jobTitle: 'Chef de cave',
  manager: { id: 'usr_iam', name: 'Camille Rey' },
  permissions: ['seeAllStock'],
  status: 'invited',
  invitedAt: '2026-11-26T08:00:00.000Z',
  lastLoginAt: null,
};
const structure: TeamStructure = {
  owner: { id: 'usr_owner', name: 'Paul Vallée', email: 'owner@trois-vallees.test' },
  collaborators: [
    { id: 'usr_lea', name: 'Léa Roux', jobTitle: 'Chef de cave', managerId: 'usr_iam', status: 'invited' },
    { id: 'usr_iam', name: 'Camille Rey', jobTitle: 'Commerciale', managerId: null, status: 'active' },
  ],
};

const { mountAt, asPhone } = teamPagesDom();

const listRoute = (list: Omit<ListData<Collaborator>, 'state'>) => ({
  path: 'dashboard/collaborators',
  // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
  Component: (props: any) => <CollaboratorsRoute {...props} />,
  loader: ({ request }: { request: Request }) => ({
    list: { ...list, state: readListState(new URL(request.url).searchParams, collaboratorListRules) },
  }),
});

describe('/dashboard/collaborators', { timeout: 20_000 }, () => {
  it('shows each collaborator with job title, manager, rights counted in French and status', async () => {
    const page = await mountAt('/dashboard/collaborators', staffSession('owner'), [
      listRoute({
        rows: [iam, lea, { ...lea, id: 'usr_none', name: 'Nina Vide', permissions: [] }],
        total: 3,
        error: null,
      }),
    ]);
    expect(page.querySelector('[role="grid"]')).not.toBeNull();
    const content = text(page);
    for (const shown of [
      'Camille Rey',
      'Chef de cave',
      '7 droits',
      '1 droit',
      '0 droit',
      'Invitation envoyée',
      'Actif',
    ])
      expect(content).toContain(shown);
    expect(content).not.toContain('(s)');
    expect(page.querySelector('[data-testid="list-total"]')?.textContent).toBe('3 résultats');
    expect(page.querySelector('[data-testid="collaborator-create"]')?.getAttribute('href')).toBe(
      '/dashboard/collaborators/add',
    );
  });

  it('exports the view’s search, status and right filters and sort', async () => {
    const page = await mountAt(
      '/dashboard/collaborators?search=lea&status=invited&permission=seeAllStock&sort=-lastLoginAt',
      staffSession('owner'),
      [listRoute({ rows: [lea], total: 1, error: null })],
    );
    expect(page.querySelector('[data-testid="list-export-xlsx"]')?.getAttribute('href')).toBe(
      '/v1/collaborators/export?search=lea&status=invited&permission=seeAllStock&sort=-lastLoginAt&format=xlsx',
    );
  });

  it('reads as cards on a phone, each leading to the collaborator', async () => {
    asPhone();
    const page = await mountAt('/dashboard/collaborators', staffSession('owner'), [
      listRoute({ rows: [lea], total: 1, error: null }),
    ]);
    const card = page.querySelector('[data-testid="list-card"]') as Element;
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/dashboard/collaborators/usr_lea');
    expect(text(card)).toContain('Responsable : Camille Rey');
    expect(text(card)).toContain('Jamais connecté');
  });

  it('offers to add a collaborator only with createCollaborator', async () => {
    const page = await mountAt('/dashboard/collaborators', iamHolding(['accessCollaborator']), [
      listRoute({ rows: [lea], total: 1, error: null }),
    ]);
    expect(page.querySelector('[data-testid="collaborator-create"]')).toBeNull();
  });
});

describe('/dashboard/collaborators/add', { timeout: 20_000 }, () => {
  const addRoutes = [
    {
      path: 'dashboard/collaborators/add',
      // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
      Component: (props: any) => <CollaboratorAddRoute {...props} />,
      loader: () => ({ structure }),
    },
    { path: 'dashboard/collaborators/:id', Component: () => <h1>Page du collaborateur</h1> },
  ];

  it('asks for names and e-mail in French, sends the rights checked by area, shows the API’s refusal', async () => {
    const sent: { method: string; path: string; body: unknown }[] = [];
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { code: 'email_taken', message: 'Cette adresse e-mail est déjà utilisée par un compte Sarment.' },
    };
    globalThis.fetch = (async (path: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', path, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch;
    const page = await mountAt('/dashboard/collaborators/add', staffSession('owner'), addRoutes);
    const submit = page.querySelector('[data-testid="collaborator-submit"]') as HTMLButtonElement;
    await act(async () => submit.click());
    expect(text(page).match(/Ce champ ne peut pas être vide/g)).toHaveLength(3);
    expect(sent).toHaveLength(0);

    const input = (field: string) =>
      page.querySelector(`[data-testid="collaborator-${field}"]`) as HTMLInputElement;
    await act(async () => {
      type(input('firstname'), 'Hugo');
      type(input('lastname'), 'Blanc');
      type(input('email'), 'hugo@');
    });
    expect(text(page)).toContain('Le mail est incorrect');
    await act(async () => type(input('email'), 'hugo@exemple.fr'));
    // 'Tout cocher' of Marketing checks its three rights, and only them
    await act(async () =>
      (page.querySelector('[data-testid="check-all-marketing"]') as HTMLInputElement).click(),
    );
    const checked = () =>
      [...page.querySelectorAll<HTMLInputElement>('input[data-permission]')]
        .filter((box) => box.checked)
        .map((box) => box.dataset.permission);
    expect(checked()).toEqual(['createList', 'createCampaign', 'createModel']);
    await act(async () =>
      (page.querySelector('input[data-permission="seeAllOrder"]') as HTMLInputElement).click(),
    );

    await act(async () => submit.click());
    await settle();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/collaborators',
        body: {
          email: 'hugo@exemple.fr',
          firstname: 'Hugo',
          lastname: 'Blanc',
          phone: null,
          jobTitle: null,
          manager: null,
          permissions: ['seeAllOrder', 'createList', 'createCampaign', 'createModel'],
        },
      },
    ]);
    expect(page.querySelector('[data-testid="collaborator-refusal"]')?.textContent).toContain(
      'Cette adresse e-mail est déjà utilisée par un compte Sarment.',
    );

    answer = { status: 201, body: { ...lea, id: 'usr_hugo', email: 'hugo@exemple.fr' } };
    await act(async () => submit.click());
    await settle(100);
    expect(text(page)).toContain('Page du collaborateur');
    expect(text(document.body)).toContain('Invitation envoyée à hugo@exemple.fr');
  });

  it('offers an iam only the rights they hold: the others are shown, disabled', async () => {
    const page = await mountAt(
      '/dashboard/collaborators/add',
      iamHolding(['accessCollaborator', 'createCollaborator', 'createList']),
      addRoutes,
    );
    const box = (permission: string) =>
      page.querySelector(`input[data-permission="${permission}"]`) as HTMLInputElement;
    expect(box('createList').disabled).toBe(false);
    expect(box('createCampaign').disabled).toBe(true);
    expect(box('seeAllOrder').disabled).toBe(true);
    // Marketing's 'Tout cocher' checks the one right the editor may give
    await act(async () =>
      (page.querySelector('[data-testid="check-all-marketing"]') as HTMLInputElement).click(),
    );
    expect(box('createList').checked).toBe(true);
    expect(box('createCampaign').checked).toBe(false);
    expect((page.querySelector('[data-testid="check-all-sales"]') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('/dashboard/collaborators/structure', { timeout: 20_000 }, () => {
  it('shows the owner at the top and each collaborator under their manager, as nested lists of links', async () => {
    const page = await mountAt('/dashboard/collaborators/structure', staffSession('owner'), [
      {
        path: 'dashboard/collaborators/structure',
        // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
        Component: (props: any) => <StructureRoute {...props} />,
        loader: () => ({ structure, error: null }),
      },
    ]);
    const owner = page.querySelector('[data-testid="org-owner"]') as Element;
    expect(text(owner)).toContain('Paul Vallée');
    const camille = owner.querySelector(':scope > ul > li[data-id="usr_iam"]') as Element;
    expect(camille.querySelector('a')?.getAttribute('href')).toBe('/dashboard/collaborators/usr_iam');
    const lea = camille.querySelector(':scope > ul > li[data-id="usr_lea"]') as Element;
    expect(text(lea)).toContain('Chef de cave');
    expect(text(lea)).toContain('Invitation envoyée');
  });
});

describe('/dashboard/collaborators/{id}', { timeout: 20_000 }, () => {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const history = [
    {
      id: 'act_2',
      at: '2026-11-26T09:00:00.000Z',
      actor: { id: 'usr_owner', name: 'Paul Vallée' },
      action: 'updated',
      entity: 'collaborator',
      entityId: 'usr_lea',
      changes: [{ field: 'permissions', before: ['seeAllOrder'], after: ['seeAllOrder', 'seeAllStock'] }],
      summary: 'Droits ajoutés : seeAllStock',
    },
  ];
  const stubApi = () => {
    calls.length = 0;
    globalThis.fetch = (async (path: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET') return new Response(JSON.stringify(history), { status: 200 });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return new Response(JSON.stringify(lea), { status: 200 });
    }) as typeof fetch;
  };
  const detailRoutes = (collaborator: Collaborator) => [
    {
      path: 'dashboard/collaborators/:id',
      // biome-ignore lint/suspicious/noExplicitAny: the stub hands the route its props
      Component: (props: any) => <CollaboratorDetailRoute {...props} />,
      loader: () => ({ collaborator, structure }),
    },
    { path: 'dashboard/collaborators', Component: () => <h1>Liste des collaborateurs</h1> },
  ];
  const button = (page: Element, id: string) =>
    page.querySelector(`[data-testid="${id}"]`) as HTMLButtonElement | null;

  it('saves the fields with the e-mail it had, sends the invitation again while invited', async () => {
    stubApi();
    const page = await mountAt('/dashboard/collaborators/usr_lea', staffSession('owner'), detailRoutes(lea));
    const email = page.querySelector('[data-testid="collaborator-email"]') as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    await act(async () =>
      type(page.querySelector('[data-testid="collaborator-jobTitle"]') as HTMLInputElement, 'Maître de chai'),
    );
    await act(async () => button(page, 'collaborator-submit')?.click());
    await settle();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/v1/collaborators/usr_lea',
      body: {
        email: 'lea@trois-vallees.test',
        jobTitle: 'Maître de chai',
        manager: { id: 'usr_iam' },
        permissions: ['seeAllStock'],
      },
    });
    expect(text(document.body)).toContain('Collaborateur enregistré');
    await act(async () => button(page, 'collaborator-resend')?.click());
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/v1/collaborators/usr_lea/invite' });
    expect(text(document.body)).toContain('Invitation envoyée à lea@trois-vallees.test');
  });

  it('removes from the team only after the confirmation, then goes back to the list', async () => {
    stubApi();
    const page = await mountAt('/dashboard/collaborators/usr_lea', staffSession('owner'), detailRoutes(lea));
    await act(async () => button(page, 'collaborator-remove')?.click());
    await settle();
    const popup = document.body.querySelector('[data-testid="global-popup"]') as Element;
    expect(text(popup)).toContain('Retirer Léa Roux de l’équipe ?');
    const confirm = [...popup.querySelectorAll('button')].find(
      (b) => b.textContent === 'Retirer de l’équipe',
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await act(async () => confirm?.click());
    await settle(100);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/collaborators/usr_lea' });
    expect(text(page)).toContain('Liste des collaborateurs');
  });

  it('shows the history with the rights by their labels', async () => {
    stubApi();
    const page = await mountAt('/dashboard/collaborators/usr_lea', staffSession('owner'), detailRoutes(lea));
    await act(async () => (page.querySelector('[data-testid="tab-history"]') as HTMLElement).click());
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/collaborators/usr_lea/history' });
    expect(text(page)).toContain(
      'Droits : Voir toutes les commandes → Voir toutes les commandes, Voir tous les stocks',
    );
  });

  it('is read only on one’s own page, and without createCollaborator', async () => {
    stubApi();
    const own = await mountAt(
      '/dashboard/collaborators/usr_iam',
      iamHolding(['accessCollaborator', 'createCollaborator', 'seeAllOrder']),
      detailRoutes(iam),
    );
    expect(button(own, 'collaborator-submit')).toBeNull();
    expect(button(own, 'collaborator-remove')).toBeNull();
    expect((own.querySelector('[data-testid="collaborator-firstname"]') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(text(own)).toContain('Vous ne pouvez pas modifier vos propres droits.');
    const reader = await mountAt(
      '/dashboard/collaborators/usr_lea',
      iamHolding(['accessCollaborator']),
      detailRoutes(lea),
    );
    expect(button(reader, 'collaborator-submit')).toBeNull();
    expect(button(reader, 'collaborator-resend')).toBeNull();
    expect((reader.querySelector('input[data-permission="seeAllStock"]') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((reader.querySelector('input[data-permission="seeAllStock"]') as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
