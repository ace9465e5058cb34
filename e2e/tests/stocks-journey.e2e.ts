// Issue 20 in the browser: the owner of Trois Vallées bottles 600 bottles of a new vintage into the chai,
// transfers 120 to the shop's warehouse and records 2 broken from /dashboard/stocks/add, then counts 476 in the chai; the levels and the
// movements pages show exactly that. The wine and its stock are made here and deleted afterwards (later files
// count the demo's products); the warehouse made here goes too.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

const run = randomUUID().slice(0, 6);
const wineName = `Chablis Vieilles Vignes ${run}`;
const shopWarehouse = `Boutique du domaine ${run}`;
let browser: Browser;
let productId = '';
let warehouseId = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (productId) {
    const owner = await loggedInPage(browser, 'owner@trois-vallees.test');
    const removed = await owner.context.request.delete(`/v1/products/${productId}`);
    expect(removed.status(), await removed.text()).toBe(204);
    // its ledger went with the wine: the warehouse made here is empty again, and goes too
    if (warehouseId) {
      const emptied = await owner.context.request.delete(`/v1/warehouses/${warehouseId}`);
      expect(emptied.status(), await emptied.text()).toBe(204);
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
  it('bottling 600, transferring 120 and 2 broken show exactly in the levels and the ledger', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    const created = await context.request.post('/v1/products', {
      data: {
        name: wineName,
        productType: 'bottle',
        type: 'wine',
        color: 'white',
        vatType: 'standard',
        status: 'paused',
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
    warehouseId = (await warehouse.json()).id;

    await enter(page, 'movement', async (page) => {
      await page.getByTestId('field-quantity').fill('600');
      await page.getByTestId('field-lot').fill(`L25-${run}`);
      await screenshot(page, 'stocks-add-desktop');
    });
    await enter(page, 'transfer', async (page) => {
      await choose(page, 'Entrepôt de destination', shopWarehouse);
      await page.getByTestId('field-quantity').fill('120');
    });
    await enter(page, 'movement', async (page) => {
      await choose(page, 'Motif', 'Casse');
      await page.getByTestId('field-quantity').fill('2');
    });

    // the ledger: four movements, newest first
    const ledger = page.locator('.MuiDataGrid-row');
    await expect.poll(() => ledger.count()).toBe(4);
    const lines = await ledger.allTextContents();
    expect(lines[0]).toContain('Casse');
    expect(lines[0]).toContain('-2');
    expect(lines.join('\n')).toContain('Transfert (entrée)');
    expect(lines.join('\n')).toContain('+120');
    expect(lines.join('\n')).toContain('-120');
    expect(lines[3]).toContain('Mise en bouteille');
    expect(lines[3]).toContain('+600');
    await screenshot(page, 'stocks-movements-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'stocks-movements-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    // the levels: 478 in the chai, 120 in the shop's warehouse, nothing reserved
    await openPage(page, `/dashboard/stocks?search=${encodeURIComponent(wineName)}`);
    const rows = page.locator('.MuiDataGrid-row');
    await expect.poll(() => rows.count()).toBe(2);
    const chai = rows.filter({ hasText: 'Chai du domaine' });
    const shop = rows.filter({ hasText: shopWarehouse });
    await expect.poll(async () => (await chai.textContent())?.replace(/\s/g, '')).toContain('4780478');
    await expect.poll(async () => (await shop.textContent())?.replace(/\s/g, '')).toContain('1200120');
    await screenshot(page, 'stocks-levels-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'stocks-levels-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    // a count of the chai finds 476 bottles: one inventory adjustment of -2
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
    await expect.poll(async () => (await chai.textContent())?.replace(/\s/g, '')).toContain('4760476');

    // one line, its figures and movements
    await chai.click();
    await page.getByTestId('stock-detail').waitFor();
    await expect(page.getByTestId('level-quantity').textContent()).resolves.toBe('476');
    await expect(page.getByTestId('level-movements').locator('li').count()).resolves.toBe(4);
    await screenshot(page, 'stocks-detail-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'stocks-detail-mobile');
    await openPage(page, '/dashboard/stocks/warehouses');
    await page.getByText(shopWarehouse).waitFor();
    await screenshot(page, 'stocks-warehouses-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
