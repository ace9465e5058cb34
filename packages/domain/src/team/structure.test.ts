import { describe, expect, it } from 'vitest';
import { createsManagerCycle, reportsToReattach } from './structure.ts';

// A (owner's report) ← B ← C; D reports to the owner.
const managerOf = new Map<string, string | null>([
  ['A', null],
  ['B', 'A'],
  ['C', 'B'],
  ['D', null],
]);

describe('the organigramme (team)', () => {
  it('refuses oneself as manager', () => {
    expect(createsManagerCycle(managerOf, 'A', 'A')).toBe(true);
  });

  it('refuses a manager who reports to the collaborator, directly or through others', () => {
    expect(createsManagerCycle(managerOf, 'A', 'B')).toBe(true);
    expect(createsManagerCycle(managerOf, 'A', 'C')).toBe(true);
  });

  it('accepts the owner, a colleague of another branch, or one’s own manager’s manager', () => {
    expect(createsManagerCycle(managerOf, 'C', null)).toBe(false);
    expect(createsManagerCycle(managerOf, 'C', 'D')).toBe(false);
    expect(createsManagerCycle(managerOf, 'C', 'A')).toBe(false);
    expect(createsManagerCycle(managerOf, 'D', 'C')).toBe(false);
  });

  it('ends on a loop already stored instead of walking it forever', () => {
    const looped = new Map<string, string | null>([
      ['X', 'Y'],
      ['Y', 'X'],
    ]);
    expect(createsManagerCycle(looped, 'Z', 'X')).toBe(false);
  });

  it('names the direct reports of someone who leaves', () => {
    expect(reportsToReattach(managerOf, 'A')).toEqual(['B']);
    expect(reportsToReattach(managerOf, 'D')).toEqual([]);
  });
});
