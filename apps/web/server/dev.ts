// Development entry: `npm run dev`. One process too: Vite in middleware mode gives hot reload of the web app;
// tsx watch restarts the process when server or API code changes.
import middie from '@fastify/middie';
import { prepareDatabase } from '@sarment/db';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createServer } from './create-server.ts';

const port = Number(process.env.PORT ?? 3000);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const db = await prepareDatabase({ seed: process.env.SEED === 'none' ? 'none' : 'demo' });
const app = await createServer({
  db,
  mode: 'development',
  version: 'dev',
  logger: { level: process.env.LOG_LEVEL ?? 'info', transport: undefined },
  getBuild: async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
  registerAssets: async (server) => {
    await server.register(middie);
    server.use(vite.middlewares);
  },
});
const shutdown = async () => {
  await app.close();
  await vite.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
await app.listen({ port, host: '0.0.0.0' });
app.log.info(`Sarment (dev) on http://localhost:${port}`);
