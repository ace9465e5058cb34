import { describe, expect, it } from 'vitest';
import type { AccessShop, AccessUser } from './access-types.ts';
import { buildAccountMenu } from './account-menu.ts';
import { buildCreateMenus } from './create-menus.ts';
import { decideRouteAccess } from './decide-route-access.ts';
import { demoShops, demoUsers } from './demo-access.fixture.ts';
import { buildGoToSearch, filterGoToEntries } from './go-to-search.ts';
import { accessLabel } from './messages.ts';
import { buildSidebar, type SidebarNode } from './sidebar.ts';

const { troisVallees, lemoine, distillerie } = demoShops;
const { ownerTroisVallees, ownerLemoine, ownerDistillerie, iamTroisVallees, agent, buyer, admin } = demoUsers;

/** 'Label' for a link, 'Group: A, B' for a group, in French. */
function outline(nodes: readonly SidebarNode[]): string[] {
  return nodes.map((node) =>
    node.kind === 'group'
      ? `${accessLabel(node.labelKey)}: ${node.children.map((child) => accessLabel(child.labelKey)).join(', ')}`
      : accessLabel(node.labelKey),
  );
}

function linkPaths(nodes: readonly SidebarNode[]): string[] {
  return nodes.flatMap((node) =>
    node.kind === 'group'
      ? node.children.map((child) => child.path)
      : node.kind === 'link'
        ? [node.path]
        : [],
  );
}

describe('spec §2 Sidebar menus', () => {
  it('owner of Trois Vallées (all integrations) sees every group in the spec order', () => {
    expect(
      outline(buildSidebar(ownerTroisVallees, troisVallees, { newsUrl: 'https://news.example' })),
    ).toEqual([
      'Tableau de bord',
      "Ventes: Devis, Commandes, Factures, Factures d'acompte, Factures d'avoir, Ventilations, Primeurs, Expéditions, Encours, Impayés, Paiements, Avoirs",
      'Oenotourisme: Evénements, Prise de réservation, Calendrier',
      'CRM: Clients, Opportunités, Prospection, Calendrier, Tâches',
      'Articles: Catalogue, Entrepôts, Stocks, Mouvements, Grilles tarifaires, Échantillons',
      'Marketing: Listes, Campagnes, Modèles',
      'Commercial: Collaborateurs, Agents, Objectifs, Structure',
      'Achats: Fournisseurs, Commandes fournisseurs',
      'Rapports',
      'Comptabilité: Encours, Impayés, Paiements, Journaux, Codes comptables',
      'Caisse',
      'Messagerie',
      'Boutique en ligne',
      "Centre d'aide",
      'Nouveautés',
      'Paramètres',
      'Déconnexion',
    ]);
  });

  it('the iam of Trois Vallées sees no Analytics and no entry it may not use', () => {
    const sidebar = buildSidebar(iamTroisVallees, troisVallees);
    expect(outline(sidebar)).toEqual([
      'Tableau de bord',
      "Ventes: Devis, Commandes, Factures, Factures d'acompte, Factures d'avoir, Ventilations",
      'CRM: Clients, Opportunités, Prospection, Calendrier',
      'Articles: Catalogue, Échantillons',
      'Marketing: Listes, Campagnes, Modèles',
      'Messagerie',
      'Boutique en ligne',
      "Centre d'aide",
      'Paramètres',
      'Déconnexion',
    ]);
    for (const path of linkPaths(sidebar)) {
      expect(decideRouteAccess({ path, user: iamTroisVallees, shop: troisVallees }).allow, path).toBe(true);
    }
  });

  it('Distillerie du Mont (crm, stocks, shop, accounting only) loses the groups of inactive integrations', () => {
    const groups = outline(buildSidebar(ownerDistillerie, distillerie)).map((line) => line.split(':')[0]);
    expect(groups).not.toContain('Oenotourisme');
    expect(groups).not.toContain('Marketing');
    expect(groups).not.toContain('Rapports');
    expect(groups).not.toContain('Caisse');
    expect(groups).not.toContain('Commercial');
    expect(outline(buildSidebar(ownerDistillerie, distillerie))).toContain('Achats: Fournisseurs');
  });

  it('Champagne Lemoine (no futures, no purchase) has no Primeurs and no supplier orders', () => {
    const lines = outline(buildSidebar(ownerLemoine, lemoine));
    expect(lines.join('\n')).not.toContain('Primeurs');
    expect(lines).toContain('Achats: Fournisseurs');
  });

  it('buyer: dashboard, orders, reservations, messaging, producers, settings', () => {
    expect(outline(buildSidebar(buyer, null))).toEqual([
      'Tableau de bord',
      'Commandes',
      'Réservations',
      'Messagerie',
      'Producteurs',
      'Paramètres',
    ]);
  });

  it('agent: dashboard, orders, samples, clients, catalogue, calendar, producers, settings', () => {
    const sidebar = buildSidebar(agent, null);
    expect(outline(sidebar)).toEqual([
      'Tableau de bord',
      'Commandes',
      'Échantillons',
      'Clients',
      'Catalogue',
      'Calendrier',
      'Producteurs',
      'Paramètres',
    ]);
    expect(linkPaths(sidebar)).toContain('/shops');
  });

  it.each([
    ['a visitor', null],
    ['an admin', admin],
  ])('%s has no sidebar', (_, user) => {
    expect(buildSidebar(user, null)).toEqual([]);
  });

  it('the online shop entry links to the own shop; help falls back to /help', () => {
    const sidebar = buildSidebar(ownerLemoine, lemoine);
    expect(sidebar.find((node) => node.id === 'shop')).toMatchObject({ path: '/shops/shp_lemoine' });
    expect(sidebar.find((node) => node.id === 'helpCentre')).toMatchObject({ href: '/help' });
  });
});

function createOutline(user: AccessUser, shop: AccessShop): string[] {
  return buildCreateMenus(user, shop).map(
    (group) => `${group.id}: ${group.items.map((item) => accessLabel(item.labelKey)).join(', ')}`,
  );
}

describe('spec §2 create menus', () => {
  it('owner with every integration sees every entry', () => {
    expect(createOutline(ownerTroisVallees, troisVallees)).toEqual([
      'orders: Devis, Commande, Facture, Primeur',
      'purchases: Fournisseur, Commande',
      'crm: Particulier, Professionnel, Prospect',
      'products: Produit',
      'reservations: Evénement, Réservation',
      'marketing: Liste, Campagne, Modèle, Modèle avancé',
    ]);
  });

  it('Primeur only with the futures integration; supplier order only with purchase', () => {
    expect(createOutline(ownerLemoine, lemoine).slice(0, 2)).toEqual([
      'orders: Devis, Commande, Facture',
      'purchases: Fournisseur',
    ]);
  });

  it('the iam sees only the entries of its permissions', () => {
    expect(createOutline(iamTroisVallees, troisVallees)).toEqual([
      'orders: Devis, Commande',
      'crm: Particulier, Professionnel, Prospect',
    ]);
  });

  it('entries carry their query (subType quote or bill, isPro, pipe)', () => {
    const paths = buildCreateMenus(ownerTroisVallees, troisVallees).flatMap((group) =>
      group.items.map((item) => item.path),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard/orders/add?subType=quote',
        '/dashboard/orders/add?subType=bill',
        '/dashboard/clients/add?isPro=true',
        '/dashboard/clients/add?pipe=Prospect',
        '/dashboard/futures/add',
        '/dashboard/crm/models/advanced',
      ]),
    );
  });

  it.each([
    ['a buyer', buyer],
    ['an agent', agent],
  ])('%s has no create menu', (_, user) => {
    expect(buildCreateMenus(user, troisVallees)).toEqual([]);
  });
});

describe("spec §2 global 'go to' search", () => {
  it('is hidden from buyers, visitors and admins', () => {
    expect(buildGoToSearch(buyer, null)).toEqual([]);
    expect(buildGoToSearch(null, null)).toEqual([]);
    expect(buildGoToSearch(admin, null)).toEqual([]);
  });

  it('includes order entry with subType quote or bill', () => {
    const paths = buildGoToSearch(ownerTroisVallees, troisVallees).map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/dashboard/orders/add?subType=quote', '/dashboard/orders/add?subType=bill']),
    );
  });

  it('lists only pages the user may open, each once', () => {
    const entries = buildGoToSearch(iamTroisVallees, troisVallees);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries.map((entry) => entry.path)).not.toContain('/dashboard/analytics');
    expect(entries.map((entry) => entry.path)).not.toContain('/dashboard/orders/add?subType=bill');
    for (const { path } of entries) {
      expect(decideRouteAccess({ path, user: iamTroisVallees, shop: troisVallees }).allow, path).toBe(true);
    }
  });

  it('finds entries by label or tag, ignoring accents, spaces and case', () => {
    const entries = buildGoToSearch(ownerTroisVallees, troisVallees);
    const found = (query: string) =>
      filterGoToEntries(entries, query, (key) => accessLabel(key)).map((e) => e.path);
    expect(found('facture')).toEqual(
      expect.arrayContaining(['/dashboard/orders/bills', '/dashboard/orders/add?subType=bill']),
    );
    expect(found('ENTREPOTS')).toEqual(['/dashboard/stocks/warehouses']);
    expect(found('grilles tarif')).toEqual(['/dashboard/tarifs']);
  });
});

describe('spec §2 account menu', () => {
  it.each([
    [
      'owner: Boutique',
      ownerTroisVallees,
      false,
      false,
      ['Tableau de bord', 'Paramètres', 'Boutique', 'Déconnexion'],
    ],
    [
      'buyer: Producteurs',
      buyer,
      false,
      false,
      ['Tableau de bord', 'Paramètres', 'Producteurs', 'Déconnexion'],
    ],
    [
      'main account: Changer de compte',
      ownerLemoine,
      true,
      false,
      ['Tableau de bord', 'Paramètres', 'Boutique', 'Changer de compte', 'Déconnexion'],
    ],
    [
      'agent in dashboard mode: Mode tournée',
      agent,
      false,
      false,
      ['Tableau de bord', 'Paramètres', 'Producteurs', 'Mode tournée', 'Déconnexion'],
    ],
    [
      'agent in tour mode: Mode dashboard',
      agent,
      false,
      true,
      ['Tableau de bord', 'Paramètres', 'Producteurs', 'Mode dashboard', 'Déconnexion'],
    ],
  ] as const)('%s', (_, user, isMainAccount, tourMode, labels) => {
    expect(
      buildAccountMenu(user, { isMainAccount, tourMode }).map((item) => accessLabel(item.labelKey)),
    ).toEqual(labels);
  });
});
