// Issue 4 in the browser: logging in as every demo account, the guard of spec §4 on real pages, the main
// account's chooser, the login errors and the local-only redirect after login.
import { matchRoute } from '@sarment/domain/access';
import { seasonOf } from '@sarment/domain/reference';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appRoutes from '../../apps/web/app/routes.ts';
import { baseURL, launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';

const password = 'Sarment2026';
const loginFailed = 'Le mail et/ou le mot de passe sont incorrects.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh visitor (the age gate already answered) on a page React has hydrated. */
async function visit(path: string, width = 1440) {
  const opened = await newPage(browser, { width, cookies: [{ name: 'isOver18', value: 'true' }] });
  await opened.page.goto(path);
  await opened.page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
  return opened;
}

async function submitLogin(page: Page, login: string, secret = password) {
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(secret);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** GET /v1/users/me with the page's own session cookie. */
const readMe = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/v1/users/me');
    return (await answer.json()) as { email: string; masterAccount: { email: string } | null };
  });

/** Route patterns of the web app ('/dashboard', '/shops/:'), to tell a placeholder 404 from a missing page. */
function webPatterns(entries: typeof appRoutes, parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent || '/';
    const own = entry.path || entry.index ? [path.replace(/:[^/]+/g, ':')] : [];
    return [...own, ...webPatterns(entry.children ?? [], entry.path ? path : parent)];
  });
}
const webRoutes = new Set(webPatterns(appRoutes));

/** The page shows neither the error page nor, when the web app has a page for this route, the 404 page. */
async function expectPageShown(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Une erreur est survenue', { exact: true }).count()).resolves.toBe(0);
  const route = matchRoute(pathOf(page))?.route;
  if (route && webRoutes.has(route.path.replace(/:[^/]+/g, ':'))) {
    await expect(page.getByText('This page could not be found').count()).resolves.toBe(0);
  }
}

describe('logging in as each demo account (contract, spec §4)', () => {
  it.each([
    ['owner@trois-vallees.test', '/dashboard'],
    ['owner@champagne-lemoine.test', '/dashboard'],
    ['owner@distillerie-du-mont.test', '/dashboard'],
    ['iam@trois-vallees.test', '/dashboard'],
    ['agent@sarment.test', '/dashboard'],
    ['buyer@sarment.test', '/dashboard'],
    ['caviste@sarment.test', '/dashboard'],
    ['admin@sarment.test', '/admin'],
    ['main@sarment.test', '/auth/accounts'],
  ])('%s lands on %s', async (email, landing) => {
    const { context, page } = await visit('/auth/login');
    const errors = watchErrors(page);
    await submitLogin(page, email);
    await page.waitForURL((url) => url.pathname === landing);
    await expectPageShown(page);
    const me = await readMe(page);
    expect(me.email).toBe(email);
    // an unchosen main account calls nothing the API refuses: no console error either
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the guard on real pages (spec §4)', () => {
  it('sends a visitor from /dashboard/orders to login, then back to /dashboard/orders', async () => {
    const { context, page } = await visit('/dashboard/orders');
    expect(page.url()).toMatch(/\/auth\/login\?redirectLink=%2Fdashboard%2Forders$/);
    await submitLogin(page, 'buyer@sarment.test');
    await page.waitForURL((url) => url.pathname === '/dashboard/orders');
    await expectPageShown(page);
    await context.close();
  });

  it.each([
    ['iam@trois-vallees.test', '/dashboard/analytics', '/dashboard'],
    ['owner@distillerie-du-mont.test', '/dashboard/reservations', '/dashboard'],
    ['admin@sarment.test', '/dashboard/orders', '/admin'],
    ['owner@trois-vallees.test', '/shops', '/shops/shp_trois_vallees'],
    ['buyer@sarment.test', '/get-api-key', '/dashboard'],
  ])('%s opening %s ends on %s', async (email, target, landing) => {
    const { context, page } = await visit(`/auth/login?redirectLink=${encodeURIComponent(target)}`);
    await submitLogin(page, email);
    await page.waitForURL((url) => url.pathname === landing);
    // the same decision on a client-side navigation as on a fresh document
    await page.goto(target);
    await page.waitForURL((url) => url.pathname === landing);
    await expectPageShown(page);
    await context.close();
  });

  it('sends a logged-in user from the login page home', async () => {
    const { context, page } = await visit('/auth/login');
    await submitLogin(page, 'agent@sarment.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/auth/login');
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});

describe('main account (spec §1)', () => {
  it('chooses a sub-account and lands on /dashboard as that owner', async () => {
    const { context, page } = await visit('/auth/login');
    await submitLogin(page, 'main@sarment.test');
    await page.waitForURL('**/auth/accounts');
    const choices = page.getByTestId('sub-account');
    await choices.first().waitFor();
    await expect(choices.count()).resolves.toBe(2);
    await choices.filter({ hasText: 'Champagne Lemoine' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const me = await readMe(page);
    expect(me.email).toBe('owner@champagne-lemoine.test');
    expect(me.masterAccount?.email).toBe('main@sarment.test');
    // 'Changer de compte' leads back to the chooser, which still lists both sub-accounts
    await page.goto('/auth/accounts');
    await expect(page.getByTestId('sub-account').count()).resolves.toBe(2);
    await context.close();
  });

  it('keeps an unchosen main account away from the back office', async () => {
    const { context, page } = await visit('/auth/login');
    await submitLogin(page, 'main@sarment.test');
    await page.waitForURL('**/auth/accounts');
    await page.goto('/dashboard/orders');
    expect(page.url()).toMatch(/\/auth\/accounts\?redirectLink=%2Fdashboard%2Forders$/);
    await context.close();
  });
});

describe('login errors and redirects (spec §5, §8)', () => {
  it('shows the exact French message for a wrong password and keeps what was typed', async () => {
    const { context, page } = await visit('/auth/login');
    await submitLogin(page, 'owner@trois-vallees.test', 'not-the-password');
    await expect(page.getByTestId('form-message').textContent()).resolves.toBe(loginFailed);
    expect(pathOf(page)).toBe('/auth/login');
    await expect(page.locator('input[name=login]').inputValue()).resolves.toBe('owner@trois-vallees.test');
    await expect(page.getByRole('button', { name: 'Se connecter' }).isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it('checks the fields before sending anything', async () => {
    const { context, page } = await visit('/auth/login');
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.locator('input[name=login]').fill('owner@');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.locator('#field-login-helper-text').textContent()).resolves.toBe(
      'Le mail est incorrect',
    );
    await expect(page.locator('#field-password-helper-text').textContent()).resolves.toBe(
      'Ce champ ne peut pas être vide',
    );
    expect(posts).toEqual([]);
    await context.close();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'lands on a local page when redirectLink is %s',
    async (link) => {
      const { context, page } = await visit(`/auth/login?redirectLink=${encodeURIComponent(link)}`);
      await submitLogin(page, 'buyer@sarment.test');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
      await context.close();
    },
  );

  it('logs in without JavaScript: the form posts to the server action', async () => {
    const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    await context.route('**/*.js', (route) => route.abort());
    await page.goto('/auth/login?redirectLink=%2Fdashboard%2Forders');
    await submitLogin(page, 'caviste@sarment.test');
    await page.waitForURL((url) => url.pathname === '/dashboard/orders');
    await context.close();
  });
});

describe('logout (spec §2 Déconnexion)', () => {
  it('clears the session and goes to the login page', async () => {
    const { context, page } = await visit('/auth/login');
    await submitLogin(page, 'buyer@sarment.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/auth');
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await expect(page.evaluate(async () => (await fetch('/v1/users/me')).status)).resolves.toBe(401);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sarment_session')).toBeUndefined();
    await context.close();
  });
});

describe('the login page looks right', () => {
  it.each([375, 1440])('at %i px', async (width) => {
    const { context, page } = await visit('/auth/login', width);
    const errors = watchErrors(page);
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    // spec §2: without a shop, the season of the day (the server's date, as this one)
    await expect(page.locator('svg[data-season]').getAttribute('data-season')).resolves.toBe(
      seasonOf(new Date()),
    );
    // nothing wider than the screen
    await expect(page.locator('html').evaluate((html) => html.scrollWidth)).resolves.toBeLessThanOrEqual(
      width,
    );
    await screenshot(page, `auth-login-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
