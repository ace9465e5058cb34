import type { Messages } from './fr.ts';

export const en: Messages = {
  app: { name: 'Sarment', tagline: 'Wines, champagnes and spirits, straight from the producers' },
  errors: {
    // spec §2 Layouts keeps these two texts as written, in every language.
    notFound: 'This page could not be found',
    generic: 'Une erreur est survenue',
    backToApp: "Retour à l'application",
  },
};
