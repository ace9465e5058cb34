// Issue 18 in the browser: the owner of Trois Vallées ships the caviste's order (a quote accepted: 14 Pinot Noir)
// from /dashboard/delivery/new in two parcels with a Colissimo tracking number, finds it in /dashboard/delivery,
// moves it to « En attente d'enlèvement » on its page, gives a sample from /dashboard/orders/samples/add; the
// caviste sees the shipment's status and tracking link on their order. Issued documents stay (they are legal
// records); the bottles that left are put back with a 'return' movement so later files find the demo's stock.
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
const tracking = `6A${Date.now()}`;
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

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).locator('xpath=..').getByRole('combobox').click();
  await page.getByRole('option', { name: option }).first().click();
}

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('shipments and samples in the browser (issue 18)', () => {
  let orderId = '';
  let shipmentNumber = '';

  it('the owner ships the order in two parcels and moves its status', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    const quote = await context.request.post('/v1/quotes', {
      data: { client: { id: 'cli_trois_vallees_caviste' }, lines: [{ ...pinot, quantity: 14 }] },
    });
    expect(quote.status(), await quote.text()).toBe(201);
    const quoteId = (await quote.json()).id;
    expect((await context.request.post(`/v1/quotes/${quoteId}/issue`)).status()).toBe(200);
    const order = await context.request.post(`/v1/quotes/${quoteId}/accept`);
    expect(order.status(), await order.text()).toBe(201);
    orderId = (await order.json()).id;

    await openPage(page, `/dashboard/delivery/new?order=${orderId}`);
    await page.getByTestId('new-shipment').waitFor();
    await expect(page.getByTestId('ship-quantity-1').inputValue()).resolves.toBe('14');
    await page.getByTestId('ship-tracking').fill(tracking);
    await page.getByText('Par défaut, 12 bouteilles par colis : 2.').waitFor();
    await screenshot(page, 'delivery-new-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'delivery-new-mobile');
    await noSeriousViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('ship-submit').click();
    await page.waitForURL(/\/dashboard\/delivery\/shm_/);
    const shipmentId = new URL(page.url()).pathname.split('/').pop() ?? '';
    bottlesOut += 14;
    await page.getByTestId('shipment-detail').waitFor();
    shipmentNumber = (await page.locator('h1').first().textContent()) ?? '';
    expect(shipmentNumber).toMatch(/^BL\d{4}-\d{5}$/);
    await expect.poll(() => page.getByTestId('shipment-parcel').count()).toBe(2);
    const parcels = await page.getByTestId('shipment-parcel').allTextContents();
    expect(parcels[0]).toContain('12 ×');
    expect(parcels[1]).toContain('2 ×');
    expect(await page.getByTestId('tracking-link').getAttribute('href')).toContain(tracking);
    expect(await page.locator('[data-status]').first().getAttribute('data-status')).toBe('preparation');
    await screenshot(page, 'delivery-detail-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'delivery-detail-mobile');
    await noSeriousViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // « En préparation » → « En attente d'enlèvement »
    await choose(page, 'shipment-next-status', "En attente d'enlèvement");
    await page.getByTestId('shipment-apply-status').click();
    await expect
      .poll(() => page.locator('[data-status]').first().getAttribute('data-status'))
      .toBe('pendingPickup');

    // the list finds it by its tracking number and filters it by status
    await openPage(page, `/dashboard/delivery?search=${tracking}`);
    const rows = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(shipmentNumber);
    await openPage(page, `/dashboard/delivery?search=${tracking}&status=delivered`);
    await page.getByText('Aucun résultat').first().waitFor();
    await openPage(page, `/dashboard/delivery?search=${tracking}&status=pendingPickup`);
    await expect.poll(() => rows.count()).toBe(1);
    await screenshot(page, 'delivery-list-desktop');
    await noSeriousViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, `/dashboard/delivery?search=${tracking}`);
    await page.getByTestId('shipment-card').first().waitFor();
    await screenshot(page, 'delivery-list-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
    const exported = await context.request.get(`/v1/shipments/export?format=csv&search=${tracking}`);
    expect(await exported.text()).toContain(shipmentNumber);
    const pdf = await context.request.get(`/v1/shipments/${shipmentId}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner gives a sample from the samples page', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    await openPage(page, '/dashboard/orders/samples/add');
    await page.getByTestId('sample-add').waitFor();
    await choose(page, 'sample-client', 'Le Cellier de Beaune');
    await choose(page, 'sample-product-0', 'Bourgogne Pinot Noir');
    await page.getByTestId('sample-reason').fill('Salon des vins de Beaune');
    await screenshot(page, 'samples-add-desktop');
    await page.getByTestId('sample-submit').click();
    await page.waitForURL(/\/dashboard\/orders\/samples\/smp_/);
    bottlesOut += 1;
    await page.getByTestId('sample-detail').waitFor();
    await expect(page.getByTestId('sample-reason').textContent()).resolves.toBe('Salon des vins de Beaune');
    expect(await page.locator('h1').first().textContent()).toMatch(/^EC\d{4}-\d{5}$/);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'samples-detail-mobile');
    await noSeriousViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/dashboard/orders/samples?search=Salon');
    await screenshot(page, 'samples-list-desktop');
    await context.close();
  });

  it('the caviste sees the shipment and its tracking link on the order', async () => {
    const { context, page } = await loggedInPage(browser, 'caviste@sarment.test');
    await openPage(page, `/dashboard/orders/${orderId}`);
    const block = page.getByTestId('order-shipments');
    await block.waitFor();
    expect(await block.textContent()).toContain(shipmentNumber);
    expect(await block.textContent()).toContain("En attente d'enlèvement");
    expect(await page.getByTestId('order-tracking').getAttribute('href')).toContain(tracking);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'delivery-buyer-order-mobile');
    // the order's own status chip (features/cart, « Validée » in white on light blue) is that area's finding; the
    // delivery block must add none
    const findings = await seriousViolations(page);
    expect(
      findings.filter((finding) => !finding.targets.every((target) => target.includes('>Validée<'))),
    ).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'delivery-buyer-order-desktop');
    await context.close();
  });
});
