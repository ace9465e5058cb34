// Issue 8 "Done when": the owner customises the shop (colour, a tab with a rich-text page, a logo) and the public
// shop shows them; invalid SIRET, IBAN, VAT rate show the spec message and save nothing; the reservations
// integration off removes the Oenotourisme menu; the iam cannot open the roles tab; no script is stored.
import type { Browser } from 'playwright-core';
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

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('shop editor (/dashboard/customize)', () => {
  it('changes the colour, adds a rich-text page and a logo; the public shop shows them, without script', async () => {
    const { page } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 1440,
      height: 1000,
    });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/customize');
    await page.locator('input[name=color]').fill('#8b1e3f');
    await page.locator('input[type=file][name=logo]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    // the image cropper (spec §2) opens on the chosen file; its result is what is uploaded
    await page.getByTestId('image-cropper').waitFor();
    await page.getByTestId('crop-confirm').click();
    await page.getByAltText('Logo').waitFor();
    await page.getByTestId('add-tab').click();
    await page.getByTestId('tab-name').last().fill('Notre histoire');
    const editor = page.getByTestId('rich-text');
    await editor.click();
    await page.keyboard.type('Depuis 1920 au coeur de la Bourgogne');
    // a pasted script and onerror attribute (spec §5) go through the same save
    await editor.evaluate((el) => {
      (el as { innerHTML: string }).innerHTML +=
        '<img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script>';
      const G = globalThis as unknown as { Event: new (t: string, o: object) => unknown };
      (el as unknown as { dispatchEvent(e: unknown): void }).dispatchEvent(
        new G.Event('input', { bubbles: true }),
      );
    });
    await expect(page.getByText('Taille').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Titre').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'settings-customize-1440');
    await page.getByTestId('customize-save').click();
    await page.getByText('La boutique a bien été enregistrée').waitFor();

    await openPage(page, '/trois-vallees?page=notre-histoire');
    await page.getByText('Depuis 1920 au coeur de la Bourgogne').waitFor();
    const html = await page.content();
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('__hacked=2');
    expect(await page.evaluate(() => (globalThis as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(await page.locator('header img').first().getAttribute('src')).toMatch(/^\/v1\/media\//);
    const accent = await page.evaluate(() => {
      const view = globalThis as unknown as {
        document: { querySelector(q: string): unknown };
        getComputedStyle(e: unknown): { getPropertyValue(n: string): string };
      };
      return view
        .getComputedStyle(view.document.querySelector('[style*="--shop-accent"]'))
        .getPropertyValue('--shop-accent');
    });
    expect(accent.trim().toLowerCase()).toBe('#8b1e3f');
    await screenshot(page, 'settings-public-shop-1440');
    // the pasted <img src="x"> is broken on purpose (its onerror must not run): its 404s are expected, and so is
    // the Content-Security-Policy refusing its inline handler while it sits in the editor (issue 14)
    const expected = (e: string) => e.includes('status of 404') || e.includes('inline event handler');
    expect(errors.filter((e) => !expected(e))).toEqual([]);
  });
});

describe('settings (/dashboard/settings)', () => {
  it('an invalid SIRET, IBAN or VAT rate shows the spec message and saves nothing', async () => {
    const { page, context } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 375,
      height: 800,
    });
    await openPage(page, '/dashboard/settings?link=infos');
    await page.locator('input[name=siret]').fill('73282932000075');
    await page.getByText("Le numéro SIRET n'est pas valide").first().waitFor();
    await page.getByTestId('settings-save').click();
    await page.getByRole('alert').getByText("Le numéro SIRET n'est pas valide").waitFor();
    await screenshot(page, 'settings-infos-375');
    const before = await (await context.request.get('/v1/settings')).json();
    expect(before.infos.siret).not.toBe('73282932000075');

    await openPage(page, '/dashboard/settings?link=billing');
    await page.getByRole('button', { name: 'Ajouter une banque' }).click();
    await page.locator('input[name=iban]').last().fill('FR7630006000011234567890180');
    await page.getByText("L'IBAN n'est pas valide").first().waitFor();
    await page.getByTestId('settings-save').click();
    await page.getByRole('alert').getByText("L'IBAN n'est pas valide").waitFor();

    await openPage(page, '/dashboard/settings?link=products');
    await page.locator('input[name=vat-standard]').fill('100');
    await page.getByText('Le taux de TVA doit être compris entre 0 et 100').first().waitFor();
    await page.getByTestId('settings-save').click();
    await page.getByRole('alert').getByText('Le taux de TVA doit être compris entre 0 et 100').waitFor();
    const after = await (await context.request.get('/v1/settings')).json();
    expect(after.products.vatRate.standard).toBe(20);
    expect(after.billing.banks).toEqual(before.billing.banks);
  });

  it('turning reservations off removes the Oenotourisme menu and /dashboard/reservations sends to /dashboard', async () => {
    const { page } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 1440,
      height: 1000,
    });
    await openPage(page, '/dashboard/settings?link=integrations');
    await expect(page.getByTestId('sidebar-full').getByText('Oenotourisme').count()).resolves.toBeGreaterThan(
      0,
    );
    await page.locator('input[name=integration-reservations]').uncheck();
    await page.getByTestId('settings-save').click();
    await page.getByText('Les paramètres ont bien été enregistrés').waitFor();
    await expect.poll(() => page.getByTestId('sidebar-full').getByText('Oenotourisme').count()).toBe(0);
    await screenshot(page, 'settings-integrations-1440');
    await openPage(page, '/dashboard/reservations');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await openPage(page, '/dashboard/settings?link=integrations');
    await page.locator('input[name=integration-reservations]').check();
    await page.getByTestId('settings-save').click();
    await page.getByText('Les paramètres ont bien été enregistrés').waitFor();
  });

  it('the contract iam cannot open the roles tab and the API refuses its writes', async () => {
    const { page, context } = await loggedInPage(browser, 'iam@trois-vallees.test', {
      width: 375,
      height: 800,
    });
    await openPage(page, '/dashboard/settings?link=roles');
    await page.getByTestId('settings-page').waitFor();
    expect(await page.getByTestId('tab-roles').count()).toBe(0);
    const roles = await context.request.get('/v1/settings/roles');
    expect(roles.status()).toBe(422);
    const write = await context.request.put('/v1/settings/roles/usr_iam_trois_vallees', {
      data: { authorizations: null },
    });
    expect(write.status()).toBe(422);
    await screenshot(page, 'settings-iam-375');
  });
});
