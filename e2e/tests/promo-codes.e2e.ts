// Issue 16 in the browser: the owner of Trois Vallées creates the code BIENVENUE10 (10 %) in the settings'
// 'Codes promo' tab; a buyer types it in the cart, sees the server's discount, orders, and the order keeps it.
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

const troisVallees = (page: Page) =>
  page
    .getByTestId('seller-order')
    .filter({ has: page.getByRole('heading', { name: 'Chez Domaine des Trois Vallées' }) });

describe('a promotion code from the settings to the order (issue 16)', () => {
  it('the owner creates BIENVENUE10 (10 %) in the Codes promo tab; a code over 15 characters is refused', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/settings?link=promotions');
    await page.getByText("Aucun code promo pour l'instant.").waitFor();
    await page.getByRole('button', { name: 'Ajouter un code promo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau code promo' });
    await dialog.getByLabel('Code').fill('BIENVENUEAUDOMAINE');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('15 caractères maximum').waitFor();
    await dialog.getByLabel('Code').fill('bienvenue10');
    await dialog.getByLabel('Réduction (%)').fill('10');
    await screenshot(page, 'promo-codes-dialog-desktop');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    const item = page.locator('[data-promo-code="BIENVENUE10"]');
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('10\u00a0%');
    await screenshot(page, 'promo-codes-settings-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'promo-codes-settings-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a buyer types it in the cart, sees the discount priced by the server, and the order keeps it', async () => {
    const { context, page } = await loggedInPage(browser, 'buyer@sarment.test');
    const errors = watchErrors(page);
    await openPage(page, '/trois-vallees');
    const card = page.getByTestId('product-card').filter({ hasText: 'Bourgogne Pinot Noir' });
    // a buyer's cart is saved on the server a second after the last change: wait for it before leaving
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/v1/users/me') && response.request().method() === 'PUT',
    );
    await card.getByRole('button', { name: 'Ajouter au panier' }).click();
    await card.getByText('Ajouté au panier').waitFor();
    await saved;

    await openPage(page, '/cart');
    const order = troisVallees(page);
    await expect.poll(() => page.getByTestId('cart-page-total').textContent()).toContain('18,00');
    // a code the shop does not have: the server's French reason, nothing taken off
    await order.getByLabel('Code promo').fill('NOEL');
    await order.getByRole('button', { name: 'Appliquer' }).click();
    await order.getByText("Ce code promo n'est pas valide").first().waitFor();
    await order.getByLabel('Code promo').fill('bienvenue10');
    await order.getByRole('button', { name: 'Appliquer' }).click();
    // 18.00 TTC, 10 % off: 1.80
    await order.getByText('Code promo BIENVENUE10').waitFor();
    await expect(order.getByText('−1,80 €').isVisible()).resolves.toBe(true);
    await expect.poll(() => page.getByTestId('cart-page-total').textContent()).toContain('16,20');
    await order.getByRole('radio', { name: /Colissimo domicile/ }).check();
    await order.getByRole('radio', { name: 'Virement' }).check();
    await expect.poll(() => order.getByTestId('cart-checks').count()).toBe(0);
    await screenshot(page, 'promo-codes-cart-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'promo-codes-cart-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await order.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await order
      .getByRole('button', { name: 'Commande avec obligation de paiement chez Domaine des Trois Vallées' })
      .click();
    const notice = page.getByTestId('order-placed').filter({ hasText: 'Domaine des Trois Vallées' });
    await notice.waitFor();
    const number = /Commande (CMD-[A-Z0-9]+-\d{4}-\d{5}) enregistrée/.exec(
      (await notice.textContent()) ?? '',
    )?.[1];
    expect(number).toBeDefined();

    // the order keeps the code and its discount: 16.20 + Colissimo 9.90
    await openPage(page, '/dashboard/orders');
    await page
      .getByTestId('orders-table')
      .locator('tbody tr')
      .filter({ hasText: number! })
      .getByRole('link')
      .click();
    await page.getByRole('heading', { name: `Commande ${number}` }).waitFor();
    await page.getByText('Code promo BIENVENUE10').waitFor();
    await expect(page.getByText('26,10 €').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'promo-codes-order-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
