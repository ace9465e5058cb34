import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { queryRows } from './query-rows.ts';

// Issue 22: PostgreSQL's default 128 MB of shared buffers, touched whole when PGlite starts, were half of the
// server's resident memory; the embedded database runs with 16 MB unless PGLITE_SHARED_BUFFERS says otherwise.
describe('openDatabase: PGlite shared buffers (issue 22, resident memory)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sarment-buffers-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const sharedBuffers = async (options: Parameters<typeof openDatabase>[0]) => {
    const handle = await openDatabase(options);
    try {
      const rows = await queryRows<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`);
      return rows[0]?.shared_buffers;
    } finally {
      await handle.close();
    }
  };

  it('runs the embedded database with 16 MB of shared buffers, on disk and in memory', async () => {
    expect(await sharedBuffers({ dataDir: join(dir, 'data') })).toBe('16MB');
    expect(await sharedBuffers({ inMemory: true })).toBe('16MB');
  });

  it('takes PGLITE_SHARED_BUFFERS when set', async () => {
    const saved = process.env.PGLITE_SHARED_BUFFERS;
    process.env.PGLITE_SHARED_BUFFERS = '24MB';
    try {
      expect(await sharedBuffers({ dataDir: join(dir, 'data') })).toBe('24MB');
    } finally {
      if (saved === undefined) delete process.env.PGLITE_SHARED_BUFFERS;
      else process.env.PGLITE_SHARED_BUFFERS = saved;
    }
  });
});
