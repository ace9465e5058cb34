// A collaborator's rights as the team area reads and logs them (spec §6): the stored flags (null = every right)
// as the list of permissions held, in the domain's order, and what a change added and removed, for the history.
import { permissionLabel } from '../access/messages.ts';
import { type Permission, permissions } from '../access/permissions.ts';

/** The permissions the flags hold; null flags hold every permission. */
export function permissionsOf(flags: Readonly<Record<string, boolean>> | null): Permission[] {
  return permissions.filter((p) => flags === null || flags[p] === true);
}

/** The flags of exactly these permissions. */
export function flagsOf(held: readonly Permission[]): Record<string, boolean> {
  return Object.fromEntries(permissions.filter((p) => held.includes(p)).map((p) => [p, true]));
}

/** 'Droits ajoutés : Créer des devis ; Droits retirés : …' (the rights' French labels), null when none moved. */
export function permissionChangeSummary(
  before: readonly Permission[],
  after: readonly Permission[],
): string | null {
  const added = after.filter((p) => !before.includes(p)).map((p) => permissionLabel(p));
  const removed = before.filter((p) => !after.includes(p)).map((p) => permissionLabel(p));
  const parts = [
    added.length ? `Droits ajoutés : ${added.join(', ')}` : '',
    removed.length ? `Droits retirés : ${removed.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ; ') : null;
}
