// Issue 17 (pipeline) in the browser: the owner of Trois Vallées follows up a prospect and converts it into a
// client on /dashboard/clients/prospection, then creates an opportunity for it on the board of
// /dashboard/clients/opportunities, drags it to another stage and marks it won; on a phone (375 px) the card's
// 'Déplacer vers' menu does what dragging does. Records carry this run's own names; won cards leave the board.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
const run = Date.now().toString(36);
const lastname = `Pipeline${run}`;
let clientId = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function createProspect(context: BrowserContext) {
  const answer = await context.request.post('/v1/clients', {
    data: {
      firstname: 'Margaux',
      lastname,
      email: `margaux.${run}@exemple.test`,
      isPro: false,
      pipe: 'Prospect',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

describe('the CRM pipeline (issue 17)', () => {
  it('the owner follows up a prospect, converts it, creates an opportunity, drags it and marks it won', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    clientId = await createProspect(context);

    await openPage(page, `/dashboard/clients/prospection?search=${lastname}`);
    await page.getByRole('heading', { name: 'Prospection' }).waitFor();
    const row = page.getByText(`${lastname} Margaux`).first();
    await row.waitFor();
    await page.getByText('Jamais contacté').first().waitFor();
    await page.getByTestId('prospect-follow-up').first().click();
    const followUp = page.getByTestId('follow-up-dialog');
    await followUp.getByRole('button', { name: 'Contacté maintenant' }).click();
    await followUp.getByLabel('Action suivante').fill('Envoyer les tarifs');
    await followUp.getByTestId('follow-up-save').click();
    await followUp.waitFor({ state: 'detached' });
    await page.getByText('Envoyer les tarifs').first().waitFor();
    await screenshot(page, 'crm-prospection-desktop');

    await page.getByTestId('prospect-convert').first().click();
    await page.getByRole('button', { name: 'Convertir', exact: true }).click();
    await page.getByText('Le prospect est devenu client.').waitFor();
    await expect.poll(() => page.getByText(`${lastname} Margaux`).count()).toBe(0);

    await openPage(page, '/dashboard/clients/opportunities');
    await page.getByRole('heading', { name: 'Opportunités', level: 1 }).waitFor();
    await page.getByTestId('opportunity-create').click();
    const dialog = page.getByTestId('opportunity-dialog');
    await dialog.getByLabel('Nom').fill(`Mariage ${run}`);
    await dialog.getByLabel('Client ou prospect').fill(lastname);
    await page.getByRole('option', { name: `${lastname} Margaux` }).click();
    await dialog.getByLabel('Montant HT (€)').fill('1500');
    await dialog.getByLabel('Probabilité (%)').fill('40');
    await dialog.getByTestId('opportunity-save').click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.locator(`[data-testid="opportunity-card"][data-name="Mariage ${run}"]`);
    await column(page, 'Découverte').locator(`[data-name="Mariage ${run}"]`).waitFor();
    await expect(card.textContent()).resolves.toContain('1\u202f500,00\u00a0€');
    await screenshot(page, 'crm-opportunities-desktop');

    // drag the card onto the Proposition column
    const from = await card.getByText(`Mariage ${run}`).boundingBox();
    const to = await column(page, 'Proposition').boundingBox();
    if (!from || !to) throw new Error('the card or the column has no box');
    await page.mouse.move(from.x + 10, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await page.mouse.up();
    await column(page, 'Proposition').locator(`[data-name="Mariage ${run}"]`).waitFor();
    await page.getByText(`Mariage ${run} déplacée vers Proposition`).waitFor();
    // 1 500 € at 40 %: the column weighs at least 600 €
    await expect(column(page, 'Proposition').getByTestId('column-count').textContent()).resolves.toMatch(
      /opportunit/,
    );

    await card.getByTestId('opportunity-menu').click();
    await page.getByRole('menuitem', { name: 'Marquer gagnée' }).click();
    // the toast tells it (found by CSS: the dialog's modal hides it from role queries), then a dialog offers the quote: later
    await page
      .locator('[role="status"]')
      .filter({ hasText: `Opportunité gagnée : Mariage ${run}` })
      .waitFor();
    const offer = page.getByRole('dialog', { name: `Opportunité gagnée : Mariage ${run}` });
    await offer.getByText('Faire le devis de cette opportunité').waitFor();
    await offer.getByRole('button', { name: 'Plus tard' }).click();
    await offer.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    const won = await context.request.get(`/v1/opportunities?search=${encodeURIComponent(`Mariage ${run}`)}`);
    expect(await won.json()).toMatchObject([
      { status: 'won', stage: { name: 'Proposition' }, probability: 100 },
    ]);

    // the board's stages are set in the settings' crm tab (looked at, left as they are)
    await openPage(page, '/dashboard/settings?link=crm&tab=stages');
    await page.getByText('Étapes du pipeline').waitFor();
    await expect(page.getByLabel('Nom de l’étape 1').inputValue()).resolves.toBe('Découverte');
    await screenshot(page, 'crm-pipeline-stages-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, the columns scroll sideways and the menu moves a card to another stage', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 375,
      height: 800,
    });
    const errors = watchErrors(page);
    const created = await context.request.post('/v1/opportunities', {
      data: {
        name: `Salon ${run}`,
        client: { id: clientId },
        amount: 250,
        probability: 50,
        stage: { id: 'decouverte' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await openPage(page, '/dashboard/clients/opportunities');
    const card = page.locator(`[data-testid="opportunity-card"][data-name="Salon ${run}"]`);
    await card.waitFor();
    await screenshot(page, 'crm-opportunities-mobile');
    // the board scrolls inside itself, never the page
    const widths = await page.evaluate(() => {
      // the e2e project has no DOM types: the page's own document
      const doc = (
        globalThis as unknown as {
          document: {
            documentElement: { scrollWidth: number };
            querySelector(selector: string): { scrollWidth: number } | null;
          };
        }
      ).document;
      return {
        page: doc.documentElement.scrollWidth,
        board: doc.querySelector('[data-testid="opportunity-board"]')?.scrollWidth ?? 0,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.board).toBeGreaterThan(375);

    await card.getByTestId('opportunity-menu').click();
    await page.getByRole('menuitem', { name: 'Déplacer vers Négociation' }).click();
    await column(page, 'Négociation').locator(`[data-name="Salon ${run}"]`).waitFor();
    await card.getByTestId('opportunity-menu').click();
    await page.getByRole('menuitem', { name: 'Marquer gagnée' }).click();
    await card.waitFor({ state: 'detached' });
    await openPage(page, `/dashboard/clients/prospection`);
    await screenshot(page, 'crm-prospection-mobile');
    await openPage(page, '/dashboard/settings?link=crm&tab=stages');
    await page.getByText('Étapes du pipeline').waitFor();
    await screenshot(page, 'crm-pipeline-stages-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
