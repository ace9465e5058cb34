export { type BuildAppOptions, buildApp } from './app.ts';
export { isApiPath, type RouteAccess } from './http/access.ts';
export { smtpTransport, startOutboxDispatcher } from './modules/mail/outbox-dispatcher.ts';
