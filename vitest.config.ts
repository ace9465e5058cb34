import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run, several projects: pure rules, unit tests of the apps, and integration tests that open a
// real database (a fresh PGlite per file, or PostgreSQL when DATABASE_URL is set).
//
// Workers: Vitest's default is one worker fewer than the cores, a single worker on CI's two cores, though the tests
// are CPU-bound in their workers (the main process only reports). One worker per core ran the unit and integration
// suites in about 0.6 of the time there. The concurrency files each open pools of up to 50 PostgreSQL connections
// to race requests: they run alone, one at a time, after the other integration files (`integration-serial`,
// `sequence.groupOrder`), so two of them never meet PostgreSQL's 100 connections nor another file's load.
// The other integration files share their worker's modules (`isolate: false`): each imported the whole API again,
// about 1.4 s a file, half the suite's time. They stay independent, each on its own fresh database; what a module
// keeps is per app or per database handle (auth caches, kept reads, excise rates), and the few tests that swap a
// process-wide setting (card provider, environment variables) put it back. Shuffled file orders passed too.
const workers = Math.max(2, availableParallelism());
const integration = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ['packages/db/src/testing/global-setup.ts'],
} as const;
const raceFiles = ['apps/*/src/**/*.concurrency.int.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'packages/db/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/server/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          maxWorkers: workers,
          // jsdom renders take seconds when both cores are busy: the default 5 s timed out under load
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/db/src/**/*.int.test.ts', 'apps/*/src/**/*.int.test.ts'],
          exclude: [...raceFiles, '**/node_modules/**'],
          ...integration,
          maxWorkers: workers,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration-serial',
          include: raceFiles,
          ...integration,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
