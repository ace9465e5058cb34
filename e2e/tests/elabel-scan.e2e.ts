// Issue 5, done when: scanning /gs1/01/3760123450010 shows the Bourgogne Pinot Noir e-label with no cookie set and
// no request leaving the origin; /gs1/01/3760123450010/10/L23/22/2022 redirects to the canonical order.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, screenshot } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('e-labels (Regulation (EU) 2021/2117)', () => {
  it('shows the Bourgogne Pinot Noir e-label with no cookie, no script and no request leaving the origin', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    const requests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      requests.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto('/gs1/01/3760123450010', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['set-cookie']).toBeUndefined();
    await page.getByRole('heading', { level: 1, name: 'Bourgogne Pinot Noir 2022' }).waitFor();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Énergie/ }).textContent()).resolves.toMatch(
      /\d+ kJ \/ \d+ kcal/,
    );
    for (const nutrient of [
      'Matières grasses',
      'dont acides gras saturés',
      'Glucides',
      'dont sucres',
      'Protéines',
      'Sel',
    ]) {
      await expect(table.getByRole('rowheader', { name: nutrient }).count()).resolves.toBe(1);
    }
    await expect(page.getByTestId('ingredients').locator('strong').textContent()).resolves.toBe('SULFITES');
    await expect(page.getByText('Contient : sulfites').isVisible()).resolves.toBe(true);
    await screenshot(page, 'elabel-bourgogne-mobile');
    expect(await context.cookies()).toEqual([]);
    expect(scripts).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(baseURL()))).toEqual([]);
    await context.close();
  });

  it('redirects lot-then-vintage to the canonical GS1 order, and reads the lot', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/gs1/01/3760123450010/10/L23/22/2022');
    expect(new URL(page.url()).pathname).toBe('/gs1/01/3760123450010/22/2022/10/L23');
    expect(response?.request().redirectedFrom()?.url()).toBe(
      `${baseURL()}/gs1/01/3760123450010/10/L23/22/2022`,
    );
    await expect(page.getByRole('definition').filter({ hasText: 'L23' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('speaks the browser language, and any of the 11 through the switch', async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      locale: 'de-DE',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/gs1/01/03760123450010');
    await page.getByRole('heading', { level: 2, name: 'Nährwertdeklaration' }).waitFor();
    await expect(page.getByRole('rowheader', { name: 'Brennwert' }).count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Italiano' }).click();
    await page.getByRole('heading', { level: 2, name: 'Dichiarazione nutrizionale' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('it');
    await expect(page.getByRole('navigation').getByRole('link').count()).resolves.toBe(11);
    await screenshot(page, 'elabel-bourgogne-desktop');
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  it.each([
    ['a wrong check digit', '/gs1/01/3760123450011', 400, 'Code non valide'],
    ['an unknown GTIN', '/gs1/01/3760123459990', 404, 'Étiquette introuvable'],
    ['a malformed link', '/gs1/01/3760123450010/99/x', 400, 'Code non valide'],
  ])('answers %s with a clear page, not an error', async (_case, path, status, title) => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await context.close();
  });

  it("opens from the product page and lists the shop's e-labels", async () => {
    const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    await page.goto('/trois-vallees/bourgogne-pinot-noir');
    await page.getByRole('link', { name: 'Informations nutritionnelles et ingrédients →' }).click();
    await page.waitForURL('**/gs1/01/3760123450010');
    await page.goto('/trois-vallees/nutritiveValues');
    await expect(page.getByRole('listitem').count()).resolves.toBe(5);
    await context.close();
  });
});
