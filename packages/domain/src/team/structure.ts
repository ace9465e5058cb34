// The organigramme's rule (team area): each collaborator reports to another collaborator of the shop or, without
// a manager, to the shop's owner; a chain of managers never loops back.

/** Each collaborator's manager (null: the owner), by collaborator id. */
export type ManagerOf = ReadonlyMap<string, string | null>;

/**
 * True when making `managerId` the manager of `memberId` would close a loop: `memberId` itself, or someone who
 * already reports to `memberId` directly or through others. Example: with B → A (B reports to A), making B the
 * manager of A loops.
 */
export function createsManagerCycle(
  managerOf: ManagerOf,
  memberId: string,
  managerId: string | null,
): boolean {
  const seen = new Set<string>();
  for (let current = managerId; current !== null; current = managerOf.get(current) ?? null) {
    if (current === memberId) return true;
    // a loop already stored elsewhere (never written by this rule) must not hang the walk
    if (seen.has(current)) return false;
    seen.add(current);
  }
  return false;
}

/**
 * Who reports to whom once `removedId` leaves: their direct reports go to the removed person's own manager
 * (null: the owner). Answers the ids that move.
 */
export function reportsToReattach(managerOf: ManagerOf, removedId: string): string[] {
  return [...managerOf].filter(([, manager]) => manager === removedId).map(([id]) => id);
}
