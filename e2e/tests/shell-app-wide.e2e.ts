// Issue 7, done when: an owner receives a notification when a buyer orders and opens it; a scheduled maintenance
// shows its banner then its page; the destructive popup enables 'Valider' only after the keyword.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';
import { backgroundOf, loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('notification centre (spec §2, §3)', () => {
  it('pushes the new order of a buyer to the open page of the owner, who opens it', async () => {
    const owner = await loggedInPage(browser, 'owner@trois-vallees.test', { width: 1440 });
    const errors = watchErrors(owner.page);
    await openPage(owner.page, '/dashboard');
    const bell = owner.page.getByTestId('notification-bell');
    await bell.waitFor();
    const badge = bell.locator('.MuiBadge-badge');
    const unseenCount = async () => Number((await badge.textContent()) || 0);
    // the demo welcome notification at least; earlier journeys may have added some
    await expect.poll(unseenCount).toBeGreaterThan(0);
    const before = await unseenCount();

    // a buyer orders (POST /v1/orders/checkout): the server notifies the shop's owner
    const buyer = await loggedInPage(browser, 'buyer@sarment.test');
    const checkout = await buyer.context.request.post('/v1/orders/checkout', {
      data: {
        idempotencyKey: `e2e-shell-${Date.now()}`,
        order: {
          seller: { id: 'shp_trois_vallees' },
          products: [
            {
              id: 'prd_bourgogne_pinot_noir',
              chosenFormat: { id: 'fmt_bourgogne_pinot_noir_75cl' },
              chosenVintage: { id: 'vin_bourgogne_pinot_noir_2022' },
              quantity: 2,
            },
          ],
          shipping: { type: 'dlv_trois_vallees_colissimo' },
        },
        payment: { type: 'transfer' },
      },
    });
    expect(checkout.status(), await checkout.text()).toBe(201);
    const order = (await checkout.json()).order as { id: string };
    await buyer.context.close();

    // pushed by server-sent events: no reload, no poll
    await expect.poll(unseenCount, { timeout: 10_000 }).toBe(before + 1);
    await bell.click();
    const panel = owner.page.getByTestId('notification-panel');
    await panel.getByRole('heading', { name: 'Dernières notifications' }).waitFor();
    // the order's notification: it leads to the order (its text is the sales area's)
    const item = panel.locator(`[data-redirect-link="/dashboard/orders/${order.id}"]`);
    await item.waitFor();
    await expect(item.getAttribute('data-seen')).resolves.toBe('false');
    await expect(item.locator('[data-icon=newOrder]').count()).resolves.toBe(1);
    await screenshot(owner.page, 'shell-owner-notifications-1440');

    await panel.getByRole('button', { name: 'Non lu' }).click();
    await expect.poll(() => panel.getByTestId('notification-item').count()).toBe(before + 1);

    await item.click();
    await owner.page.waitForURL(`**/dashboard/orders/${order.id}`);
    const list = await owner.context.request.get('/v1/notifications-centers?seen=false');
    const unseen = (await list.json()) as { redirectLink: string | null }[];
    expect(unseen.some((n) => n.redirectLink === `/dashboard/orders/${order.id}`)).toBe(false);
    await expect.poll(unseenCount).toBe(before);
    expect(errors).toEqual([]);
    await owner.context.close();
  });

  it("shows 'Aucune nouvelle notification' after 'Tout marquer comme lire' on the unread filter (mobile: full screen)", async () => {
    const { context, page } = await loggedInPage(browser, 'owner@champagne-lemoine.test', {
      width: 375,
      height: 800,
    });
    await openPage(page, '/dashboard');
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    await panel.getByRole('button', { name: 'Non lu' }).click();
    await panel
      .getByTestId('notification-item')
      .or(panel.getByText('Aucune nouvelle notification'))
      .first()
      .waitFor();
    const markAll = panel.getByRole('button', { name: 'Tout marquer comme lire' });
    if (await markAll.isEnabled()) await markAll.click();
    await panel.getByText('Aucune nouvelle notification').waitFor();
    const box = await panel.evaluate((element) => element.getBoundingClientRect());
    expect(box.width).toBe(375);
    await screenshot(page, 'shell-notifications-empty-375');
    await context.close();
  });
});

describe('destructive popup and snackbars (spec §2, §7, §8)', () => {
  it("keeps 'Valider' disabled until the shop's name is typed, then confirms with a blue snackbar", async () => {
    const { context, page } = await loggedInPage(browser, 'admin@sarment.test', { width: 1440 });
    const errors = watchErrors(page);
    await openPage(page, '/admin?tab=shops');
    const row = page.getByTestId('admin-shop-row').filter({ hasText: 'Distillerie du Mont' });
    await row.getByRole('button', { name: 'Mettre hors ligne' }).click();
    const popup = page.getByTestId('global-popup');
    await popup.getByText('Pour confirmer, tapez « Distillerie du Mont » ci-dessous.').waitFor();
    const validate = popup.getByRole('button', { name: 'Valider' });
    await expect(validate.isDisabled()).resolves.toBe(true);
    const keyword = popup.getByLabel('Mot de confirmation');
    await keyword.fill('Distillerie du');
    await expect(validate.isDisabled()).resolves.toBe(true);
    await keyword.fill('  DISTILLERIE   du mont ');
    await expect(validate.isEnabled()).resolves.toBe(true);
    await screenshot(page, 'shell-destructive-popup-1440');
    await validate.click();
    const snackbar = page.getByTestId('snackbar').filter({ hasText: 'Boutique mise hors ligne' });
    await snackbar.waitFor();
    const colour = await snackbar.evaluate(backgroundOf);
    expect(colour).toBe('rgb(33, 158, 188)');
    await row.getByRole('button', { name: 'Mettre en ligne' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Boutique mise en ligne' }).waitFor();
    // spec §9: stacked 75 px apart
    await page.waitForTimeout(400); // let the entering one finish rising
    const tops = await page
      .getByTestId('snackbar')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom));
    expect(tops).toHaveLength(2);
    expect(Math.round(Math.abs((tops[0] ?? 0) - (tops[1] ?? 0)))).toBe(75);
    await screenshot(page, 'shell-snackbars-1440');
    await row.getByRole('button', { name: 'Mettre hors ligne' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an error answer as an orange snackbar (a maintenance ending before it starts)', async () => {
    const { context, page } = await loggedInPage(browser, 'admin@sarment.test', { width: 1440 });
    await openPage(page, '/admin?tab=maintenances');
    await page.getByTestId('maintenance-start').fill('2030-06-10T22:00');
    await page.getByTestId('maintenance-end').fill('2030-06-10T20:00');
    await page.getByRole('button', { name: 'Programmer' }).click();
    const snackbar = page
      .getByTestId('snackbar')
      .filter({ hasText: 'La fin de la maintenance doit être après son début' });
    await snackbar.waitFor();
    expect(await snackbar.evaluate(backgroundOf)).toBe('rgb(251, 133, 0)');
    await context.close();
  });
});

describe('maintenance (spec §4, §7)', () => {
  it('lets an admin plan a maintenance from /admin and cancel it', async () => {
    const { context, page } = await loggedInPage(browser, 'admin@sarment.test', { width: 1440 });
    await openPage(page, '/admin?tab=maintenances');
    await page.getByTestId('maintenance-start').fill('2030-06-10T20:00');
    await page.getByTestId('maintenance-end').fill('2030-06-10T22:00');
    await page.getByLabel('Message (facultatif)').fill('Mise à jour annuelle');
    await page.getByRole('button', { name: 'Programmer' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Maintenance programmée' }).waitFor();
    const row = page.getByTestId('admin-maintenance-row').filter({ hasText: '2030' });
    await row.waitFor();
    await screenshot(page, 'shell-admin-maintenances-1440');
    await row.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByTestId('global-popup').getByRole('button', { name: 'Valider' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Maintenance supprimée' }).waitFor();
    await expect.poll(() => page.getByTestId('admin-maintenance-row').count()).toBe(0);
    await context.close();
  });

  it('shows a scheduled maintenance as a banner, then as the page that blocks the app when it starts', async () => {
    const admin = await loggedInPage(browser, 'admin@sarment.test');
    const start = new Date(Date.now() + 15_000);
    const end = new Date(Date.now() + 120_000);
    const planned = await admin.context.request.post('/v1/admin/maintenances', {
      data: { banner: true, page: true, startDate: start.toISOString(), endDate: end.toISOString() },
    });
    expect(planned.status()).toBe(201);
    const id = (await planned.json()).maintenance.id as string;
    try {
      const visitor = await newPage(browser, {
        width: 375,
        height: 800,
        cookies: [{ name: 'isOver18', value: 'true' }],
      });
      await openPage(visitor.page, '/');
      await visitor.page.getByRole('heading', { level: 1, name: 'Producteurs' }).waitFor();
      const banner = visitor.page.getByTestId('maintenance-banner');
      await banner.waitFor();
      await expect(banner.textContent()).resolves.toMatch(
        /Une maintenance est prévue le .+ de \d\d:\d\d à \d\d:\d\d\./,
      );
      await screenshot(visitor.page, 'shell-maintenance-banner-375');

      const owner = await loggedInPage(browser, 'owner@trois-vallees.test', { width: 1440 });
      await openPage(owner.page, '/dashboard');
      await owner.page.getByTestId('maintenance-banner').waitFor();

      // the page checks again when the maintenance starts
      const page = visitor.page.getByTestId('maintenance-page');
      await page.waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { name: 'Sarment est en maintenance' }).waitFor();
      await expect(page.textContent()).resolves.toMatch(/Retour prévu le .+ à \d\d:\d\d\./);
      // the app is blocked: the page it showed is gone
      await expect(
        visitor.page.getByRole('heading', { level: 1, name: 'Producteurs' }).count(),
      ).resolves.toBe(0);
      await screenshot(visitor.page, 'shell-maintenance-page-375');
      await owner.page.getByTestId('maintenance-page').waitFor({ timeout: 20_000 });
      await screenshot(owner.page, 'shell-maintenance-page-1440');
      await visitor.context.close();
      await owner.context.close();
    } finally {
      await admin.context.request.delete(`/v1/admin/maintenances/${id}`);
      await admin.context.close();
    }
  });
});
