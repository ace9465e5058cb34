export const fr = {
  bannerPlanned: 'Une maintenance est prévue le {{date}} de {{start}} à {{end}}.',
  bannerPlannedSpanning: 'Une maintenance est prévue du {{start}} au {{end}}.',
  bannerRunning: "Une maintenance est en cours jusqu'à {{end}}.",
  pageTitle: 'Sarment est en maintenance',
  pageText: 'Nous améliorons la plateforme. Retour prévu le {{date}} à {{end}}.',
  pageRetry: 'Réessayer',
  newVersion: 'Une nouvelle version de Sarment est disponible, cliquez pour recharger.',
  reload: 'Recharger',
};

export const en: typeof fr = {
  bannerPlanned: 'Maintenance is planned on {{date}} from {{start}} to {{end}}.',
  bannerPlannedSpanning: 'Maintenance is planned from {{start}} to {{end}}.',
  bannerRunning: 'Maintenance is in progress until {{end}}.',
  pageTitle: 'Sarment is under maintenance',
  pageText: 'We are improving the platform. Back on {{date}} at {{end}}.',
  pageRetry: 'Try again',
  newVersion: 'A new version of Sarment is available, click to reload.',
  reload: 'Reload',
};
