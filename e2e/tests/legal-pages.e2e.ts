// Issue 15, French consumer law in the browser at 375 and 1440 px: the platform's legal notice, terms of use and
// privacy policy; a shop's conditions générales de vente (the template until the owner writes its own) and the
// model withdrawal form, reached from the shop footer; the owner starts its conditions from the template.
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

const adult = [{ name: 'isOver18', value: 'true' }];

describe.each([
  ['mobile', 375, 800],
  ['desktop', 1440, 900],
])('legal pages at %s width (issue 15)', (device, width, height) => {
  it('shows the platform’s legal notice, terms of use and privacy policy from the home page', async () => {
    const { context, page } = await newPage(browser, { width, height, cookies: adult });
    const errors = watchErrors(page);
    await openPage(page, '/');
    await page.getByRole('link', { name: 'Mentions légales et conditions d’utilisation' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Mentions légales et conditions d’utilisation' })
      .waitFor();
    await expect(
      page.getByRole('heading', { name: 'Conditions générales d’utilisation' }).isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, `legal-platform-notice-${device}`);
    await page.getByRole('link', { name: 'politique de confidentialité' }).click();
    await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
    await expect(page.getByRole('table').getByText('Dix ans après la commande').isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, `legal-privacy-${device}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads from a shop’s footer to its conditions of sale and the withdrawal form', async () => {
    const { context, page } = await newPage(browser, { width, height, cookies: adult });
    const errors = watchErrors(page);
    await openPage(page, '/trois-vallees');
    await page.getByRole('link', { name: 'Conditions générales de vente' }).click();
    await page.waitForURL((url) => url.pathname === '/trois-vallees/legal-notice' && url.hash === '#cgv');
    const cgv = page.locator('section#cgv');
    await cgv.getByRole('heading', { level: 2, name: 'Conditions générales de vente' }).waitFor();
    await expect(cgv.textContent()).resolves.toContain('« Commande avec obligation de paiement »');
    await screenshot(page, `legal-shop-cgv-${device}`);
    const withdrawal = page.locator('section#retractation');
    await expect(withdrawal.textContent()).resolves.toContain('(*) Rayez la mention inutile.');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the owner’s conditions of sale (issue 15)', () => {
  it('starts them from the template in the settings, and the shop shows them instead of the template', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@champagne-lemoine.test', {
      width: 1440,
      height: 900,
    });
    const errors = watchErrors(page);
    const before = (await (await context.request.get('/v1/settings/legal')).json()) as {
      legalNoticeHtml: string | null;
      cgvHtml: string | null;
    };
    try {
      await openPage(page, '/dashboard/settings?link=infos&tab=cgv');
      const section = page.locator('[data-section=cgv]');
      await section.getByRole('button', { name: 'Partir du modèle' }).click();
      await page.getByTestId('legal-texts-save').click();
      await expect.poll(() => page.getByTestId('legal-texts-save').isDisabled()).toBe(true);
      await screenshot(page, 'legal-settings-cgv-desktop');
      await openPage(page, '/champagne-lemoine/legal-notice');
      const cgv = page.locator('section#cgv');
      await expect(cgv.textContent()).resolves.toContain('Droit de rétractation');
      // the note about the template is gone: these are the shop's own conditions now
      await expect(cgv.getByText('voici les règles du Code de la consommation').count()).resolves.toBe(0);
    } finally {
      // the texts as they were, as the other journeys expect
      const reset = await context.request.put('/v1/settings/legal', {
        data: { legalNoticeHtml: before.legalNoticeHtml, cgvHtml: before.cgvHtml },
      });
      expect(reset.status()).toBe(200);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
