/** French texts shared by the whole web app (default locale, spec §9); each area adds its own in i18n.ts. */
export const fr = {
  app: { name: 'Sarment', tagline: 'Vins, champagnes et spiritueux, en direct des producteurs' },
  errors: {
    notFound: 'This page could not be found',
    generic: 'Une erreur est survenue',
    backToApp: "Retour à l'application",
  },
};

export type Messages = typeof fr;
