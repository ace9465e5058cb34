// Issue 17's last bulk action in the browser: the owner of Trois Vallées creates a marketing list, adds Hélène from
// the client list ('Ajouter à une liste marketing'), finds her on the list's page with her consent, adds the caviste
// from the list's own search, removes him again; at 375 and 1440 px. The list is deleted at the end.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const name = `Salon des vins ${Date.now().toString(36)}`;

const callApi = (page: Page, method: string, path: string) =>
  page.evaluate(
    async ([m, p]) => {
      const response = await fetch(p as string, { method: m as string, credentials: 'same-origin' });
      return { status: response.status, body: await response.text() };
    },
    [method, path],
  );

describe('a marketing list filled from the client list (issue 17)', () => {
  it('creates the list, adds clients from the client list and from its page, and removes one', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/crm/lists/add');
    await page.getByRole('heading', { name: 'Nouvelle liste marketing', level: 1 }).waitFor();
    // the domain's rule first: a list needs a name
    await page.getByTestId('marketing-list-submit').click();
    await page.getByText('Le nom de la liste est obligatoire.').waitFor();
    await page.getByTestId('marketing-list-name').fill(name);
    await page.getByTestId('marketing-list-submit').click();
    await page.waitForURL(/\/dashboard\/crm\/lists\/mkl_/);
    const listId = page.url().split('/').pop() as string;
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('0 membre · 0 joignable').waitFor();

    // from the client list: search Hélène without her accent, select her, add her to the list
    await openPage(page, '/dashboard/clients?search=helene');
    await page.getByText('Dubois Hélène').first().waitFor();
    await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' }).click();
    await page.getByRole('button', { name: 'Ajouter à une liste marketing' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name }).click();
    await dialog.getByRole('button', { name: 'Ajouter à une liste marketing' }).click();
    await page.getByText('1 client ajouté à la liste').waitFor();

    await openPage(page, `/dashboard/crm/lists/${listId}`);
    await page.getByText('1 membre · 1 joignable').waitFor();
    await page.getByTestId('list-marketing-list-members').getByText('Dubois Hélène').first().waitFor();
    await page.getByRole('gridcell', { name: 'Consentement' }).first().waitFor();

    // from the list's page: the caviste, found by the search
    await page.getByTestId('marketing-member-search').fill('cellier');
    await page
      .getByRole('option', { name: /Cellier/ })
      .first()
      .click();
    await page.getByTestId('marketing-member-add').click();
    await page.getByText('2 membres · 1 joignable').waitFor();
    await page.getByRole('heading', { name: 'Membres', level: 2 }).waitFor();
    await screenshot(page, 'marketing-list-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('marketing-member-card').first().waitFor();
    await screenshot(page, 'marketing-list-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    // the consent filter keeps those a campaign writes to
    await openPage(page, `/dashboard/crm/lists/${listId}?consent=true`);
    await expect.poll(() => page.getByTestId('list-total').textContent()).toContain('1');

    // remove the caviste again
    await openPage(page, `/dashboard/crm/lists/${listId}?consent=false`);
    await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' }).click();
    await page.getByRole('button', { name: 'Retirer de la liste' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retirer de la liste' }).click();
    await page.getByText('1 client retiré').waitFor();

    await openPage(page, '/dashboard/crm/lists');
    await page.getByText(name).first().waitFor();
    expect(errors).toEqual([]);
    expect((await callApi(page, 'DELETE', `/v1/lists/${listId}`)).status).toBe(204);
    await context.close();
  });
});
