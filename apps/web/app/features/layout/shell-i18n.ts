// The texts of the back-office shell's areas, each under its own key (t('notifications.title'),
// t('popup.validate')...), gathered so the back-office catalogue adds them in one place (the maintenance banners and snackbars,
// shown on public pages too, are in the public catalogue).
import * as admin from '../admin/i18n.ts';
import * as dashboard from '../dashboard/i18n.ts';
import * as notifications from '../notifications/i18n.ts';
import * as popup from '../popup/i18n.ts';
import * as layout from './i18n.ts';

export const fr = {
  admin: admin.fr,
  dashboard: dashboard.fr,
  layout: layout.fr,
  notifications: notifications.fr,
  popup: popup.fr,
};

export const en: typeof fr = {
  admin: admin.en,
  dashboard: dashboard.en,
  layout: layout.en,
  notifications: notifications.en,
  popup: popup.en,
};
