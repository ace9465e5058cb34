// The collaborators' pages in the browser (team area): the owner of Trois Vallées adds a collaborator with three
// rights, finds them in the list ('3 droits', 'Invitation envoyée') and in the organigramme under the owner; the
// invitation mailed to them (read from the outbox) lets them choose a password and log in, and their sidebar
// shows only what those rights open; the owner removes them, which ends their session. At 1440 and 375 px, with
// screenshots and the axe check.
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, watchErrors } from '../support/browser.ts';
import { demoPassword, loggedInPage, openPage, readSidebar } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const lastname = `Essai${stamp}`;
const email = `ines.${stamp}@exemple.fr`;
const name = `${lastname} Inès`; // spec §3 display name: last name first

async function axeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The invitation's link (the reset page with its token) from the mail the outbox holds for the address. */
async function invitationLink(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/v1/admin/outbox?pageSize=100');
  expect(answer.status()).toBe(200);
  const mails = (await answer.json()) as { to: string; subject: string; text: string }[];
  const mail = mails.find((m) => m.to === email);
  expect(mail?.subject).toBe('Vous êtes invité à rejoindre Domaine des Trois Vallées sur Sarment');
  const link = /\/auth\/resetpwd\?token=[\w%-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return link as string;
}

describe('a collaborator added, invited, logged in and removed (team area)', () => {
  it('goes from the form to the list, the organigramme, their own first login, and out of the team', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test');
    const errors = watchErrors(page);

    // the form: the French messages first, then three rights in two areas
    await openPage(page, '/dashboard/collaborators/add');
    await page.getByRole('heading', { name: 'Nouveau collaborateur', level: 1 }).waitFor();
    await page.getByTestId('collaborator-submit').click();
    await expect(page.getByText('Ce champ ne peut pas être vide').count()).resolves.toBe(3);
    await page.getByTestId('collaborator-firstname').fill('Inès');
    await page.getByTestId('collaborator-lastname').fill(lastname);
    await page.getByTestId('collaborator-email').fill(email);
    await page.getByTestId('collaborator-jobTitle').fill('Caviste conseil');
    await page.getByRole('checkbox', { name: 'Voir tous les clients' }).check();
    await page.getByRole('checkbox', { name: 'Voir tous les stocks' }).check();
    await page.getByRole('checkbox', { name: 'Accéder aux collaborateurs' }).check();
    await axeClean(page);
    await screenshot(page, 'team-add-desktop');
    await page.getByTestId('collaborator-submit').click();
    await page.waitForURL(/\/dashboard\/collaborators\/usr_/);
    const id = page.url().split('/').pop() as string;
    await page.getByText(`Invitation envoyée à ${email}`).waitFor();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect(page.getByTestId('collaborator-resend').isVisible()).resolves.toBe(true);
    await axeClean(page);
    await screenshot(page, 'team-detail-desktop');
    // an edit from the detail page, then the history, newest first: the phone changed, created and invited
    await page.getByTestId('collaborator-phone').fill('06 12 34 56 78');
    await page.getByTestId('collaborator-submit').click();
    await page.getByText('Collaborateur enregistré').waitFor();
    await page.getByTestId('tab-history').click();
    await page.getByTestId('history-entry').first().waitFor();
    const history = (await page.getByTestId('history').textContent()) ?? '';
    expect(history).toMatch(
      new RegExp(`Vallet Claire a créé — .*${lastname}.*${email.replace(/\./g, '\\.')}`),
    );
    expect(history).toContain('Vallet Claire a modifiéTéléphone : — → +33612345678');
    await axeClean(page);
    await screenshot(page, 'team-history-desktop');

    // the list: found by name without its accent, with its three rights and its status
    await openPage(page, `/dashboard/collaborators?search=${lastname.toLowerCase()}%20ines`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Caviste conseil.*3 droits.*Invitation envoyée/);
    await axeClean(page);
    await screenshot(page, 'team-list-desktop');

    // the organigramme: under the owner, a link to their page
    await openPage(page, '/dashboard/collaborators/structure');
    const owner = page.getByTestId('org-owner');
    await owner.waitFor();
    const person = owner.locator(`:scope > ul > li[data-id="${id}"]`);
    await expect(person.getByRole('link').getAttribute('href')).resolves.toBe(
      `/dashboard/collaborators/${id}`,
    );
    await expect(person.textContent()).resolves.toContain('Caviste conseil');
    await axeClean(page);
    await screenshot(page, 'team-structure-desktop');

    // the invitation: choose a password, log in, see only what the three rights open
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
    await invited.page.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.').waitFor();
    await invited.page.locator('input[name=login]').fill(email);
    await invited.page.locator('input[name=password]').fill(demoPassword);
    await invited.page.getByRole('button', { name: 'Se connecter' }).click();
    await invited.page.waitForURL(/\/dashboard/);
    await invited.page.getByTestId('sidebar-full').waitFor();
    const sidebar = await readSidebar(invited.page, 'sidebar-full');
    await screenshot(invited.page, 'team-invited-dashboard-desktop');
    // spec §2 menus for seeAllClient, seeAllStock and accessCollaborator: Clients (not Tâches), the stock pages (not
    // the catalogue), Collaborateurs and Structure (not Agents nor Objectifs); Marketing's pages need no right, as
    // for the contract's iam; no Ventes, Rapports, Achats, Comptabilité, Caisse nor Messagerie
    expect(sidebar).toEqual([
      'Tableau de bord',
      'CRM: Clients | Opportunités | Prospection | Calendrier',
      'Articles: Entrepôts | Stocks | Mouvements',
      'Marketing: Listes | Campagnes | Modèles',
      'Commercial: Collaborateurs | Structure',
      'Boutique en ligne',
      "Centre d'aide",
      'Paramètres',
    ]);
    // the list answers them, its create button does not show (no createCollaborator)
    await openPage(invited.page, '/dashboard/collaborators');
    await invited.page.getByRole('heading', { name: 'Collaborateurs', level: 1 }).waitFor();
    await expect(invited.page.getByTestId('collaborator-create').count()).resolves.toBe(0);
    // their own page: read only (no createCollaborator), their rights shown, none to change
    await openPage(invited.page, `/dashboard/collaborators/${id}`);
    await invited.page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect(invited.page.getByTestId('collaborator-submit').count()).resolves.toBe(0);
    await expect(
      invited.page.getByRole('checkbox', { name: 'Voir tous les stocks' }).isChecked(),
    ).resolves.toBe(true);
    await expect(
      invited.page.getByRole('checkbox', { name: 'Voir tous les stocks' }).isDisabled(),
    ).resolves.toBe(true);
    await axeClean(invited.page);
    await screenshot(invited.page, 'team-own-page-desktop');
    // the owner sees them active now
    await openPage(page, `/dashboard/collaborators/${id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect(page.getByTestId('collaborator-resend').count()).resolves.toBe(0);

    // at 375 px: the list as cards, the organigramme as an indented list
    const phone = await loggedInPage(browser, 'owner@trois-vallees.test', { width: 375, height: 812 });
    await openPage(phone.page, `/dashboard/collaborators?search=${lastname}`);
    await phone.page.getByTestId('list-card').filter({ hasText: name }).waitFor();
    await axeClean(phone.page);
    await screenshot(phone.page, 'team-list-mobile');
    await openPage(phone.page, '/dashboard/collaborators/structure');
    await phone.page.getByTestId('org-owner').waitFor();
    await axeClean(phone.page);
    await screenshot(phone.page, 'team-structure-mobile');
    await openPage(phone.page, `/dashboard/collaborators/${id}`);
    await phone.page.getByRole('heading', { name, level: 1 }).waitFor();
    await axeClean(phone.page);
    await screenshot(phone.page, 'team-detail-mobile');
    await openPage(phone.page, '/dashboard/collaborators/add');
    await phone.page.getByTestId('rights-marketing').waitFor();
    await axeClean(phone.page);
    await screenshot(phone.page, 'team-add-mobile');
    await phone.context.close();

    // the owner removes them after the confirmation: gone from the list, their session ended
    await page.getByTestId('collaborator-remove').click();
    const popup = page.getByTestId('global-popup');
    await popup.getByText(`Retirer ${name} de l’équipe ?`, { exact: false }).waitFor();
    await popup.getByRole('button', { name: 'Retirer de l’équipe' }).click();
    await page.waitForURL(/\/dashboard\/collaborators(\?|$)/);
    await page.getByText(`${name} ne fait plus partie de l’équipe`).waitFor();
    await openPage(page, `/dashboard/collaborators?search=${lastname}`);
    await page.getByText('Aucun résultat').first().waitFor();
    const afterRemoval = await invited.context.request.get('/v1/users/me');
    expect(afterRemoval.status()).toBe(401);

    expect(errors).toEqual([]);
    expect(invitedErrors).toEqual([]);
    await invited.context.close();
    await context.close();
  }, 180_000);
});
