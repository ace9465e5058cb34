import type { fr } from './i18n.fr.ts';

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
