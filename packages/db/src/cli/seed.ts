// npm run db:seed: migrates, then seeds the demo data if the database has no shop and no user yet.
import { migrateDatabase } from '../migrate-database.ts';
import { openDatabase } from '../open-database.ts';
import { seedDemoData } from '../seed/demo.ts';
import { cliOpenOptions, describeTarget } from './open-options.ts';

const options = cliOpenOptions();
const handle = await openDatabase(options);
try {
  await migrateDatabase(handle);
  const { seeded } = await seedDemoData(handle);
  console.info(
    seeded
      ? `Demo data seeded (${describeTarget(options)}).`
      : `Not seeded: the database already has shops or users (${describeTarget(options)}).`,
  );
} finally {
  await handle.close();
}
