// Production server: `npm start` runs build/server/start.js, which sets NODE_ENV then loads this bundle.
// Builds nothing: serves the built web app and the API from one process.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { smtpTransport, startJobRunner, startOutboxDispatcher } from '@sarment/api';
import { prepareDatabase } from '@sarment/db';
import type { ServerBuild } from 'react-router';
import { createServer } from './create-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(here, '../client');
const serverBuildFile = path.resolve(here, 'index.js');

async function main() {
  if (!existsSync(serverBuildFile)) {
    console.error('Sarment is not built: run `npm run build` (npm install does it for you).');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const versionFile = path.join(clientDir, 'version.json');
  const version = existsSync(versionFile)
    ? (JSON.parse(readFileSync(versionFile, 'utf8')).version as string)
    : '0.0.0';

  const db = await prepareDatabase({ seed: process.env.SEED === 'none' ? 'none' : 'demo' });
  const build = (await import(serverBuildFile)) as ServerBuild;
  const app = await createServer({
    db,
    mode: 'production',
    version,
    getBuild: async () => build,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    registerAssets: async (server) => {
      await server.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        decorateReply: false,
        index: false,
        // build/client holds .br and .gz twins made at build time (scripts/precompress.mjs)
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under /assets: cache it for a year; the rest for an hour.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    },
  });

  // Mail: queued in the outbox by business code; delivered through SMTP only when SMTP_URL is set.
  const stopMail = process.env.SMTP_URL
    ? startOutboxDispatcher(
        db.db,
        smtpTransport(process.env.SMTP_URL, process.env.MAIL_FROM ?? 'Sarment <no-reply@sarment.test>'),
        app.log,
      )
    : async () => {};

  // Background jobs (PDF batches, reminders, imports...): stored in the database, resumed after a restart.
  const stopJobs = startJobRunner(db.db, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await stopMail();
    await stopJobs();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port, host });
  app.log.info(`Sarment is running on http://localhost:${port} (database: ${db.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
