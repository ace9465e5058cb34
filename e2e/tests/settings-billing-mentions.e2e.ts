// The billing tab's payment mentions (C. com. L441-9, L441-10) and sales e-mail models, as the owner uses them:
// a fixed late-penalty rate and a discount saved, a bill issued then prints them even after the settings change
// back; a model edited with an inserted field, previewed, saved and put back to the default. Screenshots at 375
// and 1440 px; axe finds nothing serious on the tab.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const defaults = { latePenalty: { kind: 'legalRateTimesThree' }, earlyDiscount: { kind: 'none' } };

describe('settings, billing tab: payment mentions and e-mail models', () => {
  it('saves a fixed penalty rate and a discount; edits, previews, saves and resets a model', async () => {
    const { page, context } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 1440,
      height: 1000,
    });
    await openPage(page, '/dashboard/settings?link=billing&tab=paymentMentions');
    // an e-mail model being edited (the bill's) while the tab's payment mentions are changed and saved
    const models = page.getByTestId('mail-models');
    await models.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Facture', exact: true }).click();
    await expect(models.getByRole('combobox').textContent()).resolves.toContain('Facture');
    const body = page.locator('textarea[name=mailBody]');
    await body.fill('Bonjour ,\nvotre facture est jointe.');

    const mentions = page.locator('[data-section="paymentMentions"]');
    await mentions.getByLabel('Un taux annuel fixe').check();
    await page.locator('input[name=latePenaltyRate]').fill('60');
    await mentions
      .getByText('Le taux des pénalités de retard doit être compris entre 8,28 et 50 %')
      .waitFor();
    await page.locator('input[name=latePenaltyRate]').fill('10,5');
    await mentions.getByLabel('Un escompte').check();
    await page.locator('input[name=discountRate]').fill('2');
    await page.locator('input[name=discountDays]').fill('8');
    await mentions
      .getByText('Escompte pour paiement anticipé : 2\u00a0% pour un paiement sous 8 jours.')
      .waitFor();
    await screenshot(page, 'settings-billing-mentions-1440');
    await page.getByTestId('settings-save').click();
    await page.getByText('Les paramètres ont bien été enregistrés').waitFor();
    const saved = await (await context.request.get('/v1/settings')).json();
    expect(saved.billing.paymentMentions).toEqual({
      latePenalty: { kind: 'fixedRate', rateBp: 1050 },
      earlyDiscount: { kind: 'discount', rateBp: 200, days: 8 },
    });

    // the save rebuilt the tab from the saved settings, but not the model being edited
    await page.waitForLoadState('networkidle');
    expect(await body.inputValue()).toBe('Bonjour ,\nvotre facture est jointe.');
    // a field inserted where the cursor is, the preview filled
    await body.evaluate((el) =>
      (el as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(8, 8),
    );
    await models.getByRole('button', { name: /Insérer Prénom du client/ }).click();
    await expect
      .poll(() => body.inputValue())
      .toBe('Bonjour {{clientFirstname}},\nvotre facture est jointe.');
    await page.getByTestId('mail-model-preview').getByText('Bonjour Claire,').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'settings-billing-mail-models-1440');
    await page.getByTestId('mail-models-save').click();
    await page.getByTestId('mail-model-status').getByText('Votre modèle').waitFor();
    const stored = await (await context.request.get('/v1/sales-mail-models')).json();
    expect(stored.models.find((m: { kind: string }) => m.kind === 'bill').body).toBe(
      'Bonjour {{clientFirstname}},\nvotre facture est jointe.',
    );
    await page.getByTestId('mail-model-reset').click();
    await page.getByRole('button', { name: 'Revenir au défaut' }).click();
    await page.getByTestId('mail-model-status').getByText('Modèle par défaut').waitFor();
    expect(await body.inputValue()).toContain('Veuillez trouver ci-joint votre facture');

    // phones: the same sections in one column
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/dashboard/settings?link=billing&tab=paymentMentions');
    await page.locator('input[name=latePenaltyRate]').waitFor();
    const overflow = await page.evaluate(() => {
      const root = (
        globalThis as unknown as {
          document: { documentElement: { scrollWidth: number; clientWidth: number } };
        }
      ).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'settings-billing-mentions-375');

    // the settings go back to the defaults for the other journeys
    const billing = (await (await context.request.get('/v1/settings')).json()).billing;
    const reset = await context.request.put('/v1/settings/billing', {
      data: { ...billing, paymentMentions: defaults },
    });
    expect(reset.status()).toBe(200);
  });
});
