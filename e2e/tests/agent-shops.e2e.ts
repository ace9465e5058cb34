// The back office's shop switcher: the demo agent represents Champagne Lemoine (their first shop) and Domaine des
// Trois Vallées. They read Lemoine's clients, switch to Trois Vallées in the header and read its clients (the
// seed's Cellier Lambert), stay there after a reload (the sarment_shop cookie, read by the server render too); a
// stale choice falls back to the first shop without an error page; a user of one shop has no switcher. The open
// switcher at 1440 and 375 px, checked by axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
// a client of this run only, the agent's own at Champagne Lemoine (the seed gives Lemoine none)
const lemoineClient = `Perrin${Date.now().toString().slice(-6)}`;
let lemoineClientId = '';
const seedClientOfTroisVallees = 'Cellier Lambert';

beforeAll(async () => {
  browser = await launchBrowser();
  const agent = await loggedInPage(browser, 'agent@sarment.test');
  // no x-shop-id: the agent's first shop, Champagne Lemoine
  const created = await agent.context.request.post('/v1/clients', {
    data: {
      lastname: lemoineClient,
      firstname: 'Camille',
      email: `${lemoineClient.toLowerCase()}@exemple.fr`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  lemoineClientId = (await created.json()).id;
  await agent.context.close();
});
afterAll(async () => {
  if (lemoineClientId) {
    const owner = await loggedInPage(browser, 'owner@champagne-lemoine.test');
    const removed = await owner.context.request.delete(`/v1/clients/${lemoineClientId}`);
    expect(removed.status(), await removed.text()).toBe(204);
    await owner.context.close();
  }
  await browser?.close();
});

const mainText = (page: Page) => page.locator('main').innerText();
const switcher = (page: Page) => page.getByTestId('shop-switcher');
const shopCookieOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'sarment_shop')?.value ?? null;

async function openSwitcher(page: Page) {
  await switcher(page).click();
  await page.getByRole('menuitemradio').first().waitFor();
}

describe('the agent’s shop switcher', () => {
  it('at 1440 px: reads Lemoine’s clients, switches to Trois Vallées, and stays there after a reload', async () => {
    const { page, context } = await loggedInPage(browser, 'agent@sarment.test', { width: 1440, height: 900 });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/clients');
    await page.getByText(lemoineClient).first().waitFor();
    expect(await mainText(page)).not.toContain(seedClientOfTroisVallees);
    expect(await switcher(page).innerText()).toContain('Champagne Lemoine');

    await openSwitcher(page);
    const items = page.getByRole('menuitemradio');
    expect((await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      'Champagne Lemoine Agent commercial',
      'Domaine des Trois Vallées Agent commercial',
    ]);
    expect(await items.nth(0).getAttribute('aria-checked')).toBe('true');
    expect(await items.nth(1).getAttribute('aria-checked')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'agent-shops-switcher-1440');

    await items.nth(1).click();
    await page.getByText(seedClientOfTroisVallees).first().waitFor();
    expect(await mainText(page)).not.toContain(lemoineClient);
    expect(await switcher(page).innerText()).toContain('Domaine des Trois Vallées');
    expect(await shopCookieOf(page)).toBe('shp_trois_vallees');
    expect(new URL(page.url()).pathname).toBe('/dashboard/clients');

    // the server render reads the choice too
    await page.reload();
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
    await page.getByText(seedClientOfTroisVallees).first().waitFor();
    expect(await mainText(page)).not.toContain(lemoineClient);
    expect(await switcher(page).innerText()).toContain('Domaine des Trois Vallées');
    await openSwitcher(page);
    expect(await page.getByRole('menuitemradio').nth(1).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    // back to Lemoine from a Trois Vallées client's page: the clients list, in Lemoine
    await openPage(page, '/dashboard/clients/cli_trois_vallees_caviste');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Lambert' }).waitFor();
    await openSwitcher(page);
    await page.getByRole('menuitemradio').nth(0).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/clients');
    await page.getByText(lemoineClient).first().waitFor();
    expect(await shopCookieOf(page)).toBe('shp_champagne_lemoine');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('falls back to the first shop, without an error page, when the cookie names a shop the agent does not represent', async () => {
    const { page, context } = await loggedInPage(browser, 'agent@sarment.test', {
      width: 1440,
      height: 900,
      cookies: [
        { name: 'isOver18', value: 'true' },
        { name: 'sarment_shop', value: 'shp_distillerie_du_mont' },
      ],
    });
    const errors = watchErrors(page);
    const response = await openPage(page, '/dashboard/clients');
    expect(response?.status()).toBe(200);
    await page.getByText(lemoineClient).first().waitFor();
    expect(await switcher(page).innerText()).toContain('Champagne Lemoine');
    // the stale choice is forgotten
    expect(await shopCookieOf(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px: the open switcher on a phone', async () => {
    const { page, context } = await loggedInPage(browser, 'agent@sarment.test', { width: 375, height: 812 });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/clients');
    await page.getByText(lemoineClient).first().waitFor();
    await openSwitcher(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'agent-shops-switcher-375');
    await page.getByRole('menuitemradio').nth(1).click();
    await page.getByText(seedClientOfTroisVallees).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no switcher to a user of one shop', async () => {
    const { page, context } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 1440,
      height: 900,
    });
    await openPage(page, '/dashboard/clients');
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    expect(await switcher(page).count()).toBe(0);
    await context.close();
  });
});
