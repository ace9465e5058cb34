import { describe, expect, it } from 'vitest';
import { buildOrgTree, countNodes, managerChoices, type OrgNode, type OrgPerson } from './org-tree.ts';

const person = (id: string, name: string, managerId: string | null = null): OrgPerson => ({
  id,
  name,
  jobTitle: null,
  managerId,
  status: 'active',
});

/** The tree as nested names: 'Anne(Bruno,Chloé)'. */
const shape = (nodes: readonly OrgNode[]): string =>
  nodes.map((n) => (n.reports.length ? `${n.person.name}(${shape(n.reports)})` : n.person.name)).join(',');

describe('the organigramme', () => {
  it('puts each collaborator under their manager and those without one under the owner, by name', () => {
    const tree = buildOrgTree([
      person('c', 'Chloé', 'a'),
      person('b', 'Bruno', 'a'),
      person('a', 'Anne'),
      person('d', 'Denis', 'b'),
      person('e', 'Émile'),
    ]);
    expect(shape(tree)).toBe('Anne(Bruno(Denis),Chloé),Émile');
  });

  it('hangs a loop of managers under the owner, with whoever reports to it, each person once', () => {
    const people = [
      person('a', 'Anne', 'b'),
      person('b', 'Bruno', 'a'),
      person('c', 'Chloé', 'a'),
      person('s', 'Serge', 's'),
    ];
    const tree = buildOrgTree(people);
    expect(shape(tree)).toBe('Anne(Chloé),Bruno,Serge');
    expect(countNodes(tree)).toBe(people.length);
  });

  it('hangs under the owner a collaborator whose manager is no longer in the team', () => {
    expect(shape(buildOrgTree([person('a', 'Anne', 'gone'), person('b', 'Bruno', 'a')]))).toBe('Anne(Bruno)');
  });

  it('walks a long chain without a loop', () => {
    const chain = Array.from({ length: 200 }, (_, i) => person(`p${i}`, `P${i}`, i ? `p${i - 1}` : null));
    const tree = buildOrgTree(chain.reverse());
    expect(tree).toHaveLength(1);
    expect(countNodes(tree)).toBe(200);
  });
});

describe('the manager choices', () => {
  it('leave out the collaborator and the people under them, and offer everyone to a newcomer', () => {
    const people = [
      person('a', 'Anne'),
      person('b', 'Bruno', 'a'),
      person('c', 'Chloé', 'b'),
      person('d', 'Denis'),
      person('x', 'Xavier', 'y'),
      person('y', 'Yves', 'x'),
    ];
    expect(managerChoices(people, 'b').map((p) => p.id)).toEqual(['a', 'd', 'x', 'y']);
    expect(managerChoices(people, 'a').map((p) => p.id)).toEqual(['d', 'x', 'y']);
    expect(managerChoices(people, null)).toHaveLength(6);
  });
});
