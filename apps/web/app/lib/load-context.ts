import type { ApiClient } from './api.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** In-process API client bound to the visitor's cookies and Authorization header. */
    api: ApiClient;
    /** The nonce of the document's Content-Security-Policy, fresh for each request. */
    cspNonce?: string;
  }
}
