// Issue 20 in the browser: the owner of Trois Vallées bottles 600 bottles of a new vintage into the chai,
// transfers 120 to the shop's warehouse, a buyer buys 12 in the shop (checkout), the owner records 2 broken from
// /dashboard/stocks/add, then counts 476 in the chai; the levels, the movements and the month's DRM show exactly
// that. Afterwards the order is refused (its 12 bottles go back) and the wine, which an order now names and which
// therefore cannot be deleted, is closed; its movements stay, so the warehouse made here stays too (named
// uniquely, holding only this wine).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

const run = randomUUID().slice(0, 6);
const wineName = `Chablis Vieilles Vignes ${run}`;
const shopWarehouse = `Boutique du domaine ${run}`;
let browser: Browser;
let productId = '';
let orderId = '';

/** The Paris month of today, YYYY-MM: the DRM the journey's movements fall in. */
const month = new Intl.DateTimeFormat('fr-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
})
  .format(new Date())
  .slice(0, 7);

interface DrmLine {
  category: string;
  entries: number;
  exits: number;
  closing: number;
  entriesHlap: number;
  exitsHlap: number;
  closingHlap: number;
}
/** The month's W200 line (still wines, bonded warehouses), zeros when the month has none yet. */
async function w200(request: APIRequestContext): Promise<DrmLine> {
  const answer = await request.get(`/v1/drm?month=${month}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const lines = (await answer.json()) as DrmLine[];
  const zero = { entries: 0, exits: 0, closing: 0, entriesHlap: 0, exitsHlap: 0, closingHlap: 0 };
  return lines.find((line) => line.category === 'W200') ?? { category: 'W200', ...zero };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (productId) {
    const owner = await loggedInPage(browser, 'owner@trois-vallees.test');
    const request = owner.context.request;
    // the buyer's order gives its bottles back; an ordered wine is closed, not deleted (catalogue rule)
    if (orderId) {
      const refused = await request.post(`/v1/orders/${orderId}/refuse`, { data: {} });
      expect(refused.status(), await refused.text()).toBe(200);
    }
    const removed = await request.delete(`/v1/products/${productId}`);
    if (removed.status() !== 204) {
      const product = await (await request.get(`/v1/products/${productId}`)).json();
      const closed = await request.put(`/v1/products/${productId}`, {
        data: { ...product, status: 'closed' },
      });
      expect(closed.status(), await closed.text()).toBe(200);
    }
    await owner.context.close();
  }
  await browser?.close();
});

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function enter(page: Page, kind: 'movement' | 'transfer', fill: (page: Page) => Promise<void>) {
  await openPage(page, '/dashboard/stocks/add');
  await page.getByTestId(`kind-${kind}`).click();
  await page.getByTestId('field-product').fill(wineName.slice(0, 20));
  await page.getByRole('option', { name: wineName }).click();
  await fill(page);
  await page.getByTestId('stock-add-save').click();
  await page.waitForURL(/\/dashboard\/stocks\/movements/);
}

describe('the stock ledger in the browser (issue 20)', () => {
  it('bottling 600, transferring 120, 12 sold online and 2 broken show exactly in the levels, the ledger and the DRM', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    const drmBefore = await w200(context.request);
    const created = await context.request.post('/v1/products', {
      data: {
        name: wineName,
        productType: 'bottle',
        type: 'wine',
        color: 'white',
        vatType: 'standard',
        // online: a buyer buys it in the shop
        status: 'online',
        vintages: [{ ref: 'v2025', name: '2025', year: 2025, alcoholPercent: 12.5 }],
        formats: [
          {
            ref: 'f75',
            container: 'bouteille',
            unity: 'Centilitre(s)',
            unityValue: 75,
            prices: [{ typology: 'particulier', amount: 24 }],
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    productId = (await created.json()).id;
    const warehouse = await context.request.post('/v1/warehouses', {
      data: {
        name: shopWarehouse,
        taxStatus: 'paid',
        address: { street: '2 rue Auxerroise', zipcode: '89800', city: 'Chablis' },
      },
    });
    expect(warehouse.status(), await warehouse.text()).toBe(201);
    const vintageId = (await created.json()).vintages[0].id as string;
    const formatId = (await created.json()).formats[0].id as string;

    await enter(page, 'movement', async (page) => {
      await page.getByTestId('field-quantity').fill('600');
      await page.getByTestId('field-lot').fill(`L25-${run}`);
      await screenshot(page, 'stocks-add-desktop');
    });
    await enter(page, 'transfer', async (page) => {
      await choose(page, 'Entrepôt de destination', shopWarehouse);
      await page.getByTestId('field-quantity').fill('120');
    });
    // a buyer buys 12 in the shop: the checkout takes them from the fullest warehouse, the chai
    const buyer = await loggedInPage(browser, 'buyer@sarment.test');
    const checkout = await buyer.context.request.post('/v1/orders/checkout', {
      data: {
        idempotencyKey: `e2e-stocks-${run}`,
        order: {
          seller: { id: 'shp_trois_vallees' },
          products: [
            { id: productId, chosenFormat: { id: formatId }, chosenVintage: { id: vintageId }, quantity: 12 },
          ],
          shipping: { type: 'dlv_trois_vallees_colissimo' },
        },
        payment: { type: 'transfer' },
      },
    });
    expect(checkout.status(), await checkout.text()).toBe(201);
    orderId = (await checkout.json()).order.id;
    await buyer.context.close();

    await enter(page, 'movement', async (page) => {
      await choose(page, 'Motif', 'Casse');
      await page.getByTestId('field-quantity').fill('2');
    });

    // the ledger: five movements, newest first
    const ledger = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') });
    await expect.poll(() => ledger.count()).toBe(5);
    const lines = await ledger.allTextContents();
    expect(lines[0]).toContain('Casse');
    expect(lines[0]).toContain('-2');
    expect(lines[1]).toContain('Vente');
    expect(lines[1]).toContain('-12');
    expect(lines.join('\n')).toContain('Transfert (entrée)');
    expect(lines.join('\n')).toContain('+120');
    expect(lines.join('\n')).toContain('-120');
    expect(lines[4]).toContain('Mise en bouteille');
    expect(lines[4]).toContain('+600');
    await screenshot(page, 'stocks-movements-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'stocks-movements-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    // the levels: 478 on the chai's shelves of which 12 reserved by the order (466 available), 120 in the shop's
    // warehouse
    await openPage(page, `/dashboard/stocks?search=${encodeURIComponent(wineName)}`);
    const rows = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') });
    await expect.poll(() => rows.count()).toBe(2);
    const chai = rows.filter({ hasText: 'Chai du domaine' });
    const shop = rows.filter({ hasText: shopWarehouse });
    await expect.poll(async () => (await chai.textContent())?.replace(/\s/g, '')).toContain('47812466');
    await expect.poll(async () => (await shop.textContent())?.replace(/\s/g, '')).toContain('1200120');
    await screenshot(page, 'stocks-levels-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'stocks-levels-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    // a count of the chai finds 476 bottles on the shelves: one inventory adjustment of -2
    await page.getByTestId('stocks-inventory').click();
    const dialog = page.getByTestId('inventory-dialog');
    await dialog
      .getByTestId('inventory-line')
      .filter({ hasText: 'Chai du domaine' })
      .getByRole('textbox')
      .fill('476');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'stocks-inventory-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByTestId('inventory-save').click();
    await page.getByText('Inventaire enregistré : 1 ajustement').waitFor();
    await expect.poll(async () => (await chai.textContent())?.replace(/\s/g, '')).toContain('47612464');

    // one line, its figures and movements
    await chai.click();
    await page.getByTestId('stock-detail').waitFor();
    await expect(page.getByTestId('level-quantity').textContent()).resolves.toBe('476');
    await expect(page.getByTestId('level-movements').locator('li').count()).resolves.toBe(5);
    await screenshot(page, 'stocks-detail-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'stocks-detail-mobile');
    // the month's DRM (still wines, W200): exactly this wine's movements in the bonded chai — 600 bottled in,
    // 120 transferred to a duty-paid warehouse, 12 sold, 2 broken, 2 short at the count; 75 cl at 12.5 % vol
    const drm = await w200(context.request);
    const moved = (field: keyof Omit<DrmLine, 'category'>) =>
      Math.round((drm[field] - drmBefore[field]) * 10_000) / 10_000;
    expect(moved('entries')).toBe(4.5);
    expect(moved('exits')).toBe(1.02);
    expect(moved('closing')).toBe(3.48);
    expect(moved('entriesHlap')).toBe(0.5625);
    expect(moved('exitsHlap')).toBe(0.1275);
    expect(moved('closingHlap')).toBe(0.435);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, `/dashboard/stocks/drm?month=${month}`);
    await page.getByText('W200').first().waitFor();
    await screenshot(page, 'stocks-journey-drm-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    // an allocation of the wine to the caviste's market shows in /dashboard/stocks/allocations, then goes
    await page.setViewportSize({ width: 1440, height: 900 });
    const allocated = await context.request.post('/v1/allocations', {
      data: {
        product: { id: productId },
        format: { id: formatId },
        vintage: { id: vintageId },
        target: { kind: 'market', id: 'caviste' },
        quantity: 24,
      },
    });
    expect(allocated.status(), await allocated.text()).toBe(201);
    await openPage(page, `/dashboard/stocks/allocations?search=${encodeURIComponent(wineName)}`);
    const allocation = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') });
    await expect.poll(() => allocation.count()).toBe(1);
    expect(await allocation.textContent()).toContain('Marché · Caviste');
    await allocation.click();
    await page.getByTestId('allocation-dialog').waitFor();
    await expect.poll(() => page.getByTestId('allocation-quantity').inputValue()).toBe('24');
    await page.waitForTimeout(300);
    await screenshot(page, 'stocks-allocations-desktop');
    await page.keyboard.press('Escape');
    await page.getByTestId('allocation-dialog').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'stocks-allocations-mobile');
    const unallocated = await context.request.delete(`/v1/allocations/${(await allocated.json()).id}`);
    expect(unallocated.status()).toBe(204);
    await openPage(page, '/dashboard/stocks/warehouses');
    await page.getByText(shopWarehouse).waitFor();
    await screenshot(page, 'stocks-warehouses-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
