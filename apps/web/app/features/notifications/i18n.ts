export const fr = {
  open: 'Notifications',
  title: 'Dernières notifications',
  all: 'Tout',
  unread: 'Non lu',
  markAll: 'Tout marquer comme lire',
  empty: 'Aucune nouvelle notification',
  close: 'Fermer',
  unseenCount_one: '{{count}} notification non lue',
  unseenCount_other: '{{count}} notifications non lues',
};

export const en: typeof fr = {
  open: 'Notifications',
  title: 'Latest notifications',
  all: 'All',
  unread: 'Unread',
  markAll: 'Mark all as read',
  empty: 'No new notification',
  close: 'Close',
  unseenCount_one: '{{count}} unread notification',
  unseenCount_other: '{{count}} unread notifications',
};
