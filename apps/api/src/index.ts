export { type BuildAppOptions, buildApp } from './app.ts';
export { isApiPath, type RouteAccess } from './http/access.ts';
export { publicBaseUrl, servedOverHttps } from './http/public-address.ts';
export { runInReadScope } from './http/read-scope.ts';
export { smtpTransport, startOutboxDispatcher } from './modules/mail/outbox-dispatcher.ts';
export { shopEmbeddingOrigins } from './modules/settings/embedding-origins.ts';
