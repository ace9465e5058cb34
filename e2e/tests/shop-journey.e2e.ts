// Issue 5, done when: a visitor passes the age gate, opens each demo shop, switches tab, filters, opens a product
// and reads the legal notice; on a phone the drawer holds the tabs and 'Mon espace'.
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

const HEALTH = "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.";

describe('a visitor in the public shops (spec §2)', () => {
  it('passes the age gate, which is remembered in the cookie isOver18', async () => {
    const { context, page } = await newPage(browser);
    const errors = watchErrors(page);
    await page.goto('/trois-vallees');
    const gate = page.getByRole('dialog', { name: 'Avez vous plus de 18 ans ?' });
    await gate.waitFor();
    await screenshot(page, 'shop-age-gate-desktop');
    await gate.getByRole('button', { name: 'Oui' }).click();
    await gate.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await context.cookies(baseURL())).find((c) => c.name === 'isOver18')?.value)
      .toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Domaine des Trois Vallées' }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('declining the age gate goes to the auth route', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/champagne-lemoine');
    await page.getByRole('dialog').getByRole('link', { name: 'Non' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/auth'));
    await context.close();
  });

  it.each([
    ['trois-vallees', 'Domaine des Trois Vallées', 'Nos vins', 'Bourgogne Pinot Noir'],
    ['champagne-lemoine', 'Champagne Lemoine', 'Nos champagnes', 'Brut Réserve'],
    ['distillerie-du-mont', 'Distillerie du Mont', 'Nos eaux-de-vie', 'Eau-de-vie de Poire Williams'],
  ])(
    'opens %s, switches to its catalogue tab and sees the legal notices',
    async (urlName, name, tab, product) => {
      const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
      const errors = watchErrors(page);
      await page.goto(`/${urlName}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await expect(page.getByTestId('health-warning').textContent()).resolves.toBe(HEALTH);
      await expect(
        page.getByText('LA VENTE DE BOISSONS ALCOOLIQUES AUX MINEURS EST INTERDITE').isVisible(),
      ).resolves.toBe(true);
      await page
        .getByRole('navigation', { name: 'Pages de la boutique' })
        .getByRole('link', { name: tab })
        .click();
      await page.getByRole('heading', { level: 1, name: tab }).waitFor();
      expect(new URL(page.url()).searchParams.get('page')).toBe(tab.toLowerCase().replace(/\s+/g, '-'));
      await expect(page.getByTestId('product-card').filter({ hasText: product }).count()).resolves.toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('filters the catalogue, opens a product and reads the legal notice (desktop)', async () => {
    const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    const errors = watchErrors(page);
    await page.goto('/trois-vallees?page=nos-vins');
    const cards = page.getByTestId('product-card');
    // four wines and the corkscrew; never the 'Visite privée' prestation (spec §6)
    await expect(cards.count()).resolves.toBe(5);
    // spec §9: the colour group
    await page.getByRole('link', { name: /^Blanc/ }).click();
    await page.waitForURL((url) => url.searchParams.get('color') === 'white');
    // the router commits the new list in a transition, just after the address changes
    await expect.poll(() => cards.count()).toBe(2);
    await expect(page.getByRole('link', { name: /^Blanc/ }).getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    await screenshot(page, 'shop-catalogue-filtered-desktop');
    await page.getByRole('link', { name: 'Chablis Premier Cru Montmains' }).click();
    await page.getByRole('heading', { level: 1, name: 'Chablis Premier Cru Montmains' }).waitFor();
    await expect(page.getByTestId('product-price').textContent()).resolves.toContain('32,00');
    // the magnum of the contract: 12 left, 68.00 TTC
    await page.getByRole('radio', { name: /Magnum/ }).check();
    await expect(page.getByTestId('product-price').textContent()).resolves.toContain('68,00');
    await expect(page.getByText('Plus que 12 en stock').isVisible()).resolves.toBe(true);
    await screenshot(page, 'shop-product-desktop');
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor();
    await expect(page.getByText('SIRET : 81234567600017').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches without accents and finds the Crémant', async () => {
    const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    await page.goto('/trois-vallees?page=nos-vins');
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('cremant');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'cremant');
    await expect
      .poll(() => page.getByTestId('product-card').allTextContents())
      .toEqual([expect.stringContaining('Crémant de Bourgogne Brut')]);
    await context.close();
  });

  it('on a phone, opens the drawer with the tabs and Mon espace, then a product', async () => {
    const { context, page } = await newPage(browser, {
      width: 375,
      height: 800,
      cookies: [{ name: 'isOver18', value: 'true' }],
    });
    const errors = watchErrors(page);
    await page.goto('/shops/shp_champagne_lemoine');
    await page.getByRole('heading', { level: 1, name: 'Champagne Lemoine' }).waitFor();
    await screenshot(page, 'shop-lemoine-mobile');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.locator('#shop-drawer');
    await expect(drawer.getByRole('link', { name: 'Mon espace' }).isVisible()).resolves.toBe(true);
    // the drawer slides in (180 ms)
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    await screenshot(page, 'shop-drawer-mobile');
    await drawer.getByRole('link', { name: 'Nos champagnes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nos champagnes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shops/shp_champagne_lemoine');
    // a page opened from the drawer closes it
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(0);
    await screenshot(page, 'shop-catalogue-mobile');
    await page.getByRole('link', { name: 'Rosé de Saignée' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rosé de Saignée' }).waitFor();
    await screenshot(page, 'shop-product-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("books the estate's tasting from its home page: the reservation reaches the cart", async () => {
    const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    const errors = watchErrors(page);
    await page.goto('/trois-vallees');
    await page.getByRole('heading', { name: 'Venez nous voir' }).waitFor();
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
    await page.getByTestId('book-event').click();
    const dialog = page.getByRole('dialog', { name: 'Réserver : Dégustation des Premiers Crus' });
    await dialog.waitFor();
    // the first Saturday slot with places is chosen, one adult counted
    await expect(dialog.getByRole('combobox', { name: 'Créneau' }).inputValue()).resolves.toMatch(/^slt_/);
    await dialog.getByRole('spinbutton', { name: 'Adulte' }).fill('2');
    await screenshot(page, 'shop-event-booking-desktop');
    await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // said once the cart holds the reservation: the cart opened then shows it
    await page.getByRole('status').filter({ hasText: 'Réservation ajoutée au panier' }).waitFor();
    await page.goto('/cart');
    await page.getByTestId('cart-reservation').waitFor();
    // 2 x 25.00 and the tourist tax 2 x 1.00
    await expect.poll(() => page.getByTestId('cart-page-total').textContent()).toContain('52,00');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks English with ?lang=en, loading the English texts, and remembers it', async () => {
    const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    const errors = watchErrors(page);
    await page.goto('/trois-vallees?page=nos-vins&lang=en');
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.getByRole('searchbox', { name: 'Search a product' }).waitFor();
    // a client-side navigation keeps English (texts already loaded, the cookie remembers the choice)
    await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Accueil' }).click();
    await page.getByRole('heading', { name: 'Venez nous voir' }).waitFor();
    await expect(page.getByTestId('book-event').textContent()).resolves.toBe('Book');
    // and back to French
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'FR', exact: true })
      .click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await expect(page.getByTestId('book-event').textContent()).resolves.toBe('Réserver');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers 404 for a shop or a product that does not exist', async () => {
    const { context, page } = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    expect((await page.goto('/no-such-shop'))?.status()).toBe(404);
    expect((await page.goto('/trois-vallees/visite-privee'))?.status()).toBe(404);
    expect((await page.goto('/trois-vallees?page=inconnue'))?.status()).toBe(404);
    await context.close();
  });
});
