import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiClient, ApiMethod, ApiResponse } from '../app/lib/api.ts';

const FORWARDED_HEADERS = ['cookie', 'authorization', 'accept-language', 'user-agent'] as const;

/**
 * The API as seen by server-side loaders: Fastify `inject`, in process, with the visitor's own cookies and
 * Authorization header, so every permission check of the API applies to server rendering too.
 */
export function createInjectApi(app: FastifyInstance, request: FastifyRequest): ApiClient {
  const headers: Record<string, string> = { 'x-request-id': request.id };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    async request<T>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResponse<T>> {
      const response = await app.inject({
        method,
        url: path,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        remoteAddress: request.ip,
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const text = response.body;
      const isJson = String(response.headers['content-type'] ?? '').includes('json');
      const data = (text && isJson ? JSON.parse(text) : text || null) as T;
      const answerHeaders: Record<string, string | string[] | undefined> = {};
      for (const [key, value] of Object.entries(response.headers)) {
        answerHeaders[key] = typeof value === 'number' ? String(value) : value;
      }
      return { status: response.statusCode, ok: response.statusCode < 400, data, headers: answerHeaders };
    },
  };
}
