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
