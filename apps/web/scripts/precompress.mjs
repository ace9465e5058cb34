// Compresses the built browser files once, at build time, at the strongest levels (brotli 11, gzip 9): the
// server sends build/client/x.js.br or .gz as they are (@fastify/static preCompressed) instead of compressing
// every response on the fly at a fast level. Brotli 11 is about 12% smaller than gzip 6 on our scripts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'build/client';
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
const minBytes = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (compressible.test(name) && !name.endsWith('.map')) yield file;
  }
}

const started = Date.now();
let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(root)) {
  const content = readFileSync(file);
  if (content.length < minBytes) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  raw += content.length;
  brotli += br.length;
}
console.log(
  `precompressed ${count} files (${Math.round(raw / 1024)} KB → ${Math.round(brotli / 1024)} KB brotli) in ${Date.now() - started} ms`,
);
