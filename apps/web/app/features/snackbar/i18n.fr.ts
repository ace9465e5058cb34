export const fr = {
  close: 'Fermer',
};
