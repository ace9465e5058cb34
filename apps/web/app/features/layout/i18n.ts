import * as shoppingAsTexts from './shopping-as-i18n.ts';

export const fr = {
  home: 'Accueil Sarment',
  mainMenu: 'Menu principal',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  create: 'Créer',
  search: {
    label: 'Aller à…',
    placeholder: 'Rechercher une page',
    empty: 'Aucune page trouvée',
  },
  tickets: 'Messagerie',
  calendar: 'Calendrier',
  cart: 'Panier',
  // the count it shows is part of the name, outside parentheses (WCAG 2.5.3, label in name)
  cartCount_one: 'Panier, {{count}} article',
  cartCount_other: 'Panier, {{count}} articles',
  account: 'Mon compte',
  login: 'Connexion',
  // users of several shops (agents): the header's shop switcher
  shopSwitch: {
    current: 'Boutique active :',
    menu: 'Changer de boutique',
    roles: { owner: 'Propriétaire', iam: 'Collaborateur', agent: 'Agent commercial' },
  },
  bottomBar: {
    dashboard: 'Accueil',
    orders: 'Commandes',
    notifications: 'Alertes',
    menu: 'Menu',
    qr: 'QR code',
  },
  qr: {
    title: 'Formulaire de contact de la boutique',
    text: 'Faites scanner ce QR code : il ouvre le formulaire de contact de votre boutique.',
    alt: 'QR code du formulaire de contact',
    close: 'Fermer',
  },
  shoppingAs: shoppingAsTexts.fr,
  titles: {
    tickets: 'Messagerie',
    admin: 'Administration',
  },
  backToDashboard: 'Retour au tableau de bord',
};

export const en: typeof fr = {
  home: 'Sarment home',
  mainMenu: 'Main menu',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  create: 'Create',
  search: {
    label: 'Go to…',
    placeholder: 'Search a page',
    empty: 'No page found',
  },
  tickets: 'Messages',
  calendar: 'Calendar',
  cart: 'Cart',
  cartCount_one: 'Cart, {{count}} item',
  cartCount_other: 'Cart, {{count}} items',
  account: 'My account',
  login: 'Log in',
  shopSwitch: {
    current: 'Current shop:',
    menu: 'Switch shop',
    roles: { owner: 'Owner', iam: 'Collaborator', agent: 'Sales agent' },
  },
  bottomBar: {
    dashboard: 'Home',
    orders: 'Orders',
    notifications: 'Alerts',
    menu: 'Menu',
    qr: 'QR code',
  },
  qr: {
    title: 'Shop contact form',
    text: "Have this QR code scanned: it opens your shop's contact form.",
    alt: 'QR code of the contact form',
    close: 'Close',
  },
  shoppingAs: shoppingAsTexts.en,
  titles: {
    tickets: 'Messages',
    admin: 'Administration',
  },
  backToDashboard: 'Back to the dashboard',
};
