// Bundles the production server (server/main.ts, the API and the workspace packages) into
// build/server/main.js. Third-party packages stay external, loaded from node_modules at run time (PGlite's
// wasm, argon2's binary, CommonJS packages): by name when Node can resolve it from apps/web, else by the
// absolute path npm installed it at under one workspace package (not hoisted). The React Router build
// (build/server/index.js) is imported at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
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
        b.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (args.path.startsWith('@sarment/') || args.pluginData === 'probe') return undefined;
          const fromWeb = await b.resolve(args.path, {
            resolveDir: process.cwd(),
            kind: args.kind,
            pluginData: 'probe',
          });
          if (fromWeb.errors.length === 0) return { path: args.path, external: true };
          const fromImporter = await b.resolve(args.path, {
            resolveDir: args.resolveDir,
            kind: args.kind,
            pluginData: 'probe',
          });
          if (fromImporter.errors.length > 0) return undefined;
          return { path: pathToFileURL(fromImporter.path).href, external: true };
        });
      },
    },
  ],
});
// React picks its development or production build when first loaded, and ESM hoists imports above any
// statement: this tiny entry sets NODE_ENV before the bundled server (and React) is loaded at all.
writeFileSync(
  'build/server/start.js',
  "process.env.NODE_ENV ??= 'production';\nawait import('./main.js');\n",
);
const pkg = JSON.parse(readFileSync('../../package.json', 'utf8'));
// spec §4 Version: the web app polls this file and offers a reload when it changes.
writeFileSync('build/client/version.json', JSON.stringify({ version: `${pkg.version}+${started}` }));
console.log(`server bundled in ${Date.now() - started} ms`);
