// Issue 5: owners get the QR code of each e-label, generated locally (no third-party service).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the staff of a shop in its public pages', () => {
  it('sees the QR code of the e-label on the product page and on the e-label list', async () => {
    const { context, page } = await newPage(browser);
    const errors = watchErrors(page);
    const login = await context.request.post(`${baseURL()}/v1/auth/login`, {
      data: { email: 'owner@trois-vallees.test', password: 'Sarment2026' },
    });
    expect(login.status()).toBe(200);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL())) foreign.push(request.url());
    });
    await page.goto('/trois-vallees/bourgogne-pinot-noir');
    // spec §6: the producer is told they shop as a producer
    await expect(page.getByTestId('shopping-as-warning').textContent()).resolves.toContain(
      'Vous êtes connecté en tant que producteur',
    );
    const qr = page.getByRole('img', { name: "QR code de l'e-étiquette de Bourgogne Pinot Noir" });
    await qr.waitFor();
    await expect
      .poll(() => qr.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(300);
    // staff see the shop without the buyer's add-to-cart button
    await expect(page.getByRole('button', { name: 'Ajouter au panier' }).count()).resolves.toBe(0);
    await screenshot(page, 'shop-owner-product-desktop');
    await page.goto('/trois-vallees/nutritiveValues');
    await expect(page.getByRole('img', { name: /^QR code/ }).count()).resolves.toBe(5);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an agent sees the dashboard header on the shop pages (spec §6)', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    const login = await context.request.post(`${baseURL()}/v1/auth/login`, {
      data: { email: 'agent@sarment.test', password: 'Sarment2026' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/trois-vallees?page=nos-vins');
    await page.getByTestId('app-header').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Nos vins' }).waitFor();
    await expect(page.getByTestId('shopping-as-warning').textContent()).resolves.toContain(
      'agent commercial',
    );
    await screenshot(page, 'shop-agent-mobile');
    // the header is the back office's, loaded for agents only: once it is there, its account menu opens
    await page.waitForLoadState('networkidle');
    await page.getByTestId('app-header').getByRole('button', { name: 'Mon compte' }).click();
    await page.getByRole('menu').waitFor();
    // the warning stays off the dashboard
    await page.goto('/dashboard');
    await page.getByTestId('app-header').waitFor();
    await expect(page.getByTestId('shopping-as-warning').count()).resolves.toBe(0);
    await context.close();
  });
});
