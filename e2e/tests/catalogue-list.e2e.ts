// Issue 16: the owner of Trois Vallées reads the shop's products in /dashboard/products: searches 'chablis',
// filters a colour, sorts, sees the total, exports the filtered list as CSV (BOM, ';'), on a desktop and on a
// phone; the view lives in the URL.
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

const owner = 'owner@trois-vallees.test';
const totalOf = async (page: Page) => page.getByTestId('list-total').textContent();
const urlOf = (page: Page) => new URL(page.url());

async function searchChablis(page: Page) {
  const before = await totalOf(page);
  await page.getByTestId('list-search').fill('chablis');
  await page.waitForURL((url) => url.searchParams.get('search') === 'chablis');
  await expect.poll(() => totalOf(page)).not.toBe(before);
}

async function chooseWhite(page: Page) {
  await page.getByRole('combobox', { name: 'Couleur' }).click();
  await page.locator('li[data-value=white]').click();
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => url.searchParams.get('color') === 'white');
}

describe('/dashboard/products', () => {
  it('at 1440 px: search, colour filter, sort, total, CSV export of the view', async () => {
    const { page } = await loggedInPage(browser, owner, { width: 1440, height: 1000 });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/products');
    await page.locator('[role=grid]').waitFor();
    expect(await totalOf(page)).toMatch(/^\d+ résultats?$/);
    await expect(page.getByTestId('create-product').getAttribute('href')).resolves.toBe(
      '/dashboard/products/add',
    );

    await searchChablis(page);
    await page.getByText('Chablis Premier Cru Montmains').first().waitFor();
    const chablisTotal = Number((await totalOf(page))?.split(' ')[0]);
    expect(chablisTotal).toBeGreaterThan(0);

    await chooseWhite(page);
    await page.getByRole('columnheader', { name: 'Prix public' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
    const whiteTotal = Number((await totalOf(page))?.split(' ')[0]);
    expect(whiteTotal).toBeGreaterThan(0);
    expect(whiteTotal).toBeLessThanOrEqual(chablisTotal);
    const names = await page.locator('[role=row] [data-field=name]').allTextContents();
    expect(names.slice(1).every((name) => /chablis/i.test(name))).toBe(true);
    await page.locator('[data-status]').first().waitFor();
    await screenshot(page, 'catalogue-list-1440');

    // a shared link reopens the same view
    const link = page.url();
    await openPage(page, link);
    expect(await totalOf(page)).toBe(`${whiteTotal} résultat${whiteTotal > 1 ? 's' : ''}`);
    expect(await page.getByTestId('list-search').inputValue()).toBe('chablis');

    const csvLink = page.getByTestId('list-export-csv');
    const href = (await csvLink.getAttribute('href')) ?? '';
    expect(href).toContain('search=chablis');
    expect(href).toContain('color=white');
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain(';');
    expect(lines).toHaveLength(whiteTotal + 1);
    expect(lines.slice(1).every((line) => /chablis/i.test(line))).toBe(true);

    // the back button returns to the view before the sort
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort') || url.searchParams.get('sort') !== 'price');
    expect(urlOf(page).searchParams.get('search')).toBe('chablis');
    expect(errors).toEqual([]);
  });

  it('at 375 px: the products read as cards that lead to each product', async () => {
    const { page } = await loggedInPage(browser, owner, { width: 375, height: 800 });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/products?search=chablis');
    const cards = page.getByTestId('list-card');
    await cards.first().waitFor();
    expect(await page.locator('[role=grid]').count()).toBe(0);
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.first().locator('a').getAttribute('href')).toMatch(/^\/dashboard\/products\/prd_/);
    expect(await totalOf(page)).toMatch(/^\d+ résultats?$/);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'catalogue-list-375');
    expect(errors).toEqual([]);
  });
});
