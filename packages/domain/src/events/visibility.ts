// spec §1, §3 Event: who may see and book an event. An event open to some typologies only is shown and booked by
// the buyers of those typologies (a visitor, or a buyer without one at the shop, counts as the shop's public
// typology); a members-only event by logged-in buyers only. Empty typologies: every typology.

export interface EventVisibility {
  typologies: readonly string[];
  membersOnly: boolean;
}

export interface EventViewer {
  loggedIn: boolean;
  /** the viewer's typology at the shop, else the shop's public typology (null when the shop has none) */
  typology: string | null;
}

export type EventRefusal = 'membersOnly' | 'typology';

/** Why the viewer may not see or book the event, or null when they may. */
export function eventRefusal(
  visibility: EventVisibility | null | undefined,
  viewer: EventViewer,
): EventRefusal | null {
  if (!visibility) return null;
  if (visibility.membersOnly && !viewer.loggedIn) return 'membersOnly';
  if (
    visibility.typologies.length > 0 &&
    (viewer.typology === null || !visibility.typologies.includes(viewer.typology))
  )
    return 'typology';
  return null;
}

export const eventVisibleTo = (
  visibility: EventVisibility | null | undefined,
  viewer: EventViewer,
): boolean => eventRefusal(visibility, viewer) === null;

export const eventVisibilityMessages = {
  membersOnly: 'La réservation « {event} » est réservée aux membres inscrits : connectez-vous pour réserver.',
  typology: 'La réservation « {event} » n’est pas proposée à votre profil de client.',
} as const;
