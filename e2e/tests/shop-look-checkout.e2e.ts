// Issue 15, at 375 and 1440 px: the cart, the login asked from it and the order page of a group order.
// - A visitor who fills the cart at one shop keeps that shop's look on /cart and on the login it leads to: its
//   logo and name with 'Retour à la boutique …', its colour as the primary colour, darkened until white text on
//   it reads at 4.5:1 (WCAG AA).
// - A buyer's group order shows each unpaid group's absolute payment link, 'Copier le lien', its state and its
//   deadline in Paris time. The journey refuses its order at the end, so the tasting's places come back.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, readablePrimary } from '../../apps/web/app/lib/colour-contrast.ts';
import { baseURL, launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const adult = [{ name: 'isOver18', value: 'true' }];
const shopName = 'Domaine des Trois Vallées';

const hexOfRgb = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

async function shopColour(page: Page): Promise<string> {
  const answer = await page.context().request.get('/v1/shops/trois-vallees');
  const shop = await answer.json();
  return shop.editedShop?.color ?? shop.color;
}

// the e2e project has no DOM types: the page's own getComputedStyle, inside page.evaluate
type ComputedStyles = { getComputedStyle(element: unknown): { color: string; backgroundColor: string } };

const colourOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluate((element) => (globalThis as unknown as ComputedStyles).getComputedStyle(element).color);

describe.each([
  ['mobile', 375, 800],
  ['desktop', 1440, 900],
])('the shop look at %s width (issue 15)', (device, width, height) => {
  it("keeps the shop's logo, name and readable colour from the shop to the cart and its login", async () => {
    const { context, page } = await newPage(browser, { width, height, cookies: adult });
    const errors = watchErrors(page);
    const expected = readablePrimary(await shopColour(page)) as string;
    expect(contrastRatio(expected, '#ffffff')).toBeGreaterThanOrEqual(4.5);

    await openPage(page, '/trois-vallees?page=nos-vins');
    const card = page.getByTestId('product-card').filter({ hasText: 'Bourgogne Pinot Noir' });
    await card.getByRole('button', { name: 'Ajouter au panier' }).click();
    await card.getByText('Ajouté au panier').waitFor();
    await page.getByTestId('shop-cart-link').click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });

    const bar = page.getByTestId('shop-look-bar');
    await bar.waitFor();
    await expect(bar.textContent()).resolves.toContain(shopName);
    const back = page.getByTestId('back-to-shop');
    await expect(back.textContent()).resolves.toBe(`Retour à la boutique ${shopName}`);
    await expect(back.getAttribute('href')).resolves.toBe('/trois-vallees');
    await expect
      .poll(async () => hexOfRgb(await colourOf(page, 'back-to-shop')))
      .toBe(expected.toLowerCase());
    await screenshot(page, `shop-look-cart-${device}`);

    // the login the cart asks for keeps the shop
    await page.getByRole('link', { name: 'Se connecter pour commander' }).first().click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.getByTestId('back-to-shop').textContent())
      .toContain(`Retour à la boutique ${shopName}`);
    const submit = page.getByRole('button', { name: 'Se connecter', exact: true });
    await expect
      .poll(async () =>
        hexOfRgb(
          await submit.evaluate(
            (b) => (globalThis as unknown as ComputedStyles).getComputedStyle(b).backgroundColor,
          ),
        ),
      )
      .toBe(expected.toLowerCase());
    await screenshot(page, `shop-look-login-${device}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a cart with several sellers (issue 15)', () => {
  it("keeps the platform's look", async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900, cookies: adult });
    for (const [path, product] of [
      ['/trois-vallees?page=nos-vins', 'Bourgogne Pinot Noir'],
      ['/champagne-lemoine?page=nos-champagnes', 'Brut Réserve'],
    ] as const) {
      await openPage(page, path);
      const card = page.getByTestId('product-card').filter({ hasText: product }).first();
      await card.getByRole('button', { name: 'Ajouter au panier' }).first().click();
      await card.getByText('Ajouté au panier').first().waitFor();
    }
    await openPage(page, '/cart?shop=trois-vallees');
    await page.getByText('Chez Champagne Lemoine').waitFor();
    const login = page.getByRole('link', { name: 'Se connecter pour commander' }).first();
    await expect
      .poll(async () =>
        hexOfRgb(
          await login.evaluate(
            (b) => (globalThis as unknown as ComputedStyles).getComputedStyle(b).backgroundColor,
          ),
        ),
      )
      .toBe('#15708a');
    await expect(page.getByTestId('shop-look-bar').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('the order page of a group order (issue 15)', () => {
  let orderId = '';
  afterAll(async () => {
    if (!orderId) return;
    const { context } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const refused = await context.request.post(`/v1/orders/${orderId}/refuse`);
    expect(refused.status(), await refused.text()).toBe(200);
    await context.close();
  });

  it.each([
    ['mobile', 375, 800],
    ['desktop', 1440, 900],
  ])(
    "shows each group's payment link with 'Copier le lien', state and deadline at %s width",
    async (device, width, height) => {
      const { context, page } = await loggedInPage(browser, 'buyer@sarment.test', { width, height });
      if (!orderId) {
        const event = await (
          await context.request.get('/v1/cart/events/shp_trois_vallees/evt_degustation_premiers_crus')
        ).json();
        const slot = event.slots.find(
          (s: { placesLeft: number | null }) => s.placesLeft === null || s.placesLeft >= 2,
        );
        const rate = event.rates[0];
        const placed = await context.request.post('/v1/orders/checkout', {
          data: {
            idempotencyKey: `look-${randomUUID()}`,
            order: {
              seller: { id: 'shp_trois_vallees' },
              reservations: [
                {
                  eventId: 'evt_degustation_premiers_crus',
                  selectedSlot: { slot: { id: slot.id } },
                  selectedPrices: [{ rateId: rate.id, quantity: 2 }],
                },
              ],
            },
            payment: { type: 'cb' },
            group: {
              shares: [
                { label: 'Famille Bernard', persons: 1, email: 'bernard@example.test' },
                { label: 'Famille Martin', persons: 1 },
              ],
            },
          },
        });
        expect(placed.status(), await placed.text()).toBe(201);
        orderId = (await placed.json()).order.id;
      }
      const errors = watchErrors(page);
      await openPage(page, `/dashboard/orders/${orderId}`);
      const links = page.getByTestId('group-link');
      await expect(links.count()).resolves.toBe(2);
      const urls = await page
        .getByTestId('group-link-url')
        .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
      expect(urls).toHaveLength(2);
      for (const url of urls) expect(url).toMatch(new RegExp(`^${baseURL()}/cart/group/shp_trois_vallees/`));
      await expect(links.first().textContent()).resolves.toMatch(/Famille Bernard.*En attente/);
      await expect(links.first().textContent()).resolves.toMatch(/À payer avant le .* \(heure de Paris\)/);
      await expect(links.first().getByRole('button', { name: 'Copier le lien' }).isVisible()).resolves.toBe(
        true,
      );
      await screenshot(page, `group-links-${device}`);

      // the payer's page, from the link, wears the shop's look whatever the visitor's own cart holds
      await openPage(page, new URL(urls[0] as string).pathname);
      await expect
        .poll(() => page.getByTestId('back-to-shop').textContent())
        .toBe(`Retour à la boutique ${shopName}`);
      await screenshot(page, `group-payment-look-${device}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
