// The organigramme of /dashboard/collaborators/structure: the owner at the top, each collaborator under their
// manager (managerId null: under the owner). The walk up a manager chain is cycle-safe: a collaborator whose chain
// loops back to them, or whose manager is not a collaborator of the shop, hangs under the owner, so that each
// collaborator shows exactly once whatever the data says (the people of the loop go under the owner, those below
// them stay under them).

export interface OrgPerson {
  id: string;
  name: string;
  jobTitle: string | null;
  managerId: string | null;
  status: 'invited' | 'active';
}

export interface OrgNode {
  person: OrgPerson;
  reports: OrgNode[];
}

const byName = (a: OrgNode, b: OrgNode) =>
  a.person.name.localeCompare(b.person.name, 'fr', { sensitivity: 'base' }) ||
  a.person.id.localeCompare(b.person.id);

/**
 * True when `person` is in a loop: their manager chain comes back to them. The walk stops at the top (null,
 * someone unknown) and at a loop above them (which does not hold them), each person visited once.
 */
function inLoop(person: OrgPerson, byId: ReadonlyMap<string, OrgPerson>): boolean {
  const seen = new Set<string>();
  let managerId = person.managerId;
  while (managerId !== null && !seen.has(managerId)) {
    if (managerId === person.id) return true;
    const manager = byId.get(managerId);
    if (!manager) return false;
    seen.add(managerId);
    managerId = manager.managerId;
  }
  return false;
}

/**
 * The reports of the owner (the tree's roots), each with their own reports, sorted by name. Example: Anne (no
 * manager) and Bruno (managed by Anne) give [Anne → [Bruno]]; Anne ↔ Bruno managing each other give [Anne, Bruno].
 */
export function buildOrgTree(people: readonly OrgPerson[]): OrgNode[] {
  const byId = new Map(people.map((person) => [person.id, person]));
  const nodes = new Map(people.map((person) => [person.id, { person, reports: [] } as OrgNode]));
  const roots: OrgNode[] = [];
  for (const person of people) {
    const node = nodes.get(person.id) as OrgNode;
    const manager = person.managerId ? nodes.get(person.managerId) : undefined;
    if (manager && !inLoop(person, byId)) manager.reports.push(node);
    else roots.push(node);
  }
  const sort = (list: OrgNode[]) => {
    list.sort(byName);
    for (const node of list) sort(node.reports);
  };
  sort(roots);
  return roots;
}

/** How many people a tree holds (each node once). */
export const countNodes = (nodes: readonly OrgNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countNodes(node.reports), 0);

/**
 * Who may manage `selfId` (null: someone being added): every collaborator but them and the people under them,
 * whom the API refuses ('Ce responsable créerait une boucle dans l’organigramme.'), sorted by name.
 */
export function managerChoices(people: readonly OrgPerson[], selfId: string | null): OrgPerson[] {
  const byId = new Map(people.map((person) => [person.id, person]));
  const under = (person: OrgPerson) => {
    const seen = new Set<string>();
    for (
      let id: string | null = person.id;
      id !== null && !seen.has(id);
      id = byId.get(id)?.managerId ?? null
    ) {
      if (id === selfId) return true;
      seen.add(id);
    }
    return false;
  };
  return people
    .filter((person) => selfId === null || !under(person))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }));
}
