// Issue 22: each back-office page brings its own area's texts (i18n/back-office-texts.ts) instead of the frame
// loading every area's. A page opened directly shows its French texts from the server render on, without a
// hydration error; a page reached by a client-side navigation from another area shows its texts too, never a raw
// key such as 'productList.title'.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const owner = 'owner@trois-vallees.test';
const areas =
  'auth|builders|cart|clients|delivery|drm|form|list|marketing|pipeline|productForm|productList|outstandings|receivables|sales|salesEditor|tarifs|tasks|settings|stocks|wineTourism|customize|admin|dashboard|layout|notifications|popup';
const rawKey = new RegExp(`\\b(${areas})\\.[a-zA-Z]+`, 'g');

/** The raw keys a page shows: in its text, and in the names of its buttons and links. */
async function rawKeysOf(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const labels = await page
    .locator('[aria-label]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  return [...`${text}\n${labels.join('\n')}`.matchAll(rawKey)].map((match) => match[0]);
}

/** Follows a sidebar link inside the page (React Router), opening its group first. */
async function followSidebar(page: Page, routeId: string) {
  const link = page.locator(
    `[data-testid=sidebar-full] [data-testid=sidebar-link][data-route-id=${routeId}]`,
  );
  if (!(await link.isVisible())) {
    const group = await link.getAttribute('data-group-id');
    await page
      .locator(`[data-testid=sidebar-full] [data-testid=sidebar-group][data-group-id=${group}]`)
      .click();
  }
  await link.click();
}

describe('back-office texts come with their pages (issue 22)', () => {
  it('/dashboard, then the products, clients and stocks pages reached in the page, show French texts only', async () => {
    const { page, context } = await loggedInPage(browser, owner, { width: 1440, height: 1000 });
    const errors = watchErrors(page);
    // the server render already holds the page's texts
    const html = await (await context.request.get('/dashboard/products')).text();
    expect(html).toContain('Produits');
    expect(html.match(rawKey) ?? []).toEqual([]);

    await openPage(page, '/dashboard');
    await page.getByText('Commandes à traiter').first().waitFor();
    expect(await rawKeysOf(page)).toEqual([]);
    // a marker that a full page load would lose: the next pages come from client-side navigations
    await page.evaluate(() => {
      (globalThis as { sarmentMarker?: number }).sarmentMarker = 22;
    });

    await followSidebar(page, 'products');
    await page.waitForURL('**/dashboard/products');
    await page.getByTestId('list-total').waitFor();
    expect(await rawKeysOf(page)).toEqual([]);

    await followSidebar(page, 'clients');
    await page.waitForURL('**/dashboard/clients');
    await page.getByTestId('list-total').waitFor();
    expect(await rawKeysOf(page)).toEqual([]);

    await followSidebar(page, 'stocks');
    await page.waitForURL('**/dashboard/stocks');
    await page.getByTestId('list-total').waitFor();
    expect(await rawKeysOf(page)).toEqual([]);

    expect(await page.evaluate(() => (globalThis as { sarmentMarker?: number }).sarmentMarker)).toBe(22);
    expect(errors).toEqual([]);
    await context.close();
  });
});
