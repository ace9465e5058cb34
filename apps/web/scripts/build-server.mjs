// Bundles the production server (server/main.ts, the API and the workspace packages) into
// build/server/main.js. Third-party packages stay external (resolved from node_modules at run time);
// the React Router server build (build/server/index.js) is imported at run time, not bundled.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-third-party',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sarment/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
const pkg = JSON.parse(readFileSync('../../package.json', 'utf8'));
// spec §4 Version: the web app polls this file and offers a reload when it changes.
writeFileSync('build/client/version.json', JSON.stringify({ version: `${pkg.version}+${started}` }));
console.log(`server bundled in ${Date.now() - started} ms`);
