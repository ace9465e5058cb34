// Runs after `npm install`: leaves the project built so that `npm start` works on a fresh clone.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

if (process.env.SARMENT_SKIP_BUILD === '1') {
  console.log('prepare: build skipped (SARMENT_SKIP_BUILD=1)');
} else if (!existsSync('node_modules/.bin/react-router')) {
  console.log('prepare: dev dependencies missing, build skipped');
} else {
  await run('npm', ['run', 'build']);
}
