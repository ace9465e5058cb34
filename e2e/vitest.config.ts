import { defineConfig } from 'vitest/config';

// Browser journeys run one file at a time against one built server started by the global setup.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/tests/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
