// npm run db:migrate: applies the committed migrations to the database of the environment.
import { migrateDatabase } from '../migrate-database.ts';
import { openDatabase } from '../open-database.ts';
import { cliOpenOptions, describeTarget } from './open-options.ts';

const options = cliOpenOptions();
const handle = await openDatabase(options);
try {
  await migrateDatabase(handle);
  console.info(`Migrations applied (${describeTarget(options)}).`);
} finally {
  await handle.close();
}
