// Browser journeys (e2e/) against the built server, in headless Chromium.
import { existsSync } from 'node:fs';
import { ensureChromium, run } from './lib.mjs';

process.env.CHROMIUM_PATH = await ensureChromium();
if (!existsSync('apps/web/build/server/start.js') || process.env.SARMENT_REBUILD === '1') {
  await run('npm', ['run', 'build']);
}
await run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)]);
