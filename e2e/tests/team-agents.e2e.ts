// The agents' pages in the browser (team area): the owner of Trois Vallées adds a new agent with a 7,5 % commission,
// finds them in the list ('7,5 %', 'Invitation envoyée'), sets the rate to 10 on their page (the history says
// 'Commission : 7,5 % → 10 %'); the invitation mailed to them (read from the outbox) lets them choose a password
// and log in as an agent who represents Trois Vallées; the owner removes them after a confirmation saying their
// clients will have no agent, and the shop leaves the agent's list. At 1440 and 375 px, screenshots, axe check.
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';
import { demoPassword, loggedInPage, openPage } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const lastname = `Agent${stamp}`;
const email = `nina.${stamp}@exemple.fr`;
const name = `${lastname} Nina`; // spec §3 display name: last name first
const shopName = 'Domaine des Trois Vallées';

async function axeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The invitation's link (the reset page with its token) from the mail the outbox holds for the address. */
async function invitationLink(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/v1/admin/outbox?pageSize=100');
  expect(answer.status()).toBe(200);
  const mails = (await answer.json()) as { to: string; subject: string; text: string }[];
  const mail = mails.find((m) => m.to === email);
  expect(mail?.subject).toBe(`Vous êtes invité à rejoindre ${shopName} sur Sarment`);
  expect(mail?.text).toContain('en tant que agent');
  const link = /\/auth\/resetpwd\?token=[\w%-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return link as string;
}

/** The shops the session works for, by name, as GET /v1/users/me answers them. */
async function shopsOf(context: BrowserContext): Promise<{ name: string; role: string }[]> {
  const answer = await context.request.get('/v1/users/me');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { shops: { name: string; role: string }[] }).shops;
}

describe('an agent added, invited, logged in and removed (team area)', () => {
  it('goes from the form to the list, their rate changed, their first login, and out of the shop', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);

    // the form: the e-mail first; the commission checked in French; a new account needs its names (the API's word)
    await openPage(page, '/dashboard/agents/add');
    await page.getByRole('heading', { name: 'Nouvel agent', level: 1 }).waitFor();
    await expect(page.locator('form input').first().getAttribute('data-testid')).resolves.toBe('agent-email');
    await page.getByTestId('agent-submit').click();
    await page.getByText('Ce champ ne peut pas être vide').waitFor();
    await page.getByTestId('agent-email').fill(email);
    await page.getByTestId('agent-commissionRate').fill('7,555');
    await page
      .getByText('Le taux de commission doit être un nombre entre 0 et 100, avec 2 décimales au plus.')
      .waitFor();
    await page.getByTestId('agent-commissionRate').fill('7,5');
    await page.getByTestId('agent-territory').fill('Savoie, Isère');
    await page.getByTestId('agent-submit').click();
    await page
      .getByText('Le prénom et le nom sont obligatoires pour créer le compte d’un nouvel agent.')
      .first()
      .waitFor();
    // under the two name fields (the global snackbar says it too)
    await expect(
      page
        .locator('form')
        .getByText('Le prénom et le nom sont obligatoires pour créer le compte d’un nouvel agent.')
        .count(),
    ).resolves.toBe(2);
    await page.getByTestId('agent-firstname').fill('Nina');
    await page.getByTestId('agent-lastname').fill(lastname);
    await axeClean(page);
    await screenshot(page, 'agents-add-desktop');
    await page.getByTestId('agent-submit').click();
    await page.waitForURL(/\/dashboard\/agents\/usr_/);
    const id = page.url().split('/').pop() as string;
    await page.getByText(`Invitation envoyée à ${email}`).waitFor();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect(page.getByTestId('agent-commissionRate').inputValue()).resolves.toBe('7,5');
    await expect(page.getByTestId('agent-email').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByTestId('agent-clients').textContent()).resolves.toBe('0 client suivi');
    await expect(page.getByTestId('agent-resend').isVisible()).resolves.toBe(true);

    // the list: found by name without case, with its territory, rate, clients and status
    await openPage(page, `/dashboard/agents?search=${lastname.toLowerCase()}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(
      /Savoie, Isère.*7,5\s%.*0.*Invitation envoyée.*Jamais connecté/,
    );
    await axeClean(page);
    await screenshot(page, 'agents-list-desktop');

    // their page: the rate set to 10, the history says it
    await row.click();
    await page.waitForURL(new RegExp(`/dashboard/agents/${id}$`));
    await page.getByTestId('agent-commissionRate').fill('10');
    await page.getByTestId('agent-submit').click();
    await page.getByText('Agent enregistré').waitFor();
    await axeClean(page);
    await screenshot(page, 'agents-detail-desktop');
    await page.getByTestId('tab-history').click();
    await page.getByTestId('history-entry').first().waitFor();
    const history = (await page.getByTestId('history').textContent()) ?? '';
    expect(history).toContain('Commission : 7,5 % → 10 %'.replace(/ %/g, '\u00a0%'));
    await axeClean(page);
    await screenshot(page, 'agents-history-desktop');

    // the invitation: choose a password, log in as an agent who represents Trois Vallées
    const admin = await loggedInPage(browser, 'admin@sarment.test');
    const link = await invitationLink(admin.context.request);
    await admin.context.close();
    const invited = await newPage(browser, { cookies: [{ name: 'isOver18', value: 'true' }] });
    const invitedErrors = watchErrors(invited.page);
    await openPage(invited.page, link);
    await invited.page.getByRole('heading', { name: 'Nouveau mot de passe' }).waitFor();
    await invited.page.locator('input[name=password]').fill(demoPassword);
    await invited.page.locator('input[name=confirmation]').fill(demoPassword);
    await invited.page.getByRole('button', { name: 'Enregistrer' }).click();
    await invited.page.waitForURL(/\/auth\/login/);
    await invited.page.locator('input[name=login]').fill(email);
    await invited.page.locator('input[name=password]').fill(demoPassword);
    await invited.page.getByRole('button', { name: 'Se connecter' }).click();
    await invited.page.waitForURL(/\/dashboard/);
    await invited.page.getByTestId('sidebar-full').waitFor();
    await expect(shopsOf(invited.context)).resolves.toContainEqual(
      expect.objectContaining({ name: shopName, role: 'agent' }),
    );
    // the clients of Trois Vallées they follow: none yet, the page answers them
    await openPage(invited.page, '/dashboard/clients');
    await invited.page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    await axeClean(invited.page);
    await screenshot(invited.page, 'agents-invited-clients-desktop');
    // the owner sees them active now
    await openPage(page, `/dashboard/agents/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect(page.getByTestId('agent-resend').count()).resolves.toBe(0);

    // at 375 px: the list as cards, their page, the form
    const phone = await loggedInPage(browser, 'owner@trois-vallees.test', { width: 375, height: 812 });
    await openPage(phone.page, `/dashboard/agents?search=${lastname}`);
    const card = phone.page.getByTestId('list-card').filter({ hasText: name });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('0 client · Commission : 10\u00a0%');
    await axeClean(phone.page);
    await screenshot(phone.page, 'agents-list-mobile');
    await openPage(phone.page, `/dashboard/agents/${id}`);
    await phone.page.getByRole('heading', { name, level: 1 }).waitFor();
    await axeClean(phone.page);
    await screenshot(phone.page, 'agents-detail-mobile');
    await openPage(phone.page, '/dashboard/agents/add');
    await phone.page.getByTestId('agent-email').waitFor();
    await axeClean(phone.page);
    await screenshot(phone.page, 'agents-add-mobile');
    await phone.context.close();

    // the owner removes them after the confirmation: gone from the list, Trois Vallées gone from their shops
    await page.getByTestId('agent-remove').click();
    const popup = page.getByTestId('global-popup');
    await popup.getByText('Ses clients n’auront plus d’agent', { exact: false }).waitFor();
    await page.waitForTimeout(400); // the popup's fade-in, for the screenshot
    await axeClean(page);
    await screenshot(page, 'agents-remove-desktop');
    await popup.getByRole('button', { name: 'Retirer' }).click();
    await page.waitForURL(/\/dashboard\/agents(\?|$)/);
    await page.getByText(`${name} ne représente plus votre boutique`).waitFor();
    await openPage(page, `/dashboard/agents?search=${lastname}`);
    await page.getByText('Aucun résultat').first().waitFor();
    const after = await shopsOf(invited.context);
    expect(after.map((shop) => shop.name)).not.toContain(shopName);

    // the one refusal provoked on purpose: the new account's names
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
    expect(invitedErrors).toEqual([]);
    await invited.context.close();
    await context.close();
  }, 180_000);

  it('links a demo agent’s page to the clients they follow, the clients list filtered on them', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);
    const answer = await context.request.get('/v1/agents?search=agent@sarment.test&page=1');
    const [agent] = (await answer.json()) as { id: string; name: string; clientCount: number }[];
    expect(agent?.clientCount).toBeGreaterThan(0);
    await openPage(page, `/dashboard/agents/${agent?.id}`);
    await page.getByRole('heading', { name: agent?.name, level: 1 }).waitFor();
    await expect(page.getByTestId('agent-clients').textContent()).resolves.toContain(
      `${agent?.clientCount} clients suivis`,
    );
    await page.getByTestId('agent-clients-link').click();
    await page.waitForURL(/\/dashboard\/clients\?agent=/);
    await expect(page.getByTestId('list-total').textContent()).resolves.toBe(
      `${agent?.clientCount} résultats`,
    );
    await screenshot(page, 'agents-clients-link-desktop');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
