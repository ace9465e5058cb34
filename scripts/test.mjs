// `npm test`: unit and integration tests (on PGlite, or PostgreSQL when DATABASE_URL is set), then the browser
// tests against the built server. Does its own set-up on a fresh machine (Chromium, build).
import { ensureChromium, run } from './lib.mjs';

await run('npx', ['vitest', 'run', '--project', 'domain', '--project', 'unit', '--project', 'integration*']);
process.env.CHROMIUM_PATH = await ensureChromium();
await run('node', ['scripts/test-e2e.mjs']);
