import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMigrationsFolder } from './migrate-database.ts';

interface Journal {
  dialect: string;
  entries: { tag: string; when: number }[];
}

describe('resolveMigrationsFolder: migrations are found through the package, not __dirname', () => {
  const folder = resolveMigrationsFolder();
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

  it('points at packages/db/migrations with a postgresql journal', () => {
    expect(folder.replaceAll('\\', '/')).toMatch(/packages\/db\/migrations$/);
    expect(journal.dialect).toBe('postgresql');
    expect(journal.entries.length).toBeGreaterThan(0);
  });

  it('has an SQL file for every journal entry, in increasing time order', () => {
    for (const entry of journal.entries) expect(existsSync(join(folder, `${entry.tag}.sql`))).toBe(true);
    const times = journal.entries.map((entry) => entry.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
