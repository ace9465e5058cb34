// Issue 15, the buyer's account at 375 and 1440 px: an address book with a default delivery address that is not
// the billing one (the cart delivers there), the download of their data, and the deletion of the account.
import type { Browser } from 'playwright-core';
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

describe.each([
  ['mobile', 375, 800],
  ['desktop', 1440, 900],
])('the buyer’s account at %s width (issue 15)', (device, width, height) => {
  it('adds a delivery address that is not the billing one, which the cart then delivers to', async () => {
    const { context, page } = await loggedInPage(browser, 'buyer@sarment.test', { width, height });
    const errors = watchErrors(page);
    const label = `Bureau ${device}`;
    try {
      await openPage(page, '/dashboard/settings?link=account');
      const book = page.locator('[data-section=addresses]');
      await book.getByRole('button', { name: 'Ajouter une adresse' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nom de l’adresse (Maison, Bureau…)').fill(label);
      await dialog.getByLabel('Adresse', { exact: true }).fill('8 quai des Chartrons');
      await dialog.getByLabel('Code postal').fill('33000');
      await dialog.getByLabel('Ville').fill('Bordeaux');
      await dialog.getByLabel('Adresse de livraison par défaut').check();
      await screenshot(page, `buyer-address-form-${device}`);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      const card = book.getByTestId('user-address').filter({ hasText: label });
      await card.waitFor();
      await expect(card.getByText('Livraison', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(
        book.getByTestId('user-address').filter({ hasText: 'Facturation' }).textContent(),
      ).resolves.toContain('Dijon');
      await screenshot(page, `buyer-addresses-${device}`);

      // the cart delivers to the new default, and offers the others in one choice
      await openPage(page, '/trois-vallees?page=nos-vins');
      const pinot = page.getByTestId('product-card').filter({ hasText: 'Bourgogne Pinot Noir' });
      await pinot.getByRole('button', { name: 'Ajouter au panier' }).click();
      await pinot.getByText('Ajouté au panier').waitFor();
      await page.getByTestId('shop-cart-link').click();
      await page.waitForURL((url) => url.pathname === '/cart');
      const picker = page.getByTestId('delivery-address');
      await expect.poll(() => picker.textContent()).toContain('8 quai des Chartrons, 33000 Bordeaux');
      await screenshot(page, `buyer-cart-address-${device}`);
      await page.getByLabel('Quantité de Bourgogne Pinot Noir').fill('0');
      await page.getByLabel('Quantité de Bourgogne Pinot Noir').press('Enter');
      await page.getByText('Votre panier est vide.').waitFor();

      // the data download answers a JSON file
      const download = await context.request.get('/v1/users/me/export');
      expect(download.headers()['content-disposition']).toMatch(
        /^attachment; filename="sarment-mes-donnees-/,
      );
      expect((await download.json()).account.email).toBe('buyer@sarment.test');
    } finally {
      // the demo buyer keeps only their sign-up address, as the other journeys expect
      const list = (await (await context.request.get('/v1/users/me/addresses')).json()) as {
        id: string;
        label: string;
      }[];
      for (const address of list.filter((a) => a.label === label)) {
        await context.request.delete(`/v1/users/me/addresses/${address.id}`);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a new buyer’s account with their password', async () => {
    const { context, page } = await newPage(browser, { width, height });
    const email = `partante-${device}-${Date.now()}@example.test`;
    const signUp = await context.request.post('/v1/auth/register/buyer', {
      data: {
        firstname: 'Hélène',
        lastname: 'Partante',
        email,
        password: 'Vendanges24',
        termsAccepted: true,
        adultCertified: true,
      },
    });
    expect(signUp.status()).toBe(201);
    await openPage(page, '/dashboard/settings?link=account');
    const data = page.locator('[data-section=data]');
    await data.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mot de passe').fill('Mauvais1');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await dialog.getByText('Le mot de passe est incorrect.').waitFor();
    await screenshot(page, `buyer-delete-account-${device}`);
    await dialog.getByLabel('Mot de passe').fill('Vendanges24');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const login = await context.request.post('/v1/auth/login', { data: { email, password: 'Vendanges24' } });
    expect(login.status()).toBe(401);
    await context.close();
  });
});
