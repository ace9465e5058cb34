// Migration drift: regenerating the migrations from the Drizzle schema must change nothing.
// Any file drizzle-kit would add means the schema changed without its committed migration.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'packages/db/migrations';
const list = () => new Set(readdirSync(dir, { recursive: true }).map(String));
const before = list();
const journal = path.join(dir, 'meta/_journal.json');
const journalText = existsSync(journal) ? readFileSync(journal, 'utf8') : null;
const output = execFileSync('npx', ['drizzle-kit', 'generate'], { cwd: 'packages/db', encoding: 'utf8' });
const added = [...list()].filter((f) => !before.has(f));
if (added.length > 0) {
  for (const f of added) rmSync(path.join(dir, f), { recursive: true, force: true });
  if (journalText !== null) writeFileSync(journal, journalText);
  console.error(output);
  console.error(`Migration drift: the schema differs from the committed migrations (${added.join(', ')}).`);
  console.error('Run `npm run db:generate` and commit the new migration.');
  process.exit(1);
}
console.log('No migration drift: the committed migrations match the schema.');
