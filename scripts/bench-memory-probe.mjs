// Preloaded into the server by scripts/bench-memory.mjs only (`node --import`): on SIGUSR2 it writes the process's
// memory figures to $BENCH_MEMORY_PROBE_FILE; when the bench asked for a collection too (a file of that name
// ending in .gc exists, and node runs with --expose-gc), it collects the garbage and adds the figures after it
// under `afterGc`. The served code knows nothing of it.
import { existsSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const MB = 1024 * 1024;
const mb = (bytes) => Math.round((bytes / MB) * 10) / 10;

function figures() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_used_size)]),
  );
  return {
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    // C++ objects V8 knows of: WebAssembly memories, Buffers and ArrayBuffers, externalised strings
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    mallocedMb: mb(heap.malloced_memory),
    spaces,
  };
}

const file = process.env.BENCH_MEMORY_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const now = figures();
    let afterGc = null;
    if (typeof globalThis.gc === 'function' && existsSync(`${file}.gc`)) {
      globalThis.gc();
      afterGc = figures();
    }
    writeFileSync(file, JSON.stringify({ ...now, afterGc }));
  });
}
