// Issue 17, done when (clients part): the owner of Trois Vallées creates a professional client by SIRET (SIREN
// and NIC fill themselves), adds a contact and saves; searching 'helene' finds 'Hélène' (spec §5: accents, case
// and spaces ignored); the iam of the shop reads the list; at 1440 px and on a 375 px phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
let clientPath = '';
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // the client made here goes again (it has no document), so files that count the shop's clients read the demo's
  if (clientPath) {
    const owner = await loggedInPage(browser, 'owner@trois-vallees.test');
    const removed = await owner.context.request.delete(`/v1${clientPath.replace('/dashboard', '')}`);
    expect(removed.status(), await removed.text()).toBe(204);
    await owner.context.close();
  }
  await browser?.close();
});

/** Luhn key digit of a number's digits (INSEE's SIREN and SIRET keys). */
function luhnKey(body: string): string {
  for (let key = 0; key < 10; key++) {
    const digits = `${body}${key}`;
    const sum = [...digits]
      .reverse()
      .map(Number)
      .reduce(
        (total, digit, i) => total + (i % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit),
        0,
      );
    if (sum % 10 === 0) return String(key);
  }
  throw new Error('no key');
}

// a name and SIRET of this run only: other files never meet them
const run = Date.now().toString().slice(-6);
const siren = `${run}43`.slice(0, 8);
const sirenFull = `${siren}${luhnKey(siren)}`;
const nic = `0001${luhnKey(`${sirenFull}0001`)}`;
const siret = `${sirenFull}${nic}`;
const lastname = `Vautrin${run}`;
const reason = `Cave Hélène ${lastname}`;
const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

describe('/dashboard/clients', () => {
  it('at 1440 px: the owner creates a professional by SIRET, with a contact, and finds it searching helene', async () => {
    const { page, context } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 1440,
      height: 1000,
    });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/clients/add?isPro=true');
    await page.getByRole('heading', { level: 1, name: 'Nouveau client professionnel' }).waitFor();

    await field(page, 'businessReason').fill(reason);
    await field(page, 'firstname').fill('Hélène');
    await field(page, 'lastname').fill(lastname);
    await field(page, 'email').fill(`helene.${run}@exemple.fr`);
    await field(page, 'siret').fill(
      `${sirenFull.slice(0, 3)} ${sirenFull.slice(3, 6)} ${sirenFull.slice(6)} ${nic}`,
    );
    // spec §5: the SIRET fills SIREN and NIC
    await expect.poll(() => field(page, 'siren').inputValue()).toBe(sirenFull);
    expect(await field(page, 'nic').inputValue()).toBe(nic);
    await screenshot(page, 'crm-client-add-1440');

    await page.getByTestId('tab-contacts').click();
    await page.getByTestId('add-contact').click();
    await field(page, 'contacts.0.lastname').fill('Martin');
    await field(page, 'contacts.0.firstname').fill('Paul');
    await field(page, 'contacts.0.email').fill(`paul.${run}@exemple.fr`);
    await page.getByTestId('client-save').click();
    await page.waitForURL(
      (url) => /^\/dashboard\/clients\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/add'),
    );
    clientPath = new URL(page.url()).pathname;
    await page.getByText('Client créé').waitFor();

    // the saved client reads back with its SIRET parts and its contact
    await openPage(page, clientPath);
    expect(await field(page, 'siret').inputValue()).toBe(siret);
    expect(await field(page, 'siren').inputValue()).toBe(sirenFull);
    await page.getByTestId('tab-contacts').click();
    expect(await field(page, 'contacts.0.lastname').inputValue()).toBe('Martin');
    await screenshot(page, 'crm-client-detail-1440');

    // a billing address in Dijon: the department follows the postal code
    await page.getByTestId('tab-addresses').click();
    await page.getByTestId('add-billing-address').click();
    await field(page, 'addresses.0.street').fill('12 rue des Forges');
    await field(page, 'addresses.0.zipcode').fill('21000');
    await field(page, 'addresses.0.city').fill('Dijon');
    await page.getByText('Département 21').waitFor();
    await page.getByTestId('client-save').click();
    await page.getByText('Client enregistré').waitFor();
    await screenshot(page, 'crm-client-addresses-1440');

    // Historique: the creation and the change, by the owner
    await page.getByTestId('tab-history').click();
    await expect
      .poll(() => page.getByTestId('history-entry').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);

    // a second client with the same e-mail is flagged before saving
    await openPage(page, '/dashboard/clients/add');
    await field(page, 'email').fill(`helene.${run}@exemple.fr`);
    await page.getByTestId('duplicate-email').waitFor();
    expect(await page.getByTestId('duplicate-email').locator('a').getAttribute('href')).toBe(clientPath);

    // spec §5: the search ignores accents, case and spaces
    await openPage(page, '/dashboard/clients');
    await page.locator('[role=grid]').waitFor();
    await page.getByTestId('list-search').fill(`helene  ${lastname.toLowerCase()}`);
    await page.waitForURL((url) => (url.searchParams.get('search') ?? '').startsWith('helene'));
    await expect.poll(() => page.getByTestId('list-total').textContent()).toBe('1 résultat');
    await page.getByText(reason).first().waitFor();
    await screenshot(page, 'crm-clients-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px: the iam of the shop reads the list as cards and finds the client', async () => {
    const { page, context } = await loggedInPage(browser, 'iam@trois-vallees.test', {
      width: 375,
      height: 812,
    });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/clients');
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    expect(await page.getByTestId('list-total').textContent()).toMatch(/^\d+ résultats?$/);
    await page.getByTestId('list-search').fill('HELENE');
    await page.waitForURL((url) => url.searchParams.get('search') === 'HELENE');
    const card = page.getByTestId('list-card').filter({ hasText: reason });
    await card.waitFor();
    await screenshot(page, 'crm-clients-375');
    await card.locator('a').click();
    await page.waitForURL((url) => url.pathname === clientPath);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'crm-client-detail-375');
    // the page fits the phone: nothing wider than the screen
    const width = await page.locator('html').evaluate((html) => html.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    // the iam may create clients (createClient): the professional form fits the phone too
    await openPage(page, '/dashboard/clients/add?isPro=true');
    await page.getByRole('heading', { level: 1, name: 'Nouveau client professionnel' }).waitFor();
    await page.getByTestId('tab-addresses').click();
    await page.getByTestId('add-billing-address').click();
    await screenshot(page, 'crm-client-add-375');
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });
});
