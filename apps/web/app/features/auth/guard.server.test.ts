import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiMethod, ApiResponse } from '../../lib/api.ts';
import { decideGuardRedirect, type GuardSession, guardRequest, loadGuardSession } from './guard.server.ts';
import type { SessionShop, SessionUser } from './session.ts';

const user = (id: string, role: SessionUser['role'], shopIds: string[] = []): SessionUser => ({
  id,
  email: `${id}@sarment.test`,
  username: null,
  role,
  firstname: null,
  lastname: null,
  displayName: id,
  isPro: false,
  business: null,
  phone: null,
  deliveryAddress: null,
  billingAddress: null,
  language: 'fr',
  emailValidated: true,
  // the user's role in each shop it works for (an agent's shops are its clients' sellers)
  shops: shopIds.map((shopId) => ({
    id: shopId,
    name: shopId,
    typology: null,
    role: role === 'owner' || role === 'iam' || role === 'agent' ? role : 'client',
  })),
  cart: null,
  masterAccount: null,
});

/** A shop as GET /v1/shops/me answers it; the guard reads its id, integrations and authorizations. */
const shopMe = (id: string, access: Pick<SessionShop, 'integration' | 'authorizations'>): SessionShop => ({
  id,
  code: id,
  name: id,
  urlShop: id,
  businessType: 'domaine',
  online: true,
  settings: {
    hasTVA: true,
    logStartMonth: 1,
    logStartDay: 1,
    vatRate: { standard: 20, medium: 10, reduced: 5.5 },
    titleProducts: null,
    allRulesInEq75: false,
    minOrderAmount: null,
    minProductCount: null,
    maxProductCount: null,
    quantityMultiple: null,
    membersOnlyPrices: false,
  },
  typologies: {},
  contactEmail: null,
  phone: null,
  banks: [],
  cardProvider: { accountId: null, active: false },
  paymentsList: [],
  owner: null,
  refId: null,
  color: null,
  logo: null,
  editedShop: { color: null, banner: null, logo: null },
  header: null,
  legal: null,
  tabs: [],
  ...access,
});

const everyIntegration = Object.fromEntries(
  [
    'crm',
    'campaigns',
    'salesPoint',
    'stocks',
    'agents',
    'iam',
    'shop',
    'analytics',
    'reservations',
    'accounting',
  ]
    .concat(['purchase', 'futures', 'iframes'])
    .map((name) => [name, { active: true }]),
);

// The contract's demo accounts and shops, as GET /v1/users/me and /v1/shops/me describe them.
const troisVallees = shopMe('shp_tv', {
  integration: everyIntegration,
  authorizations: {
    byUser: {
      usr_iam: {
        seeAllOrder: true,
        createOrder: true,
        createQuote: true,
        seeAllClient: true,
        createClient: true,
        seeAllProduct: true,
        seeAllMessages: true,
      },
    },
  },
});
const distillerie = shopMe('shp_mont', {
  integration: {
    crm: { active: true },
    stocks: { active: true },
    shop: { active: true },
    accounting: { active: true },
  },
  authorizations: { byUser: {} },
});

const visitor: GuardSession = { me: null, shop: null };
const buyer: GuardSession = { me: user('usr_buyer', 'buyer'), shop: null };
const agent: GuardSession = { me: user('usr_agent', 'agent', ['shp_tv', 'shp_lemoine']), shop: null };
const admin: GuardSession = { me: user('usr_admin', 'admin'), shop: null };
const ownerTv: GuardSession = { me: user('usr_owner_tv', 'owner', ['shp_tv']), shop: troisVallees };
const iamTv: GuardSession = { me: user('usr_iam', 'iam', ['shp_tv']), shop: troisVallees };
const ownerMont: GuardSession = { me: user('usr_owner_mont', 'owner', ['shp_mont']), shop: distillerie };

const at = (pathWithQuery: string) => new URL(pathWithQuery, 'http://sarment.test');

describe('decideGuardRedirect (spec §4 guard)', () => {
  it.each([
    [
      'a visitor on a protected page goes to login with the full path',
      visitor,
      '/dashboard/orders?page=2',
      '/auth/login?redirectLink=%2Fdashboard%2Forders%3Fpage%3D2',
    ],
    [
      'a visitor on a dashboard page no one has built yet is still sent to login',
      visitor,
      '/dashboard/crm/lists',
      '/auth/login?redirectLink=%2Fdashboard%2Fcrm%2Flists',
    ],
    ['a visitor opens the home page', visitor, '/', null],
    ['a visitor opens a shop by its url name', visitor, '/trois-vallees', null],
    ['a visitor opens the login page', visitor, '/auth/login?redirectLink=%2Fcart', null],
    ['a visitor opens a provider sign-up page', visitor, '/auth/register-sarment/seller', null],
    ['a logged-in buyer on the login page goes home', buyer, '/auth/login', '/'],
    ['a logged-in owner on a sign-up page goes home', ownerTv, '/auth/register/buyer', '/'],
    ['an admin goes to /admin from the dashboard', admin, '/dashboard', '/admin'],
    ['an admin opens /admin', admin, '/admin', null],
    ['a buyer on an owner-only page goes to the dashboard', buyer, '/get-api-key', '/dashboard'],
    ['a buyer opens their orders', buyer, '/dashboard/orders', null],
    ['an agent on collaborators goes to the dashboard', agent, '/dashboard/collaborators', '/dashboard'],
    ['an iam without accessAnalytics goes to the dashboard', iamTv, '/dashboard/analytics', '/dashboard'],
    ['an iam opens quotes (seeAllOrder is not required there)', iamTv, '/dashboard/orders/quotes', null],
    ['an iam opens clients with seeAllClient', iamTv, '/dashboard/clients', null],
    [
      'an owner with reservations inactive goes to the dashboard',
      ownerMont,
      '/dashboard/reservations',
      '/dashboard',
    ],
    ['an owner with reservations active opens them', ownerTv, '/dashboard/reservations', null],
    ['an owner on the shops list goes to their own shop', ownerTv, '/shops', '/shops/shp_tv'],
    ['an iam opens the API keys page', iamTv, '/get-api-key', null],
    ['a buyer opens the shops list', buyer, '/shops', null],
  ] as const)('%s', (_rule, session, path, expected) => {
    expect(decideGuardRedirect(at(path), session)).toBe(expected);
  });

  it('answers the 404 page, not the login page, for a path no route of spec §2 matches', () => {
    expect(decideGuardRedirect(at('/this/path/does-not-exist'), visitor)).toBeNull();
    expect(decideGuardRedirect(at('/dashboard/not-a-page'), buyer)).toBeNull();
  });

  it('asks for a session on the sub-account chooser, whatever its role', () => {
    expect(decideGuardRedirect(at('/auth/accounts'), visitor)).toBe(
      '/auth/login?redirectLink=%2Fauth%2Faccounts',
    );
    expect(decideGuardRedirect(at('/auth/accounts'), buyer)).toBeNull();
    expect(decideGuardRedirect(at('/auth/accounts'), ownerTv)).toBeNull();
  });

  it('sends a main account that has not chosen yet to the chooser from protected pages (spec §1)', () => {
    const main = user('usr_main', 'buyer');
    const subAccounts = [
      { id: 'usr_owner_tv', email: 'o@tv.test', username: null, role: 'owner' as const, shopName: 'TV' },
    ];
    const choosing: GuardSession = {
      me: { ...main, masterAccount: { id: main.id, email: main.email, subAccounts } },
      shop: null,
    };
    expect(decideGuardRedirect(at('/dashboard/orders'), choosing)).toBe(
      '/auth/accounts?redirectLink=%2Fdashboard%2Forders',
    );
    expect(decideGuardRedirect(at('/auth/accounts'), choosing)).toBeNull();
    expect(decideGuardRedirect(at('/trois-vallees'), choosing)).toBeNull();
    // once chosen, the session names its main account and opens the sub-account's pages
    const chosen: GuardSession = {
      ...ownerTv,
      me: { ...ownerTv.me!, masterAccount: { id: main.id, email: main.email, subAccounts } },
    };
    expect(decideGuardRedirect(at('/dashboard/orders'), chosen)).toBeNull();
  });

  it('lets the session a sign-up opened validate its e-mail', () => {
    expect(decideGuardRedirect(at('/auth/validate?token=abc'), buyer)).toBeNull();
    expect(decideGuardRedirect(at('/auth/validate?token=abc'), visitor)).toBeNull();
  });
});

type Answers = Record<string, { status: number; data?: unknown; headers?: ApiResponse<unknown>['headers'] }>;

function fakeApi(answers: Answers) {
  const calls: string[] = [];
  const api: ApiClient = {
    async request<T>(method: ApiMethod, path: string): Promise<ApiResponse<T>> {
      calls.push(`${method} ${path}`);
      const answer = answers[`${method} ${path}`] ?? { status: 404, data: { success: false } };
      return {
        status: answer.status,
        ok: answer.status < 400,
        data: (answer.data ?? null) as T,
        headers: answer.headers ?? {},
      };
    },
  };
  return { api, calls };
}

describe('loadGuardSession (spec §4: the user, and for owner and iam their shop)', () => {
  it('loads the shop of an owner', async () => {
    const { api, calls } = fakeApi({
      'GET /v1/users/me': { status: 200, data: ownerTv.me },
      'GET /v1/shops/me': { status: 200, data: troisVallees },
    });
    await expect(loadGuardSession(api)).resolves.toEqual({ me: ownerTv.me, shop: troisVallees });
    expect(calls).toEqual(['GET /v1/users/me', 'GET /v1/shops/me']);
  });

  it('does not load a shop for a buyer, and reads a 401 as a visitor', async () => {
    const asBuyer = fakeApi({ 'GET /v1/users/me': { status: 200, data: buyer.me } });
    await expect(loadGuardSession(asBuyer.api)).resolves.toEqual({ me: buyer.me, shop: null });
    expect(asBuyer.calls).toEqual(['GET /v1/users/me']);
    const anonymous = fakeApi({ 'GET /v1/users/me': { status: 401, data: { success: false } } });
    await expect(loadGuardSession(anonymous.api)).resolves.toEqual(visitor);
  });
});

describe('guardRequest', () => {
  const request = (path: string) => new Request(`http://sarment.test${path}`);
  const withSession = (path: string) =>
    new Request(`http://sarment.test${path}`, { headers: { cookie: 'isOver18=true; sarment_session=abc' } });

  it('asks the API nothing for a visitor without session cookie nor Authorization', async () => {
    const { api, calls } = fakeApi({});
    await expect(guardRequest(request('/trois-vallees'), api)).resolves.toEqual(visitor);
    const thrown = await guardRequest(request('/dashboard'), api).catch((error) => error);
    expect(thrown.headers.get('location')).toBe('/auth/login?redirectLink=%2Fdashboard');
    const emptied = new Request('http://sarment.test/', { headers: { cookie: 'sarment_session=' } });
    await expect(guardRequest(emptied, api)).resolves.toEqual(visitor);
    expect(calls).toEqual([]);
  });

  it('asks the API who is there when the request carries a session or a token', async () => {
    const asBuyer = fakeApi({ 'GET /v1/users/me': { status: 200, data: buyer.me } });
    await expect(guardRequest(withSession('/trois-vallees'), asBuyer.api)).resolves.toEqual({
      me: buyer.me,
      shop: null,
    });
    const bearer = new Request('http://sarment.test/', { headers: { authorization: 'Bearer sk_test' } });
    await guardRequest(bearer, asBuyer.api);
    expect(asBuyer.calls).toEqual(['GET /v1/users/me', 'GET /v1/users/me']);
  });

  it('throws the redirect of the guard, with the headers it was given', async () => {
    const { api } = fakeApi({ 'GET /v1/users/me': { status: 401 } });
    const headers = new Headers({ 'set-cookie': 'i18n_redirected=en; Path=/' });
    const thrown = await guardRequest(request('/dashboard/orders'), api, headers).catch((error) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/auth/login?redirectLink=%2Fdashboard%2Forders');
    expect(thrown.headers.get('set-cookie')).toContain('i18n_redirected=en');
  });

  it('ends the session on a 403 and goes to login, clearing the session cookie (spec §4)', async () => {
    const { api, calls } = fakeApi({
      'GET /v1/users/me': { status: 403 },
      'POST /v1/auth/logout': { status: 204 },
    });
    const thrown = await guardRequest(withSession('/dashboard'), api).catch((error) => error);
    expect(thrown.headers.get('location')).toBe('/auth/login');
    expect(thrown.headers.get('set-cookie')).toContain('sarment_session=;');
    expect(calls).toContain('POST /v1/auth/logout');
  });

  it('does not leave the login page on a 403 there', async () => {
    const { api, calls } = fakeApi({ 'GET /v1/users/me': { status: 403 } });
    await expect(guardRequest(withSession('/auth/login'), api)).resolves.toEqual(visitor);
    expect(calls).toEqual(['GET /v1/users/me']);
  });
});
