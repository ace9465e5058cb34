export const fr = {
  close: 'Fermer',
};

export const en: typeof fr = {
  close: 'Close',
};
