// @vitest-environment jsdom
// The client form: a professional typed by SIRET gets SIREN and NIC filled, a contact added, and the body POSTed;
// the spec §5 French messages show under the fields when Enregistrer is pressed (nothing is sent); a duplicate
// e-mail is flagged before saving; the API's 400 lands under its field; a member without createClient reads only.
import { act } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from '../../lib/api.ts';
import { backOfficeDom, staffSession } from '../../testing/back-office-dom.tsx';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { ClientForm } from './client-form-route.tsx';
import type { ClientDetail } from './client-types.ts';

const dom = backOfficeDom();
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

type Answer = (method: string, path: string, body: unknown) => ApiResponse<unknown>;
const ok = (data: unknown, status = 200): ApiResponse<unknown> => ({ status, ok: true, data, headers: {} });

/** A client that records what the form sends and answers what the test says. */
function fakeApi(answer: Answer) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api = {
    async request<T>(method: string, path: string, body?: unknown) {
      sent.push({ method, path, body });
      return answer(method, path, body) as ApiResponse<T>;
    },
  } as ApiClient;
  return { api, sent };
}

const noDuplicates: Answer = (_m, path) =>
  path === '/v1/clients/check-duplicates' ? ok([]) : ok({ id: 'cli_9' }, 201);

async function renderForm(
  props: { client: ClientDetail | null; api: ApiClient; query?: string },
  session: { me: unknown; shop: unknown } = staffSession('owner'),
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => session,
      Component: () => <Outlet />,
      children: [
        {
          path: 'dashboard/clients/add',
          Component: () => (
            <ClientForm
              client={props.client}
              typologies={[
                { key: 'particulier', name: 'Particulier' },
                { key: 'caviste', name: 'Caviste' },
              ]}
              agents={[]}
              api={props.api}
            />
          ),
        },
        { path: 'dashboard/clients/:id', Component: () => <p data-testid="opened">ouvert</p> },
      ],
    },
  ]);
  return dom.mount(
    <PopupProvider>
      <Stub initialEntries={[`/dashboard/clients/add${props.query ?? ''}`]} />
    </PopupProvider>,
  );
}

const click = async (element: Element | null | undefined) => {
  await act(async () => {
    (element as HTMLElement).click();
  });
};
function type(page: HTMLElement, name: string, text: string) {
  const input = page.querySelector(`input[name="${name}"], textarea[name="${name}"]`);
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    (input as HTMLElement).dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const fieldValue = (page: HTMLElement, name: string) =>
  (page.querySelector(`input[name="${name}"]`) as HTMLInputElement | null)?.value;
/** The message under a field: MUI links it with aria-describedby. */
function messageOf(page: HTMLElement, name: string): string | null {
  const input = page.querySelector(`input[name="${name}"]`);
  const id = input?.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const wait = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

describe('/dashboard/clients/add', { timeout: 20_000 }, () => {
  it('a professional by SIRET: SIREN and NIC fill, a contact is added, the body is POSTed', async () => {
    const { api, sent } = fakeApi(noDuplicates);
    const page = await renderForm({ client: null, api, query: '?isPro=true' });
    expect(page.querySelector('h1')?.textContent).toBe('Nouveau client professionnel');
    type(page, 'businessReason', 'SARL Cellier Lambert');
    type(page, 'lastname', 'Lambert');
    type(page, 'siret', '732 829 320 00074');
    expect(fieldValue(page, 'siren')).toBe('732829320');
    expect(fieldValue(page, 'nic')).toBe('00074');

    await click(page.querySelector('[data-testid="tab-contacts"]'));
    await click(page.querySelector('[data-testid="add-contact"]'));
    type(page, 'contacts.0.lastname', 'Martin');
    type(page, 'contacts.0.email', 'paul@cellier.fr');

    await click(page.querySelector('[data-testid="client-save"]'));
    const post = sent.find((call) => call.method === 'POST' && call.path === '/v1/clients');
    expect(post?.body).toMatchObject({
      isPro: true,
      pipe: 'Client',
      lastname: 'Lambert',
      businessReason: 'SARL Cellier Lambert',
      siret: '732 829 320 00074',
      siren: '732829320',
      nic: '00074',
      contacts: [{ lastname: 'Martin', email: 'paul@cellier.fr' }],
    });
    await wait(20);
    expect(page.querySelector('[data-testid="opened"]')).not.toBeNull();
  });

  it('Enregistrer with mistakes shows the French messages under the fields and sends nothing', async () => {
    const { api, sent } = fakeApi(noDuplicates);
    const page = await renderForm({ client: null, api });
    type(page, 'email', 'pas-un-mail');
    await click(page.querySelector('[data-testid="client-save"]'));
    expect(messageOf(page, 'email')).toBe('Le mail est incorrect');
    type(page, 'email', 'helene@exemple.fr');
    await click(page.querySelector('[data-testid="client-save"]'));
    expect(messageOf(page, 'email')).toBeNull();
    expect(messageOf(page, 'lastname')).toBe('Veuillez renseigner le nom du client');
    expect(sent.filter((call) => call.path === '/v1/clients')).toEqual([]);
  });

  it('flags an e-mail another client of the shop has, before saving', async () => {
    const { api, sent } = fakeApi((_m, path) =>
      path === '/v1/clients/check-duplicates'
        ? ok([
            {
              id: 'cli_1',
              displayName: 'Durand Hélène',
              reasons: ['email'],
              messages: { email: 'Ce mail est déjà celui du client Durand Hélène' },
            },
          ])
        : ok({}),
    );
    const page = await renderForm({ client: null, api });
    type(page, 'email', 'helene@exemple.fr');
    await wait(500);
    expect(sent.find((call) => call.path === '/v1/clients/check-duplicates')?.body).toEqual({
      email: 'helene@exemple.fr',
      siret: null,
      excludeId: null,
    });
    const flag = page.querySelector('[data-testid="duplicate-email"]');
    expect(flag?.textContent).toContain('Ce mail est déjà celui du client Durand Hélène');
    expect(flag?.querySelector('a')?.getAttribute('href')).toBe('/dashboard/clients/cli_1');
  });

  it('places the API’s refusal under the field it names', async () => {
    const { api } = fakeApi((_m, path) =>
      path === '/v1/clients'
        ? {
            status: 400,
            ok: false,
            data: {
              success: false,
              message: 'Données invalides',
              errors: [{ path: 'phone', message: 'Numéro refusé' }],
            },
            headers: {},
          }
        : ok([]),
    );
    const page = await renderForm({ client: null, api });
    type(page, 'firstname', 'Hélène');
    type(page, 'lastname', 'Durand');
    await click(page.querySelector('[data-testid="client-save"]'));
    expect(messageOf(page, 'phone')).toBe('Numéro refusé');
  });
});

describe('/dashboard/clients/:id', { timeout: 20_000 }, () => {
  const existing: ClientDetail = {
    id: 'cli_1',
    displayName: 'Durand Hélène',
    pipe: 'Prospect',
    prospectStage: null,
    lastContactAt: null,
    civility: 'Madame',
    firstname: 'Hélène',
    lastname: 'Durand',
    email: 'helene@exemple.fr',
    phone: null,
    isPro: false,
    businessReason: null,
    businessName: null,
    siret: null,
    siren: null,
    nic: null,
    vatNumber: null,
    exciseNumber: null,
    typology: 'caviste',
    paymentDelay: 'days30',
    paymentTypes: ['transfer'],
    agent: null,
    tags: ['salon'],
    notes: null,
    marketingConsent: true,
    marketingConsentAt: '2026-03-01T12:00:00.000Z',
    marketingConsentSource: 'Salon des vins',
    contacts: [],
    addresses: [],
    city: null,
    zipcode: null,
    department: null,
    hasAccount: false,
    lastOrderAt: null,
    anonymisedAt: null,
    createdAt: '2026-03-01T09:30:00.000Z',
    updatedAt: '2026-03-01T09:30:00.000Z',
  };

  it('a member without createClient reads the client without a way to change it', async () => {
    const { api } = fakeApi(noDuplicates);
    const page = await renderForm({ client: existing, api }, staffSession('iam', ['createClient']));
    expect(page.querySelector('h1')?.textContent).toBe('Durand Hélène');
    expect(page.textContent).toContain('Vous pouvez consulter ce client sans le modifier.');
    expect(page.querySelector('[data-testid="client-save"]')).toBeNull();
    expect(page.querySelector('[data-testid="client-anonymize"]')).toBeNull();
    expect((page.querySelector('input[name="lastname"]') as HTMLInputElement).disabled).toBe(true);
  });

  it('the owner saves a change with PUT, and anonymising asks for the keyword first', async () => {
    const { api, sent } = fakeApi((method, _path, body) =>
      method === 'PUT' ? ok({ ...existing, ...(body as object) }) : ok([]),
    );
    const page = await renderForm({ client: existing, api });
    expect(page.querySelector('[data-testid="client-export"]')?.getAttribute('href')).toBe(
      '/v1/clients/cli_1/export',
    );
    expect(page.querySelector('[data-testid="client-export-csv"]')?.getAttribute('href')).toBe(
      '/v1/clients/cli_1/export?format=csv',
    );
    type(page, 'notes', 'Préfère les blancs');
    await click(page.querySelector('[data-testid="client-save"]'));
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/v1/clients/cli_1');
    expect(put?.body).toMatchObject({ notes: 'Préfère les blancs', typology: 'caviste', tags: ['salon'] });

    await click(page.querySelector('[data-testid="client-anonymize"]'));
    // the popup's dialog loads on first use
    for (let i = 0; i < 40 && !document.body.textContent?.includes('Anonymiser ce client ?'); i++)
      await wait(50);
    expect(document.body.textContent).toContain('Anonymiser ce client ?');
    const confirm = [...document.querySelectorAll('[role="dialog"] button')].find(
      (button) => button.textContent === 'Anonymiser',
    ) as HTMLButtonElement | undefined;
    expect(confirm?.disabled).toBe(true);
    expect(sent.some((call) => call.path.endsWith('/anonymise'))).toBe(false);
  });
});
