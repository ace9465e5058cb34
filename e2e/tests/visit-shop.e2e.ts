import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const over18 = [{ name: 'isOver18', value: 'true' }];

describe('a visitor discovers producers (issue 2)', () => {
  it('opens the home page, follows a shop and sees its products', async () => {
    const { context, page } = await newPage(browser, { cookies: over18 });
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Producteurs' }).isVisible()).resolves.toBe(
      true,
    );
    await page.getByRole('link', { name: 'Domaine des Trois Vallées' }).click();
    await page.waitForURL('**/trois-vallees');
    await page.getByRole('heading', { level: 1, name: 'Domaine des Trois Vallées' }).waitFor();
    const cards = page.getByTestId('product-card');
    await expect(cards.filter({ hasText: 'Bourgogne Pinot Noir' }).count()).resolves.toBe(1);
    await expect(cards.filter({ hasText: 'Chablis Premier Cru Montmains' }).count()).resolves.toBe(1);
    // spec §6: a prestation never appears in a product list.
    await expect(cards.filter({ hasText: 'Visite privée' }).count()).resolves.toBe(0);
    await screenshot(page, 'shop-trois-vallees-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the shop on the server, before any JavaScript runs', async () => {
    const { context, page } = await newPage(browser, { cookies: over18 });
    await context.route('**/*.js', (route) => route.abort());
    await page.goto('/trois-vallees?page=nos-vins');
    await expect(page.getByText('Bourgogne Pinot Noir').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Côteaux Bourguignons').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    const response = await page.goto('/this/path/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found').isVisible()).resolves.toBe(true);
    await screenshot(page, 'not-found-mobile');
    await context.close();
  });
});
