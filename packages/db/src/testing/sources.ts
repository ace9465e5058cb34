/** Where each test file copies its fresh database from, provided by the global setup. */
export type TestDatabaseSources =
  | { kind: 'postgres' /** template database names */; empty: string; demo: string }
  | { kind: 'pglite' /** gzipped data-dir tarball paths */; empty: string; demo: string };

declare module 'vitest' {
  export interface ProvidedContext {
    sarmentTestDatabases: TestDatabaseSources;
  }
}
