import compress from '@fastify/compress';
import { buildApp, shopEmbeddingOrigins } from '@sarment/api';
import type { DbHandle } from '@sarment/db';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type GetServerBuild, registerReactRouter } from './react-router-handler.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export interface CreateServerOptions {
  db: DbHandle;
  getBuild: GetServerBuild;
  mode: 'production' | 'development';
  logger?: FastifyServerOptions['logger'];
  version?: string;
  /** Serves the built browser assets (production); in development Vite serves them. */
  registerAssets?: (app: FastifyInstance) => Promise<void>;
}

/** One Fastify server: the API under /v1, /healthz, the built assets and every page of the web app. */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const app = await buildApp({ db: options.db, logger: options.logger, version: options.version });
  // until the iframes resource exists, /iframes/{id} names the shop whose settings declare who may frame it
  registerSecurityHeaders(app, {
    mode: options.mode,
    embeddingOrigins: (shopId) => shopEmbeddingOrigins(options.db.db, shopId),
  });
  // Pages and API answers are whole buffers: compressed in one call (brotli 4, gzip 6), not through a zlib stream
  // on the thread pool. The plugin streams anything over a few KB by default on two cores: a 28 KB shop home then
  // cost some 3 ms of CPU to compress, a 180 KB catalogue page more than 10 (issue 22).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    syncThreshold: 1024 * 1024,
  });
  if (options.registerAssets) await options.registerAssets(app);
  await registerReactRouter(app, options.getBuild, options.mode);
  return app;
}
