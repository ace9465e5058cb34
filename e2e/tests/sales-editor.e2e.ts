// Issue 18's document editor in the browser: the owner of Trois Vallées makes a quote for the caviste at
// /dashboard/orders/add?subType=quote — 12 Pinot Noir priced by the server at the caviste's 12-bottle HT price, a
// free line, a global discount, shipping — sees the live totals, saves the draft, is asked before leaving with
// unsaved changes, issues it, and sends it by e-mail from its page. On a phone (375 px) a new client is made from
// the editor's 'Nouveau client' and a draft bill with a free line fits the screen. Issued quotes stay (legal
// records); the phone's draft and its client are deleted.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
const run = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's own width against the window's: nothing overflows sideways. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    // the e2e project has no DOM types: the page's own document
    const doc = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
      .document;
    return doc.documentElement.scrollWidth;
  });
}

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

describe('the sales document editor (issue 18)', () => {
  it('the owner makes, saves, issues and sends a quote for the caviste (1440 px)', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 1440,
      height: 1000,
    });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/orders/add?subType=quote');
    await page.getByRole('heading', { name: 'Nouveau devis', level: 1 }).waitFor();
    await page.getByText('Choisissez un client et ajoutez une ligne pour voir les totaux.').waitFor();

    // a save without client nor line: French messages, nothing saved
    await page.getByTestId('editor-save').click();
    await page.getByText('Choisissez un client.').waitFor();
    await page.getByText('Ajoutez au moins une ligne.').waitFor();

    await page.getByTestId('editor-client').fill('Cellier');
    await page.getByRole('option', { name: /Le Cellier de Beaune/ }).click();
    await page.getByTestId('editor-add-product').click();
    await page.getByTestId('editor-product').fill('Pinot');
    await page
      .getByRole('option', { name: /Pinot Noir/ })
      .first()
      .click();
    await page.getByTestId('editor-adder-quantity').fill('12');
    await page.getByTestId('editor-adder-add').click();
    // the caviste's typology prices HT, 12 bottles at the 12-bottle tier (10.50 € HT, duties included)
    await page
      .getByTestId('editor-typology')
      .getByText(/caviste · prix HT/)
      .waitFor();
    await expect
      .poll(async () => euros(await page.getByTestId('editor-total-ht').textContent()), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(126);
    const bottlesHT = euros(await page.getByTestId('editor-line-0-total').textContent());
    expect(bottlesHT).toBeGreaterThanOrEqual(126);
    expect(bottlesHT).toBeLessThan(128);

    await page.getByTestId('editor-add-free').click();
    await page.getByTestId('editor-line-1-label').fill(`Conseil en cave ${run}`);
    await page.getByTestId('editor-line-1-unit').fill('50');
    await page.getByTestId('editor-discount').fill('10');
    await page.getByTestId('editor-shipping').fill('12,5');
    // (12 bottles + 50 + 12.50) × 0.90, each line rounded: the server's sum
    const expectedHT = Math.round((bottlesHT + 50 + 12.5) * 0.9 * 100) / 100;
    await expect
      .poll(async () => euros(await page.getByTestId('editor-total-ht').textContent()), { timeout: 10_000 })
      .toBeCloseTo(expectedHT, 1);
    const ttc = euros(await page.getByTestId('editor-total-ttc').textContent());
    expect(ttc).toBeGreaterThan(expectedHT);
    await page.getByTestId('editor-totals').getByText('TVA 20 %', { exact: true }).waitFor();
    await screenshot(page, 'sales-editor-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('editor-save').click();
    await page.getByText('Brouillon enregistré.').waitFor();
    await page.waitForURL(/\/dashboard\/orders\/add\?draft=qte_/);
    const draftId = new URL(page.url()).searchParams.get('draft') as string;
    await page.getByRole('heading', { name: 'Devis brouillon', level: 1 }).waitFor();
    await expect(page.getByTestId('editor-line-1-label').inputValue()).resolves.toBe(
      `Conseil en cave ${run}`,
    );

    // a change not saved: leaving asks first, staying keeps it
    await page.getByTestId('editor-line-0-quantity').fill('24');
    await page.getByTestId('sidebar-full').getByRole('link').first().click();
    const leave = page.getByRole('dialog');
    await leave.waitFor();
    await leave.getByRole('button', { name: /Rester/ }).click();
    await expect(page.getByTestId('editor-line-0-quantity').inputValue()).resolves.toBe('24');
    await page.getByTestId('editor-line-0-quantity').fill('12');

    // issue: numbered, then the quote's page
    await page.getByTestId('editor-issue').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Émettre le devis' }).click();
    await page.waitForURL(new RegExp(`/dashboard/orders/${draftId}$`));
    const issued = await (await context.request.get(`/v1/quotes/${draftId}`)).json();
    expect(issued).toMatchObject({ status: 'sent', number: expect.any(String) });
    expect(issued.totalHT).toBeCloseTo(expectedHT, 2);

    // send it by e-mail from its page: the client's address and the model filled, the PDF attached
    await page.getByTestId('document-email').click();
    const dialog = page.getByTestId('send-document-dialog');
    await expect.poll(() => dialog.getByTestId('send-to').inputValue()).toBe('caviste@sarment.test');
    await expect(dialog.getByTestId('send-subject').inputValue()).resolves.toContain(issued.number);
    await dialog.getByText(/Pièce jointe : devis-/).waitFor();
    await screenshot(page, 'sales-editor-send-desktop');
    await page.getByTestId('send-submit').click();
    await page.getByText('E-mail envoyé à caviste@sarment.test.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a won opportunity opens the editor with its client and amount; the quote keeps the link', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 1440,
      height: 1000,
    });
    const errors = watchErrors(page);
    const made = await context.request.post('/v1/opportunities', {
      data: {
        name: `Fiançailles ${run}`,
        client: { id: 'cli_trois_vallees_helene_dubois' },
        amount: 840,
        probability: 60,
        stage: { id: 'decouverte' },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const opportunity = (await made.json()).id as string;
    expect((await context.request.post(`/v1/opportunities/${opportunity}/win`)).status()).toBeLessThan(300);
    await openPage(page, `/dashboard/orders/add?subType=quote&opportunity=${opportunity}`);
    await page.getByText(`Depuis l’opportunité « Fiançailles ${run} »`).waitFor();
    await expect(page.getByTestId('editor-client').inputValue()).resolves.toMatch(/Dubois/);
    await expect(page.getByTestId('editor-line-0-label').inputValue()).resolves.toBe(`Fiançailles ${run}`);
    await expect
      .poll(async () => euros(await page.getByTestId('editor-total-ht').textContent()), { timeout: 10_000 })
      .toBe(840);
    await page.getByTestId('editor-save').click();
    await page.waitForURL(/\/dashboard\/orders\/add\?draft=qte_/);
    const quoteId = new URL(page.url()).searchParams.get('draft') as string;
    const quote = await (await context.request.get(`/v1/quotes/${quoteId}`)).json();
    expect(quote).toMatchObject({ status: 'draft', opportunity: { id: opportunity }, totalHT: 840 });
    // leave the shared database as it was (a won opportunity leaves the board; it has no DELETE)
    expect((await context.request.delete(`/v1/quotes/${quoteId}`)).status()).toBe(204);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, a new client is made from the editor and a draft bill fits the screen (375 px)', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 375,
      height: 800,
    });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard/orders/add?subType=bill');
    await page.getByRole('heading', { name: 'Nouvelle facture', level: 1 }).waitFor();
    await page.getByTestId('editor-new-client').click();
    await page.getByTestId('new-client-lastname').fill(`Editeur${run}`);
    await page.getByLabel('Prénom').fill('Jeanne');
    await page.getByTestId('new-client-create').click();
    await expect.poll(() => page.getByTestId('editor-client').inputValue()).toContain(`Editeur${run}`);
    await page.getByTestId('editor-add-free').click();
    await page.getByTestId('editor-line-0-label').fill('Visite guidée');
    await page.getByTestId('editor-line-0-unit').fill('15');
    await page.getByTestId('editor-line-0-quantity').fill('4');
    await page.getByRole('combobox', { name: 'Délai de paiement' }).click();
    await page.getByRole('option', { name: '30 jours', exact: true }).click();
    await page
      .getByTestId('editor-due-date')
      .getByText(/Échéance si émise aujourd’hui : \d\d\/\d\d\/\d{4}/)
      .waitFor();
    await expect
      .poll(async () => euros(await page.getByTestId('editor-total-ht').textContent()), { timeout: 10_000 })
      .toBe(60);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'sales-editor-mobile');
    await page.getByTestId('editor-save').click();
    await page.waitForURL(/\/dashboard\/orders\/add\?draft=bil_/);
    const billId = new URL(page.url()).searchParams.get('draft') as string;
    await page.getByRole('heading', { name: 'Facture brouillon', level: 1 }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'sales-editor-draft-mobile');

    // leave the shared database as it was: the draft, then its client
    const bill = await (await context.request.get(`/v1/bills/${billId}`)).json();
    expect((await context.request.delete(`/v1/bills/${billId}`)).status()).toBe(204);
    const removed = await context.request.delete(`/v1/clients/${bill.client.id}`);
    expect(removed.status(), await removed.text()).toBeLessThan(300);
    expect(errors).toEqual([]);
    await context.close();
  });
});
