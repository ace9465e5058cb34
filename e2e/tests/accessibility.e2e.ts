// Issue 15: WCAG AA contrast and no serious axe-core violation on the public pages and the back-office pages a
// buyer and an owner use, at 375 and 1440 px. #219EBC stays the brand accent; text and filled buttons use a darker
// shade (5.7:1 on white), status chips dark text on a light tint.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const adult = [{ name: 'isOver18', value: 'true' }];

const publicPages = [
  '/',
  '/trois-vallees',
  '/trois-vallees?page=nos-vins',
  '/champagne-lemoine/brut-reserve',
  '/trois-vallees/legal-notice',
  '/legal-notice',
  '/privacy',
  '/auth/login',
  '/auth/register/buyer',
  '/cart',
];
const ownerPages = [
  '/dashboard',
  '/dashboard/products',
  '/dashboard/tarifs',
  '/dashboard/settings?link=infos',
];

describe.each([
  ['mobile', 375, 800],
  ['desktop', 1440, 900],
])('accessibility at %s width (issue 15)', (_device, width, height) => {
  it('finds no serious violation on the public pages', async () => {
    const { context, page } = await newPage(browser, { width, height, cookies: adult });
    const found: Record<string, unknown> = {};
    for (const path of publicPages) {
      await openPage(page, path);
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });

  it('finds no serious violation on the owner’s back-office pages', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test', { width, height });
    const found: Record<string, unknown> = {};
    for (const path of ownerPages) {
      await openPage(page, path);
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });
});
