// spec §2 /shops ('Producteurs') for logged-in buyers, agents, owners and collaborators; /shops/add for agents.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(context: BrowserContext, email: string) {
  const answer = await context.request.post(`${baseURL()}/v1/auth/login`, {
    data: { email, password: 'Sarment2026' },
  });
  expect(answer.status()).toBe(200);
}

describe("the producers' list", () => {
  it('lists the producers for a buyer, each opening /shops/{id}', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    const errors = watchErrors(page);
    await logIn(context, 'buyer@sarment.test');
    await page.goto('/shops');
    await page.getByRole('heading', { level: 1, name: 'Producteurs' }).waitFor();
    // other journeys may register new sellers on the same server: the three demo shops are listed, among others
    const cards = page.getByTestId('shop-card');
    for (const name of ['Domaine des Trois Vallées', 'Champagne Lemoine', 'Distillerie du Mont']) {
      await expect(cards.filter({ hasText: name }).count()).resolves.toBe(1);
    }
    await screenshot(page, 'shops-list-mobile');
    await page.getByRole('link', { name: 'Distillerie du Mont' }).click();
    await page.waitForURL('**/shops/shp_distillerie_du_mont');
    await page.getByRole('heading', { level: 1, name: 'Distillerie du Mont' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an agent offer their services to a producer they do not represent', async () => {
    const { context, page } = await newPage(browser);
    await logIn(context, 'agent@sarment.test');
    await page.goto('/shops/add');
    await page.getByRole('heading', { level: 1, name: 'Ajouter un producteur' }).waitFor();
    // the agent already represents Trois Vallées and Lemoine (contract)
    const cards = page.getByTestId('shop-card');
    await expect(cards.filter({ hasText: 'Domaine des Trois Vallées' }).count()).resolves.toBe(0);
    await expect(cards.filter({ hasText: 'Champagne Lemoine' }).count()).resolves.toBe(0);
    const distillerie = cards.filter({ hasText: 'Distillerie du Mont' });
    await expect(distillerie.count()).resolves.toBe(1);
    await distillerie.getByRole('button', { name: 'Proposer mes services' }).click();
    await distillerie
      .getByRole('status')
      .filter({ hasText: 'Votre proposition a bien été envoyée au producteur.' })
      .waitFor();
    await screenshot(page, 'shops-add-agent-desktop');
    await context.close();
  });
});
