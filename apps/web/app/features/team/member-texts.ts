// How the team area writes when a member (a collaborator, an agent) was last seen, in the lists and on their page.
import type { TFunction } from 'i18next';
import { formatDateTime } from '../kit/list-formats.ts';

/** When the member was last seen: 'Invitation envoyée le …' while invited (when known), else their last login. */
export function presenceText(
  t: TFunction,
  member: { status: 'invited' | 'active'; invitedAt?: string | null; lastLoginAt: string | null },
): string {
  if (member.status === 'invited' && member.invitedAt)
    return t('team.detail.invitedAt', { date: formatDateTime(member.invitedAt) });
  if (member.lastLoginAt) return t('team.detail.lastLoginAt', { date: formatDateTime(member.lastLoginAt) });
  return t('team.detail.neverLoggedIn');
}

/** A member's last login in a list: its date and time (Paris), or 'Jamais connecté'. */
export const lastLoginText = (t: TFunction, lastLoginAt: string | null) =>
  lastLoginAt ? formatDateTime(lastLoginAt) : t('team.list.never');
