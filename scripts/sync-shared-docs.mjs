// Keeps docs/shared/ a copy of the steering folder's spec, contract and design notes (../shared), so the
// repository stands alone for its maintainers. `node scripts/sync-shared-docs.mjs` copies them again;
// `--check` only says whether the copy is behind (exit 1), and passes when ../shared is absent.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SOURCES = ['spec/platform-spec.md', 'contract.md', 'design/stack-notes.md', 'design/style.md'];
const from = join(process.cwd(), '..', 'shared');
const to = join(process.cwd(), 'docs', 'shared');
const check = process.argv.includes('--check');

if (!existsSync(from)) {
  console.log('sync-shared-docs: ../shared is absent, nothing to compare');
  process.exit(0);
}
const stale = [];
for (const file of SOURCES) {
  const source = join(from, file);
  if (!existsSync(source)) continue;
  const target = join(to, file);
  const same = existsSync(target) && readFileSync(target).equals(readFileSync(source));
  if (same) continue;
  stale.push(file);
  if (!check) {
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
}
if (check && stale.length > 0) {
  console.error(
    `docs/shared is behind ../shared: ${stale.join(', ')} (run node scripts/sync-shared-docs.mjs)`,
  );
  process.exit(1);
}
console.log(stale.length ? `sync-shared-docs: copied ${stale.join(', ')}` : 'sync-shared-docs: up to date');
