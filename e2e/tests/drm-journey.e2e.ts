// Issue 20, the DRM in the browser: the owner of Trois Vallées bottles 600 bottles (75 cl, 12.5 % vol) of a new
// wine into a bonded cellar in February 2026, moves 120 to a duty-paid warehouse and records 2 broken; the DRM of
// 02/2026 then shows exactly that on its W200 line (hl and hl AP to 4 decimals, the duty on the 120 released).
// The wine is deleted afterwards (its movements go with it); the two warehouses made here are named uniquely and
// hold nothing afterwards.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

const run = randomUUID().slice(0, 6);
const wineName = `Petit Chablis DRM ${run}`;
const month = '2026-02';
let browser: Browser;
let productId = '';

interface Line {
  category: string;
  entries: number;
  exits: number;
  closing: number;
  entriesHlap: number;
  exitsHlap: number;
  exciseCents: number | null;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (productId) {
    const owner = await loggedInPage(browser, 'owner@trois-vallees.test');
    const removed = await owner.context.request.delete(`/v1/products/${productId}`);
    expect(removed.status(), await removed.text()).toBe(204);
    await owner.context.close();
  }
  await browser?.close();
});

async function w200(request: APIRequestContext): Promise<Line> {
  const answer = await request.get(`/v1/drm?month=${month}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const lines = (await answer.json()) as Line[];
  return (
    lines.find((line) => line.category === 'W200') ?? {
      category: 'W200',
      entries: 0,
      exits: 0,
      closing: 0,
      entriesHlap: 0,
      exitsHlap: 0,
      exciseCents: 0,
    }
  );
}

async function post(request: APIRequestContext, path: string, data: object) {
  const answer = await request.post(path, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

/** The figure (hl or hl AP) of a DRM cell, read as a person reads it ('4,5000 hl'). */
async function cell(page: Page, key: string, unit: 'hl' | 'hl AP'): Promise<number> {
  const text = (await page.getByTestId(`drm-W200-${key}`).innerText()).split('\n');
  const line = text.find((part) => part.trim().endsWith(` ${unit}`)) ?? '';
  return Number(line.replace(` ${unit}`, '').replace(',', '.'));
}

describe('the DRM in the browser (issue 20)', () => {
  it('after bottling 600, releasing 120 and breaking 2, the month shows exactly that', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    const before = await w200(context.request);
    const wine = await post(context.request, '/v1/products', {
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
          prices: [{ typology: 'particulier', amount: 12 }],
        },
      ],
    });
    productId = wine.id;
    const item = {
      product: { id: wine.id },
      vintage: { id: wine.vintages[0].id },
      format: { id: wine.formats[0].id },
    };
    const cellar = await post(context.request, '/v1/warehouses', {
      name: `Chai sous douane ${run}`,
      taxStatus: 'suspended',
    });
    const shop = await post(context.request, '/v1/warehouses', { name: `Caveau ${run}`, taxStatus: 'paid' });
    await post(context.request, '/v1/stock-movements', {
      ...item,
      warehouse: { id: cellar.id },
      quantity: 600,
      reason: 'production',
      date: '2026-02-10T09:00:00+01:00',
    });
    await post(context.request, '/v1/stock-movements/transfer', {
      ...item,
      from: { id: cellar.id },
      to: { id: shop.id },
      quantity: 120,
      date: '2026-02-12T09:00:00+01:00',
    });
    await post(context.request, '/v1/stock-movements', {
      ...item,
      warehouse: { id: cellar.id },
      quantity: -2,
      reason: 'breakage',
      date: '2026-02-13T09:00:00+01:00',
    });

    // the month picker: typed mm/yyyy
    await openPage(page, '/dashboard/stocks/drm?month=2026-05');
    await page.getByTestId('drm-month').fill('02/2026');
    await page.getByTestId('drm-show').click();
    await page.waitForURL(/month=2026-02/);
    await page.getByRole('heading', { name: /02\/2026/ }).waitFor();
    await page.getByTestId('drm-line-W200').waitFor();
    // 600 × 75 cl = 4.5 hl in, 0.5625 hl AP at 12.5 %; 120 + 2 bottles = 0.915 hl out, 0.114375 hl AP
    expect(await cell(page, 'entries', 'hl')).toBeCloseTo(before.entries + 4.5, 4);
    expect(await cell(page, 'entries', 'hl AP')).toBeCloseTo(before.entriesHlap + 0.5625, 4);
    expect(await cell(page, 'exits', 'hl')).toBeCloseTo(before.exits + 0.915, 4);
    expect(await cell(page, 'closing', 'hl')).toBeCloseTo(before.closing + 3.585, 4);
    const after = await w200(context.request);
    // the duty on the 120 bottles released to the duty-paid warehouse: 0.9 hl × 4.19 € = 3.771 €
    expect((after.exciseCents ?? 0) - (before.exciseCents ?? 0)).toBeGreaterThanOrEqual(377);
    expect((after.exciseCents ?? 0) - (before.exciseCents ?? 0)).toBeLessThanOrEqual(378);
    await screenshot(page, 'drm-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'drm-mobile');

    // the CRD tab: a capsule item, 1000 received
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('drm-tab-crd').click();
    await page.getByTestId('crd-panel').waitFor();
    await screenshot(page, 'drm-crd-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'drm-crd-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the platform admin sees the dated excise rates, 2026 complete', async () => {
    const { context, page } = await loggedInPage(browser, 'admin@sarment.test');
    const errors = watchErrors(page);
    await openPage(page, '/admin?tab=excise');
    await page.getByTestId('admin-excise').waitFor();
    await expect.poll(() => page.getByTestId('excise-row').count()).toBeGreaterThanOrEqual(10);
    await expect(page.getByTestId('admin-excise').innerText()).resolves.toContain('1932,42');
    await screenshot(page, 'admin-excise-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'admin-excise-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
