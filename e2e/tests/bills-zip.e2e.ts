// A month's bills as one ZIP (issue 18), in the browser: on the bills list the owner opens 'Factures du mois
// (ZIP)', picks the current month, prepares it; the background job's progress shows, then the ZIP is offered
// (or 'no bill' for an empty month). Looked at on a wide screen and a phone. The queued to-download address is
// taken afterwards, so no later page of the shared server opens it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const parisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

async function prepareZip(page: Page, width: number) {
  await openPage(page, '/dashboard/orders/bills');
  await page.getByTestId('bills-zip').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel('Mois').fill(parisMonth());
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `bills-zip-dialog-${width}`);
  await dialog.getByRole('button', { name: 'Préparer le ZIP' }).click();
  const outcome = dialog.getByRole('alert').filter({ hasText: /prêt|Aucune facture/ });
  await outcome.waitFor({ timeout: 60_000 });
  await screenshot(page, `bills-zip-ready-${width}`);
  return { dialog, text: await outcome.innerText() };
}

describe("the bills list's month ZIP", () => {
  it('prepares the month in the background and offers the ZIP of its Factur-X PDFs', async () => {
    const { page, context } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    try {
      const { dialog, text } = await prepareZip(page, 1440);
      if (/prêt/.test(text)) {
        const href = await dialog.getByRole('link', { name: 'Télécharger le ZIP' }).getAttribute('href');
        expect(href).toMatch(/^\/v1\/bills\/zip\/job_/);
        const zip = await context.request.get(href as string);
        expect(zip.status()).toBe(200);
        expect(zip.headers()['content-type']).toBe('application/zip');
        expect((await zip.body()).subarray(0, 2).toString('latin1')).toBe('PK');
      }
      // another month may be asked for once the first is ready: an empty one says so
      await dialog.getByLabel('Mois').fill('2001-02');
      await dialog.getByRole('button', { name: 'Préparer le ZIP' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Aucune facture émise ce mois-là.' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      // the dashboard's poll would open the queued ZIP in a later test's page
      await context.request.get('/v1/documents/to-download');
      await context.close();
    }
  });

  it('fits a phone', async () => {
    const { page, context } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 375,
      height: 812,
    });
    try {
      await prepareZip(page, 375);
      const width = await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
            .documentElement.scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(375);
    } finally {
      await context.request.get('/v1/documents/to-download');
      await context.close();
    }
  });
});
