export const fr = {
  cancel: 'Annuler',
  validate: 'Valider',
  keywordPrompt: 'Pour confirmer, tapez « {{keyword}} » ci-dessous.',
  keywordLabel: 'Mot de confirmation',
  date: {
    label: 'Date',
    placeholder: 'jj/mm/aaaa',
    open: 'Ouvrir le calendrier',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    clear: 'Effacer',
    invalid: 'Date invalide',
    outOfBounds: 'Cette date ne peut pas être choisie',
  },
  emails: {
    label: 'Adresses e-mail',
    help: 'Appuyez sur Entrée ou Tab pour ajouter une adresse',
  },
  deprecated: 'Ce type de popup est obsolète : utilisez popup.open().',
};

export const en: typeof fr = {
  cancel: 'Cancel',
  validate: 'Confirm',
  keywordPrompt: 'To confirm, type “{{keyword}}” below.',
  keywordLabel: 'Confirmation word',
  date: {
    label: 'Date',
    placeholder: 'dd/mm/yyyy',
    open: 'Open the calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    clear: 'Clear',
    invalid: 'Invalid date',
    outOfBounds: 'This date cannot be chosen',
  },
  emails: {
    label: 'E-mail addresses',
    help: 'Press Enter or Tab to add an address',
  },
  deprecated: 'This popup type is deprecated: use popup.open().',
};
