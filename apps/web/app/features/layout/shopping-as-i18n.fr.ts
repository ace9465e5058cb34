// The shopping-as warning's texts (spec §6): shown on the public shop pages, so apart from the shell's texts
// (they go into the public catalogue, i18n/catalog.ts).
export const fr = {
  iam: 'Vous êtes connecté en tant que collaborateur : vos achats sont enregistrés à ce titre.',
  owner: 'Vous êtes connecté en tant que producteur : vos achats sont enregistrés à ce titre.',
  agent: 'Vous êtes connecté en tant qu’agent commercial : vos achats sont enregistrés à ce titre.',
  continueAsVisitor: 'Continuer en tant que visiteur',
  dismiss: 'Masquer',
};
