// A validated order cancelled from its page, and the order page's other dialogs looked at (375 and 1440 px): the
// caviste orders 3 Pinot Noir and a corkscrew in the shop, the owner validates it; on its page the owner opens the
// deposit-bill dialog (its breakdown per VAT rate) and leaves it, then 'Annuler la commande' asks in the popup's
// destructive mode (keyword ANNULER, a reason): the page shows « Annulée » and the bottles are back on sale. A
// quote-based order shipped in part shows the delivery block with 'Solder le reliquat' (no cancel any more), whose
// popup closes the rest. The bottle that left goes back with a 'return' movement so later files find the demo's stock.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

const pinot = {
  product: { id: 'prd_bourgogne_pinot_noir' },
  format: { id: 'fmt_bourgogne_pinot_noir_75cl' },
  vintage: { id: 'vin_bourgogne_pinot_noir_2022' },
};
const chai = 'wh_trois_vallees_chai';
const run = Date.now();
let browser: Browser;
let bottlesOut = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (bottlesOut > 0) {
    const owner = await loggedInPage(browser, 'owner@trois-vallees.test');
    const back = await owner.context.request.post('/v1/stock-movements', {
      data: { ...pinot, warehouse: { id: chai }, quantity: bottlesOut, reason: 'return' },
    });
    expect(back.status(), await back.text()).toBe(201);
    await owner.context.close();
  }
  await browser?.close();
});

const popup = (page: Page) => page.getByTestId('global-popup');

async function atBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('cancelling a validated order in the back office', () => {
  it('the owner looks at the deposit dialog, then cancels the order with a reason', async () => {
    const caviste = await loggedInPage(browser, 'caviste@sarment.test');
    const placed = await caviste.context.request.post('/v1/orders/checkout', {
      data: {
        idempotencyKey: `e2e-cancel-${run}`,
        order: {
          seller: { id: 'shp_trois_vallees' },
          products: [
            { id: pinot.product.id, chosenFormat: pinot.format, chosenVintage: pinot.vintage, quantity: 3 },
          ],
          shipping: { type: 'dlv_trois_vallees_colissimo' },
        },
        payment: { type: 'transfer' },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = (await placed.json()).order.id as string;
    await caviste.context.close();

    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    const stock = async () => {
      const res = await context.request.get(`/v1/stocks?product=${pinot.product.id}&warehouse=${chai}`);
      const rows = (await res.json()) as { format: { id: string }; available: number; reserved: number }[];
      const row = rows.find((line) => line.format.id === pinot.format.id)!;
      return { available: row.available, reserved: row.reserved };
    };
    const validated = await context.request.post(`/v1/orders/${orderId}/validate`);
    expect(validated.status(), await validated.text()).toBe(200);
    const held = await stock();

    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, `/dashboard/orders/${orderId}`);
    await page.getByTestId('action-cancel-order').waitFor();

    // the deposit-bill dialog: the server's breakdown, then left without issuing
    await page.getByTestId('action-deposit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Montant HT (€)').fill('10');
    await dialog.locator('tbody tr').first().waitFor();
    await atBothWidths(page, 'order-deposit-dialog');
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // 'Annuler la commande': the confirm button waits for the keyword
    await page.getByTestId('action-cancel-order').click();
    await popup(page).waitFor();
    await popup(page)
      .getByRole('textbox', { name: 'Motif (facultatif, dit au client)' })
      .fill('Client injoignable');
    const confirm = popup(page).getByRole('button', { name: 'Annuler la commande' });
    expect(await confirm.isDisabled()).toBe(true);
    await atBothWidths(page, 'order-cancel-dialog');
    await popup(page).getByRole('textbox', { name: 'Mot de confirmation' }).fill('annuler');
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await expect
      .poll(() => page.locator('[data-status]').first().getAttribute('data-status'))
      .toBe('cancelled');
    await page
      .getByText(/Commande .* annulée/)
      .first()
      .waitFor();
    expect(await page.getByTestId('action-cancel-order').count()).toBe(0);
    // the delivery block no longer says 'Pas encore expédiée' nor offers 'Expédier'
    await expect.poll(() => page.getByTestId('order-shipments').count()).toBe(0);
    await atBothWidths(page, 'order-cancelled');
    expect(await stock()).toEqual({ available: held.available + 3, reserved: held.reserved - 3 });

    // the history says it, with the reason
    await page.getByRole('tab', { name: 'Historique' }).click();
    await page.getByText('Commande annulée : Client injoignable').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a partly shipped order offers « Solder le reliquat », not the cancellation', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    const quote = await context.request.post('/v1/quotes', {
      data: { client: { id: 'cli_trois_vallees_caviste' }, lines: [{ ...pinot, quantity: 4 }] },
    });
    expect(quote.status(), await quote.text()).toBe(201);
    const quoteId = (await quote.json()).id;
    expect((await context.request.post(`/v1/quotes/${quoteId}/issue`)).status()).toBe(200);
    const order = await context.request.post(`/v1/quotes/${quoteId}/accept`);
    expect(order.status(), await order.text()).toBe(201);
    const orderId = (await order.json()).id as string;
    const shipped = await context.request.post(`/v1/orders/${orderId}/shipments`, {
      data: { lines: [{ line: { id: '1' }, quantity: 1 }], warehouse: { id: chai }, carrier: 'Colissimo' },
    });
    expect(shipped.status(), await shipped.text()).toBe(201);
    bottlesOut += 1;
    const refused = await context.request.post(`/v1/orders/${orderId}/cancel`, { data: {} });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toContain('Solder le reliquat');

    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, `/dashboard/orders/${orderId}`);
    await page.getByTestId('order-close-remainder').waitFor();
    expect(await page.getByTestId('action-cancel-order').count()).toBe(0);
    expect(await page.getByTestId('order-remaining').innerText()).toBe(
      'Reste à expédier : 3 × Bourgogne Pinot Noir 2022 – bouteille 75 cl',
    );
    await atBothWidths(page, 'order-reliquat');
    await page.getByTestId('order-close-remainder').click();
    await popup(page).waitFor();
    await atBothWidths(page, 'order-reliquat-dialog');
    await popup(page).getByRole('button', { name: 'Solder le reliquat' }).click();
    await expect
      .poll(() => page.getByTestId('order-fulfilment').innerText())
      .toBe('Expédiée en partie, reliquat soldé');
    await atBothWidths(page, 'order-reliquat-closed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
