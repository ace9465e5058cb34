// A card debit refunded in part from the order's page (375 and 1440 px): the caviste pays a Pinot Noir by card, the
// owner validates (the card is debited), then 'Rembourser par carte' refuses an amount with three decimals and
// refunds 5,00 € for a broken bottle; the payment block shows the refund. Cancelling the order at the end refunds the
// rest and puts the bottle back for later files.
import type { Browser } from 'playwright-core';
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

describe('refunding a card debit from the order page', () => {
  it('the owner refunds 5,00 € of the debit for a broken bottle', async () => {
    const caviste = await loggedInPage(browser, 'caviste@sarment.test');
    const placed = await caviste.context.request.post('/v1/orders/checkout', {
      data: {
        idempotencyKey: `e2e-refund-${Date.now()}`,
        order: {
          seller: { id: 'shp_trois_vallees' },
          products: [
            {
              id: 'prd_bourgogne_pinot_noir',
              chosenFormat: { id: 'fmt_bourgogne_pinot_noir_75cl' },
              chosenVintage: { id: 'vin_bourgogne_pinot_noir_2022' },
              quantity: 1,
            },
          ],
          shipping: { type: 'dlv_trois_vallees_colissimo' },
        },
        payment: {
          type: 'cb',
          card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = (await placed.json()).order.id as string;
    await caviste.context.close();

    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    const validated = await context.request.post(`/v1/orders/${orderId}/validate`);
    expect(validated.status(), await validated.text()).toBe(200);

    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, `/dashboard/orders/${orderId}`);
    await page.getByTestId('action-refund-card').click();
    const popup = page.getByTestId('global-popup');
    const amount = popup.getByLabel('Montant à rembourser (€), vide pour tout ce qui reste');
    await amount.fill('5,005');
    await amount.blur();
    await popup.getByText('Indiquez un montant supérieur à 0, avec au plus deux décimales.').waitFor();
    await amount.fill('5');
    await popup.getByLabel('Motif (facultatif)').fill('Bouteille cassée');
    await screenshot(page, 'order-refund-popup-1440');
    await popup.getByRole('button', { name: 'Rembourser par carte' }).click();
    await page
      .locator('[role="status"]')
      .filter({ hasText: '5,00 € remboursés sur la carte du client' })
      .waitFor();
    const state = page.getByTestId('sale-state');
    await state
      .getByText(/Remboursé/)
      .first()
      .waitFor();
    await screenshot(page, 'order-refund-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'order-refund-375');
    expect(await seriousViolations(page)).toEqual([]);

    // the rest goes back with the order's cancellation, and the bottle to the stock
    const cancelled = await context.request.post(`/v1/orders/${orderId}/cancel`, { data: {} });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
