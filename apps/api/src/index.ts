export { type BuildAppOptions, buildApp } from './app.ts';
export { isApiPath, type RouteAccess } from './http/access.ts';
export { ownOrigin, publicBaseUrl, servedOverHttps } from './http/public-address.ts';
export { runInReadScope } from './http/read-scope.ts';
export { smtpTransport, startOutboxDispatcher } from './modules/mail/outbox-dispatcher.ts';
export { shopEmbeddingOrigins } from './modules/settings/embedding-origins.ts';
// The web's API answer types come from these schemas (type-only: no server code reaches the browser).
export type { activityEntry } from './modules/activity/activity.schemas.ts';
export type { productAdmin, productAdminBody } from './modules/catalogue/product-admin.schemas.ts';
