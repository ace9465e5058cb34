// Texts of the box pages (issue 16): the Composition tab of a box's product form, and the box builders
// (/shops/:id/builders, /shops/:id/builders/:builder, /shops/:id/builders/:builder/:product), French first.
export const fr = {
  composition: {
    tab: 'Composition',
    intro:
      'Un coffret se compose de produits de votre boutique. Son stock est celui que permettent ses produits, et il compte pour la somme de leurs équivalents bouteilles.',
    empty: 'Ce coffret ne contient encore aucun produit.',
    add: 'Ajouter un produit',
    remove: 'Retirer',
    product: 'Produit',
    format: 'Format',
    vintage: 'Millésime',
    anyVintage: 'Tous millésimes',
    quantity: 'Quantité',
    loading: 'Chargement des produits…',
  },
  // a composed case as one line of the cart (shops/builder-case-line.tsx)
  cartLine: {
    remove: 'Retirer le coffret {{name}}',
    cases_one: '{{count}} coffret',
    cases_other: '{{count}} coffrets',
  },
  list: {
    title: 'Coffrets à composer',
    intro:
      'Un coffret à composer est une caisse panachée que vos clients remplissent eux-mêmes parmi les bouteilles que vous proposez.',
    add: 'Nouveau coffret',
    empty: "Vous n'avez pas encore de coffret à composer.",
    size_one: '{{count}} bouteille',
    size_other: '{{count}} bouteilles',
    offered_one: '{{count}} produit proposé',
    offered_other: '{{count}} produits proposés',
    active: 'En ligne',
    inactive: 'Hors ligne',
    notFound: 'Coffret introuvable',
  },
  form: {
    newTitle: 'Nouveau coffret à composer',
    name: 'Nom',
    description: 'Description',
    size: 'Nombre de bouteilles',
    priceKind: 'Prix',
    priceKinds: { sum: 'Somme des bouteilles choisies', fixed: 'Prix fixe' },
    discountPercent: 'Remise (%)',
    fixedPrice: 'Prix du coffret (€)',
    active: 'Proposé aux clients',
    visuals: 'Visuels (adresses, séparées par des virgules)',
    products: 'Bouteilles proposées',
    addProduct: 'Proposer une bouteille',
    product: 'Produit',
    format: 'Format',
    maxQuantity: 'Maximum dans le coffret',
    supplement: 'Supplément par bouteille (€)',
    options: 'Options',
    remove: 'Retirer',
    save: 'Enregistrer',
    delete: 'Supprimer',
    created: 'Coffret créé',
    saved: 'Coffret enregistré',
    deleted: 'Coffret supprimé',
    deleteTitle: 'Supprimer ce coffret ?',
    deleteText: 'Le coffret à composer « {{name}} » sera supprimé.',
    back: 'Retour aux coffrets',
    backToBuilder: 'Retour au coffret',
  },
  product: {
    title: '{{product}} dans « {{builder}} »',
    intro: 'Options de ce produit dans ce coffret à composer, format par format.',
    notOffered: "Ce produit n'est pas proposé dans ce coffret",
  },
};

export const en: typeof fr = fr;
