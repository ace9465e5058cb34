// Issue 15 (the buyer's side), at 375 and 1440 px: an e-label of a vintage that does not exist answers 404; the
// health message and the ban on sales to minors sit at the foot of the home, the shop and the cart; the filter
// counts follow a chosen filter; the shop search finds a vintage ('2022').
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HEALTH = "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.";
const MINORS = 'LA VENTE DE BOISSONS ALCOOLIQUES AUX MINEURS EST INTERDITE';
const adult = [{ name: 'isOver18', value: 'true' }];

describe.each([
  ['mobile', 375, 800],
  ['desktop', 1440, 900],
])('the buyer’s side at %s width (issue 15)', (device, width, height) => {
  it('answers 404 for an e-label of a vintage the bottle never had, in the visitor’s language', async () => {
    const { context, page } = await newPage(browser, { width, height });
    const answer = await page.goto('/gs1/01/3760123450010/22/2019');
    expect(answer?.status()).toBe(404);
    expect(answer?.headers().vary).toMatch(/^Accept-Language\b/);
    await page.getByRole('heading', { level: 1, name: 'Étiquette introuvable' }).waitFor();
    await expect(page.getByText('Raisins').count()).resolves.toBe(0);
    await screenshot(page, `buyer-elabel-unknown-vintage-${device}`);
    // the vintage that exists still opens, and a German reader gets German ingredients and category
    await page.goto('/gs1/01/3760123450010/22/2022?lang=de');
    await expect(page.getByTestId('ingredients').textContent()).resolves.toBe(
      'Trauben, Konservierungsstoff: SULFITE.',
    );
    await expect(page.getByText('Stillwein').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Frankreich').isVisible()).resolves.toBe(true);
    await screenshot(page, `buyer-elabel-german-${device}`);
    await context.close();
  });

  it('shows the health message and the ban on sales to minors on the home, the shop and the cart', async () => {
    const { context, page } = await newPage(browser, { width, height, cookies: adult });
    const errors = watchErrors(page);
    for (const [path, name] of [
      ['/', 'home'],
      ['/trois-vallees', 'shop'],
      ['/cart', 'cart'],
    ] as const) {
      await page.goto(path);
      const notices = page.getByTestId('alcohol-notices');
      await notices.scrollIntoViewIfNeeded();
      await expect(notices.getByTestId('health-warning').textContent()).resolves.toBe(HEALTH);
      await expect(notices.getByText(MINORS).isVisible()).resolves.toBe(true);
      await expect(notices.textContent()).resolves.toContain('articles L. 3342-1 et L. 3353-3');
      await screenshot(page, `buyer-notices-${name}-${device}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts each filter with the others applied, and searches a vintage', async () => {
    const { context, page } = await newPage(browser, { width, height, cookies: adult });
    const errors = watchErrors(page);
    await page.goto('/trois-vallees?page=nos-vins&color=red');
    const cards = page.getByTestId('product-card');
    await expect.poll(() => cards.count()).toBe(2);
    // on a phone the panel folds under its 'Filtres (1)' toggle
    if (width < 800) await page.locator('label[for=filters-toggle]').click();
    const count = (name: RegExp) => page.getByRole('link', { name }).locator('span').last().textContent();
    // red wines: both in Les Classiques, none in Les Bulles; Blanc still says what it would add
    await expect(count(/^Les Classiques/)).resolves.toBe('2');
    await expect(count(/^Les Bulles/)).resolves.toBe('0');
    await expect(count(/^Blanc/)).resolves.toBe('2');
    await screenshot(page, `buyer-filter-counts-${device}`);
    await page.goto('/trois-vallees?page=nos-vins');
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('2022');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === '2022');
    await expect
      .poll(() => cards.allTextContents())
      .toEqual([expect.stringContaining('Bourgogne Pinot Noir')]);
    await screenshot(page, `buyer-search-vintage-${device}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
