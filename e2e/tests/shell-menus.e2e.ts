// Issue 7, done when: each demo role sees exactly its menus at 375, 1024 and 1440 px; the iam of the contract
// sees no Analytics or settings entry it may not use; every entry leads to a real page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from '../support/browser.ts';
import { loggedInPage, menuTargets, openPage, readSidebar } from './shell-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// spec §2 Sidebar menus, with the contract's shops and permissions (the expected lists are written from the spec,
// not read from the code under test).
const ownerMenus = [
  'Tableau de bord',
  "Ventes: Devis | Commandes | Factures | Factures d'acompte | Factures d'avoir | Ventilations | Primeurs | Expéditions | Encours | Impayés | Paiements | Avoirs",
  'Oenotourisme: Evénements | Prise de réservation | Calendrier',
  'CRM: Clients | Opportunités | Prospection | Calendrier | Tâches',
  'Articles: Catalogue | Entrepôts | Stocks | Mouvements | Grilles tarifaires | Échantillons',
  'Marketing: Listes | Campagnes | Modèles',
  'Commercial: Collaborateurs | Agents | Objectifs | Structure',
  'Achats: Fournisseurs | Commandes fournisseurs',
  'Rapports',
  'Comptabilité: Encours | Impayés | Paiements | Journaux | Codes comptables',
  'Caisse',
  'Messagerie',
  'Boutique en ligne',
  "Centre d'aide",
  'Paramètres',
];
// contract: seeAllOrder, createOrder, createQuote, seeAllClient, createClient, seeAllProduct, seeAllMessages only
const iamMenus = [
  'Tableau de bord',
  "Ventes: Devis | Commandes | Factures | Factures d'acompte | Factures d'avoir | Ventilations",
  'CRM: Clients | Opportunités | Prospection | Calendrier',
  'Articles: Catalogue | Échantillons',
  'Marketing: Listes | Campagnes | Modèles',
  'Messagerie',
  'Boutique en ligne',
  "Centre d'aide",
  'Paramètres',
];
const buyerMenus = [
  'Tableau de bord',
  'Commandes',
  'Réservations',
  'Messagerie',
  'Producteurs',
  'Paramètres',
];
const agentMenus = [
  'Tableau de bord',
  'Commandes',
  'Échantillons',
  'Clients',
  'Catalogue',
  'Calendrier',
  'Producteurs',
  'Paramètres',
];

describe('the sidebar of each demo role at 1440 px (spec §2)', () => {
  it.each([
    ['owner', 'owner@trois-vallees.test', ownerMenus],
    ['iam', 'iam@trois-vallees.test', iamMenus],
    ['buyer', 'buyer@sarment.test', buyerMenus],
    ['agent', 'agent@sarment.test', agentMenus],
  ])('the %s sees exactly its menus', async (role, email, expected) => {
    const { context, page } = await loggedInPage(browser, email, { width: 1440 });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    expect(await readSidebar(page, 'sidebar-full')).toEqual(expected);
    await expect(page.getByTestId('sidebar-full').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('sidebar-rail').isVisible()).resolves.toBe(false);
    const width = await page.locator('aside').evaluate((aside) => aside.getBoundingClientRect().width);
    expect(width).toBe(180);
    const header = await page.getByTestId('app-header').evaluate((bar) => bar.getBoundingClientRect().height);
    expect(header).toBe(64);
    await screenshot(page, `shell-${role}-dashboard-1440`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the owner the create menus, Primeur included (futures integration active)', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test', { width: 1440 });
    await openPage(page, '/dashboard');
    await page.getByTestId('create-menu-button').click();
    await page.getByRole('menu').waitFor(); // the menus load with their first opening (issue 22)
    const items = await page.getByTestId('create-menu-item').allTextContents();
    expect(items).toEqual([
      'Devis',
      'Commande',
      'Facture',
      'Primeur',
      'Fournisseur',
      'Commande',
      'Particulier',
      'Professionnel',
      'Prospect',
      'Produit',
      'Evénement',
      'Réservation',
      'Liste',
      'Campagne',
      'Modèle',
      'Modèle avancé',
    ]);
    await screenshot(page, 'shell-owner-create-menu-1440');
    await context.close();
  });
});

describe('the iam of the contract (spec §6: entries hidden without their permission)', () => {
  it('sees no Analytics, accounting or settings entry it may not use, in the menus or the go-to search', async () => {
    const { context, page } = await loggedInPage(browser, 'iam@trois-vallees.test', { width: 1440 });
    await openPage(page, '/dashboard');
    await page.getByTestId('sidebar-full').waitFor();
    const sidebar = (await readSidebar(page, 'sidebar-full')).join('\n');
    for (const hidden of [
      'Rapports',
      'Objectifs',
      'Comptabilité',
      'Codes comptables',
      'Caisse',
      'Tâches',
      'Stocks',
    ])
      expect(sidebar).not.toContain(hidden);
    await page.getByTestId('create-menu-button').click();
    await page.getByRole('menu').waitFor(); // the menus load with their first opening (issue 22)
    expect(await page.getByTestId('create-menu-item').allTextContents()).toEqual([
      'Devis',
      'Commande',
      'Particulier',
      'Professionnel',
      'Prospect',
    ]);
    await page.keyboard.press('Escape');
    const search = page.getByRole('combobox', { name: 'Aller à…' });
    for (const query of ['budget', 'analytics', 'codes comptables', 'journaux', 'caisse']) {
      await search.fill(query);
      await page.getByText('Aucune page trouvée').waitFor();
    }
    await search.fill('factu');
    const options = await page.getByRole('option').allTextContents();
    expect(options).toContain('Factures');
    expect(options).not.toContain('Nouvelle facture'); // billOrder is not among its permissions
    await screenshot(page, 'shell-iam-search-1440');
    // the guard (identity) sends it back from a page it may not open
    await openPage(page, '/dashboard/analytics');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

describe('every menu entry leads to a real page (issue 7)', () => {
  it("opens each of the owner's sidebar and create-menu targets: a page with its title, never a 404 or a crash", {
    timeout: 240_000,
  }, async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test', { width: 1440 });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard');
    await page.getByTestId('create-menu-button').click();
    await page.getByRole('menu').waitFor(); // the menus load with their first opening (issue 22)
    const targets = await menuTargets(page);
    await page.keyboard.press('Escape');
    expect(targets.length).toBeGreaterThan(40);
    for (const target of targets) {
      const response = await openPage(page, target);
      expect(response?.status(), target).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1 }).first().textContent(),
        target,
      ).resolves.toBeTruthy();
      await expect(page.getByText('This page could not be found').count(), target).resolves.toBe(0);
      await expect(page.getByText('Une erreur est survenue').count(), target).resolves.toBe(0);
    }
    // a page whose area is not built yet (marketing campaigns) still says so
    await openPage(page, '/dashboard/crm/campaigns');
    await page.getByText('Cette partie de Sarment arrive bientôt.').waitFor();
    await screenshot(page, 'shell-owner-coming-soon-1440');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('tablet (1024 px) and mobile (375 px) frames (spec §2, §9)', () => {
  it('shows the 56 px icon rail below 1280 px', async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test', { width: 1024 });
    await openPage(page, '/dashboard');
    await page.getByTestId('sidebar-rail').waitFor();
    await expect(page.getByTestId('sidebar-full').isVisible()).resolves.toBe(false);
    const width = await page.locator('aside').evaluate((aside) => aside.getBoundingClientRect().width);
    expect(width).toBe(56);
    await page.getByRole('button', { name: 'Ventes' }).click();
    await page.getByRole('menuitem', { name: 'Devis' }).waitFor();
    await screenshot(page, 'shell-owner-dashboard-1024');
    await context.close();
  });

  it('hides the sidebar on mobile: the bottom bar opens the same menus, with Déconnexion', async () => {
    const { context, page } = await loggedInPage(browser, 'iam@trois-vallees.test', {
      width: 375,
      height: 800,
    });
    const errors = watchErrors(page);
    await openPage(page, '/dashboard');
    await page.getByTestId('mobile-bottom-bar').waitFor();
    await expect(page.locator('aside').isVisible()).resolves.toBe(false);
    await screenshot(page, 'shell-iam-dashboard-375');
    await page.getByTestId('bottom-bar-menu').click();
    await page.getByTestId('sidebar-drawer').waitFor();
    expect(await readSidebar(page, 'sidebar-drawer')).toEqual([...iamMenus, 'Déconnexion']);
    await screenshot(page, 'shell-iam-menu-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the owner the 300 x 300 QR code of the shop's contact form (/auth?id=<shop id>)", async () => {
    const { context, page } = await loggedInPage(browser, 'owner@trois-vallees.test', {
      width: 375,
      height: 800,
    });
    await openPage(page, '/dashboard');
    await page.getByTestId('bottom-bar-qr').click();
    const qr = page.getByTestId('contact-qr');
    await qr.waitFor();
    await expect
      .poll(() =>
        qr.evaluate((img) => {
          const image = img as unknown as { complete: boolean; naturalWidth: number };
          return image.complete && image.naturalWidth;
        }),
      )
      .toBe(300);
    await page.getByText('/auth?id=shp_trois_vallees').waitFor();
    await screenshot(page, 'shell-owner-qr-375');
    await context.close();
  });

  it('shows no QR code to a buyer, and the buyer home with its real figures', async () => {
    const { context, page } = await loggedInPage(browser, 'buyer@sarment.test', { width: 375, height: 800 });
    await openPage(page, '/dashboard');
    await page.getByTestId('home-orders-in-progress').waitFor();
    await expect(page.getByTestId('bottom-bar-qr').count()).resolves.toBe(0);
    await screenshot(page, 'shell-buyer-dashboard-375');
    await context.close();
  });
});

describe('the header (spec §2 Top header)', () => {
  it('shows the owner tickets, notifications, calendar and the account menu; no search for buyers', async () => {
    const owner = await loggedInPage(browser, 'owner@trois-vallees.test', { width: 1440 });
    await openPage(owner.page, '/dashboard');
    const header = owner.page.getByTestId('app-header');
    await header.getByRole('link', { name: 'Messagerie' }).waitFor();
    await header.getByRole('link', { name: 'Calendrier' }).waitFor();
    await owner.page.getByTestId('notification-bell').waitFor();
    await owner.page.getByTestId('account-menu-button').click();
    await owner.page.getByRole('menu').waitFor();
    const items = await owner.page.locator('[data-testid^=account-]').allTextContents();
    expect(items.filter((item) => item !== '')).toEqual(
      expect.arrayContaining(['Tableau de bord', 'Paramètres', 'Boutique', 'Déconnexion']),
    );
    await owner.page.getByText('owner@trois-vallees.test').waitFor();
    await screenshot(owner.page, 'shell-owner-account-menu-1440');
    await owner.context.close();

    const buyer = await loggedInPage(browser, 'buyer@sarment.test', { width: 1440 });
    await openPage(buyer.page, '/dashboard');
    await buyer.page.getByTestId('notification-bell').waitFor();
    await expect(buyer.page.getByRole('combobox', { name: 'Aller à…' }).count()).resolves.toBe(0);
    await buyer.page.getByTestId('account-menu-button').click();
    await buyer.page.getByTestId('account-producers').waitFor();
    await buyer.context.close();
  });

  it("switches an agent to 'Mode tournée' (a cookie, the page reloads) and back", async () => {
    const { context, page } = await loggedInPage(browser, 'agent@sarment.test', { width: 1440 });
    await openPage(page, '/dashboard');
    await page.getByTestId('account-menu-button').click();
    await expect(page.getByTestId('account-tourMode').textContent()).resolves.toBe('Mode tournée');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('account-tourMode').click()]);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'tourMode')?.value).toBe('true');
    await page.getByTestId('account-menu-button').click();
    await expect(page.getByTestId('account-tourMode').textContent()).resolves.toBe('Mode dashboard');
    await context.close();
  });
});
