// Issue 15, the cart as buyers use it, at 375 and 1440 px: the shop header leads to the cart with its count at
// every width; cartons of 6 and 12 and a typed quantity instead of 23 clicks; the shipping shows its parcels
// (9,90 € + 7,00 € per extra parcel of 12); a professional reads HT prices, labelled, with the TTC total at the end;
// the back office's cart drawer opens above the header, so its close button works on a phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const adult = [{ name: 'isOver18', value: 'true' }];

async function addPinot(page: Page) {
  await openPage(page, '/trois-vallees?page=nos-vins');
  const card = page.getByTestId('product-card').filter({ hasText: 'Bourgogne Pinot Noir' });
  await card.getByRole('button', { name: 'Ajouter au panier' }).click();
  await card.getByText('Ajouté au panier').waitFor();
}

const pinotLine = (page: Page) => page.getByTestId('cart-line').filter({ hasText: 'Bourgogne Pinot Noir' });
const quantityField = (page: Page) => page.getByLabel('Quantité de Bourgogne Pinot Noir');

describe.each([
  ['mobile', 375, 800],
  ['desktop', 1440, 900],
])('the cart at %s width (issue 15)', (device, width, height) => {
  it('leads from the shop header to the cart, fills cartons and shows the parcels', async () => {
    const { context, page } = await newPage(browser, { width, height, cookies: adult });
    const errors = watchErrors(page);
    await addPinot(page);
    const cartLink = page.getByTestId('shop-cart-link');
    await expect(cartLink.isVisible()).resolves.toBe(true);
    await expect.poll(() => page.getByTestId('shop-cart-count').textContent()).toBe('1');
    await expect(cartLink.getAttribute('aria-label')).resolves.toBe('Panier (1)');
    await screenshot(page, `buyer-cart-header-${device}`);
    await cartLink.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });

    // 1 → 12 → 24 in two clicks of 'Carton de 12'
    await pinotLine(page)
      .getByRole('button', { name: /carton de 12 suivant/ })
      .click();
    await expect.poll(() => quantityField(page).inputValue()).toBe('12');
    await pinotLine(page)
      .getByRole('button', { name: /carton de 12 suivant/ })
      .click();
    await expect.poll(() => quantityField(page).inputValue()).toBe('24');
    await expect.poll(() => pinotLine(page).getByTestId('cart-line-total').textContent()).toMatch(/432,00/);

    // 13 bottles typed in: two parcels, 9,90 + 7,00
    await quantityField(page).fill('13');
    await quantityField(page).press('Enter');
    await page.getByRole('radio', { name: /Colissimo domicile/ }).check();
    await expect
      .poll(() => page.getByTestId('cart-shipping').textContent())
      .toMatch(/Livraison \(2 colis\)16,90/);
    await expect(page.getByTestId('parcel-breakdown').textContent()).resolves.toMatch(
      /^9,90\s€ \+ 7,00\s€ par colis supplémentaire \(jusqu’à 12 bouteilles par colis\)$/,
    );
    await screenshot(page, `buyer-cart-parcels-${device}`);

    // an unreadable quantity changes nothing; 0 removes the line
    await quantityField(page).fill('douze');
    await quantityField(page).press('Enter');
    await expect.poll(() => quantityField(page).inputValue()).toBe('13');
    await quantityField(page).fill('0');
    await quantityField(page).press('Enter');
    await page.getByText('Votre panier est vide.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a professional HT prices, labelled, and the TTC total at the end', async () => {
    const { context, page } = await loggedInPage(browser, 'caviste@sarment.test', { width, height });
    const errors = watchErrors(page);
    await addPinot(page);
    // through the header (a full reload right after adding could beat the save of a logged-in cart)
    await page.getByTestId('shop-cart-link').click();
    await page.waitForURL((url) => url.pathname === '/cart');
    try {
      // one bottle, whatever another journey left in this caviste's saved cart
      await quantityField(page).fill('1');
      await quantityField(page).press('Enter');
      await expect.poll(() => quantityField(page).inputValue()).toBe('1');
      // caviste: 11,00 € HT a bottle
      await expect.poll(() => pinotLine(page).textContent()).toMatch(/11,00\s€ HT/);
      await expect(pinotLine(page).getByTestId('cart-line-total').textContent()).resolves.toMatch(
        /^11,00\s€ HT$/,
      );
      await expect.poll(() => page.getByTestId('cart-total-ht').textContent()).toMatch(/Total HT11,00\s€/);
      await expect(page.getByText('Total TTC').first().isVisible()).resolves.toBe(true);
      await screenshot(page, `buyer-cart-professional-${device}`);
    } finally {
      // the caviste's cart is kept on the server: leave it empty for the other journeys
      await quantityField(page).fill('0');
      await quantityField(page).press('Enter');
      await page.getByText('Votre panier est vide.').waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the back office cart drawer above the header, with a working close button', async () => {
    const { context, page } = await loggedInPage(browser, 'buyer@sarment.test', { width, height });
    await openPage(page, '/dashboard');
    await page.getByTestId('cart-button').click();
    const drawer = page.getByTestId('cart-drawer');
    await drawer.getByRole('heading', { name: 'Panier' }).waitFor();
    await screenshot(page, `buyer-cart-drawer-${device}`);
    // a covered button would not take the click (Playwright waits for the element that receives it)
    await drawer.getByRole('button', { name: 'Fermer' }).click({ timeout: 5000 });
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });
});
