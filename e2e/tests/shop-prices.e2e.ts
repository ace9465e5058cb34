// Issue 5, done when: the caviste sees HT caviste prices where a visitor sees TTC public prices (spec §6); a
// professional asks for a negotiated price grid (spec §1).
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(context: BrowserContext, email: string) {
  const answer = await context.request.post(`${baseURL()}/v1/auth/login`, {
    data: { email, password: 'Sarment2026' },
  });
  expect(answer.status()).toBe(200);
}

const pinotCard = (page: import('playwright-core').Page) =>
  page.getByTestId('product-card').filter({ hasText: 'Bourgogne Pinot Noir' });

describe('prices per typology on the shop page (spec §6)', () => {
  it('shows a visitor the TTC public prices', async () => {
    const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    await page.goto('/trois-vallees?page=nos-vins');
    await expect(page.getByTestId('price-note').textContent()).resolves.toBe('Prix TTC');
    await expect(pinotCard(page).textContent()).resolves.toMatch(/18,00\s€TTC/);
    await context.close();
  });

  it('shows the caviste HT caviste prices and the quantity tiers, without the age gate', async () => {
    const { context, page } = await newPage(browser);
    const errors = watchErrors(page);
    await logIn(context, 'caviste@sarment.test');
    await page.goto('/trois-vallees?page=nos-vins');
    // a logged-in user is not asked for their age (spec §2)
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.getByTestId('price-note').textContent()).resolves.toBe('Prix HT, tarif Caviste');
    await expect(pinotCard(page).textContent()).resolves.toMatch(/11,00\s€HT/);
    await screenshot(page, 'shop-caviste-prices-desktop');
    await pinotCard(page).getByRole('link', { name: 'Bourgogne Pinot Noir' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bourgogne Pinot Noir' }).waitFor();
    const tiers = page.getByRole('table', { name: 'Prix dégressifs' });
    await expect(tiers.getByRole('row').allTextContents()).resolves.toEqual([
      expect.stringMatching(/À partir de 12\s*10,50\s€ HT/),
      expect.stringMatching(/À partir de 60\s*9,80\s€ HT/),
    ]);
    await expect(page.getByText('soit 13,20 € TTC').isVisible()).resolves.toBe(true);
    await screenshot(page, 'shop-caviste-product-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the caviste ask another producer for a negotiated price grid', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    await logIn(context, 'caviste@sarment.test');
    await page.goto('/champagne-lemoine?page=nos-champagnes');
    const request = page.getByTestId('price-grid-request');
    await request.getByRole('textbox').fill('Pour la carte de fin d’année');
    await request.getByRole('button', { name: 'Demander une grille tarifaire' }).click();
    await expect(
      request
        .getByRole('status')
        .filter({ hasText: 'Votre demande de grille tarifaire a bien été envoyée au producteur.' })
        .waitFor(),
    ).resolves.toBeUndefined();
    await screenshot(page, 'shop-price-grid-request-mobile');
    await context.close();
  });
});
