import { describe, expect, it } from 'vitest';
import { cliOpenOptions, describeTarget } from './open-options.ts';

describe('cliOpenOptions: the CLI opens the same database as `npm start` (contract: DATA_DIR, DATABASE_URL)', () => {
  it.each([
    [
      'DATABASE_URL wins',
      { DATABASE_URL: 'postgres://u@h:5432/db', DATA_DIR: '/x' },
      { databaseUrl: 'postgres://u@h:5432/db' },
    ],
    [
      'DATA_DIR relative to where npm started',
      { INIT_CWD: '/repo', DATA_DIR: 'var/db' },
      { dataDir: '/repo/var/db' },
    ],
    ['./.data by default', { INIT_CWD: '/repo' }, { dataDir: '/repo/.data' }],
    [
      'an absolute DATA_DIR as is',
      { INIT_CWD: '/repo', DATA_DIR: '/srv/sarment' },
      { dataDir: '/srv/sarment' },
    ],
  ])('%s', (_, env, expected) => {
    expect(cliOpenOptions(env)).toEqual(expected);
  });

  it('names the target without the password', () => {
    expect(describeTarget({ databaseUrl: 'postgres://user:secret@db.local:5432/sarment' })).toBe(
      'PostgreSQL db.local:5432/sarment',
    );
  });
});
