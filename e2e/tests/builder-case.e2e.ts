// Issue 16, a buyer composes a case at 375 and 1440 px: the shop's first page offers 'Composer un coffret', the
// builder's page takes bottles up to the case's size within each bottle's maximum, prices it as the cart will,
// and adds it to the cart as one line carrying its bottles. The journey's builder is its own (unique name) and
// is deleted at the end; the visitor's cart lives in the browser only.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
let owner: BrowserContext;
let builderId: string;
const name = `Caisse panachée ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = (await loggedInPage(browser, 'owner@trois-vallees.test')).context;
  const created = await owner.request.post('/v1/builders', {
    data: {
      name,
      description: 'Six bouteilles de Bourgogne à votre goût.',
      size: 6,
      priceKind: 'sum',
      discountPercent: 10,
      products: [
        {
          product: { id: 'prd_bourgogne_pinot_noir' },
          format: { id: 'fmt_bourgogne_pinot_noir_75cl' },
          maxQuantity: 3,
        },
        {
          product: { id: 'prd_chablis_premier_cru_montmains' },
          format: { id: 'fmt_chablis_montmains_75cl' },
          maxQuantity: null,
          supplement: 2,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  builderId = (await created.json()).id;
});
afterAll(async () => {
  if (builderId) await owner?.request.delete(`/v1/builders/${builderId}`);
  await owner?.close();
  await browser?.close();
});

describe.each([
  ['mobile', 375, 800],
  ['desktop', 1440, 900],
])('composing a case at %s width (issue 16)', (device, width, height) => {
  it('leads from the shop to the builder, fills the case within its maxima and adds it to the cart', async () => {
    const { context, page } = await newPage(browser, {
      width,
      height,
      cookies: [{ name: 'isOver18', value: 'true' }],
    });
    const errors = watchErrors(page);
    await openPage(page, '/trois-vallees');
    const card = page.locator('section', { hasText: 'Composer un coffret' }).getByRole('listitem').filter({
      hasText: name,
    });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `builder-cards-${device}`);
    await card.getByRole('link', { name: 'Composer' }).click();
    await page.waitForURL((url) => url.pathname === `/trois-vallees/coffrets/${builderId}`);
    await page.getByRole('heading', { name }).waitFor();

    const more = (bottle: RegExp) =>
      page.getByRole('button', { name: bottle }).and(page.getByLabel(/^Ajouter/));
    const pinot = more(/Ajouter une bouteille de Bourgogne Pinot Noir/);
    const chablis = more(/Ajouter une bouteille de Chablis/);
    for (let i = 0; i < 3; i += 1) await pinot.click();
    // the builder takes at most 3 Pinot
    await expect(pinot.isDisabled()).resolves.toBe(true);
    const add = page.getByRole('button', { name: 'Ajouter le coffret au panier' });
    await expect(add.isDisabled()).resolves.toBe(true);
    for (let i = 0; i < 3; i += 1) await chablis.click();
    await page.getByText('6 / 6 bouteilles choisies').waitFor();
    await expect(chablis.isDisabled()).resolves.toBe(true);
    const price = (await page.getByTestId('builder-price').textContent())?.match(/[\d\s]+,\d{2}/)?.[0];
    expect(price).toBeTruthy();
    await screenshot(page, `builder-case-${device}`);

    await add.click();
    await page.getByText('Ajouté au panier').waitFor();
    await expect.poll(() => page.getByTestId('shop-cart-count').textContent()).toBe('1');
    await openPage(page, '/cart');
    const line = page.getByTestId('cart-builder-case');
    await line.getByText(name).waitFor();
    await expect(line.textContent()).resolves.toMatch(/1 coffret · 3 × Bourgogne Pinot Noir .*, 3 × Chablis/);
    // the server's price of the case is the one the page showed
    await expect.poll(() => line.textContent()).toContain(price!.trim());
    await screenshot(page, `builder-case-cart-${device}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
