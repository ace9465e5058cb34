import { defineConfig } from 'drizzle-kit';

// `npm run generate -w @sarment/db` writes a new SQL migration into ./migrations from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  strict: true,
  verbose: true,
});
