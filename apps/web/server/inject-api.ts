import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiClient, ApiMethod, ApiResponse } from '../app/lib/api.ts';
import { isStaleShopAnswer, readShopCookie, shopHeaderFor } from '../app/lib/shop-choice.ts';

const FORWARDED_HEADERS = ['cookie', 'authorization', 'accept-language', 'user-agent'] as const;

/**
 * The API as seen by server-side loaders: Fastify `inject`, in process, with the visitor's own cookies and
 * Authorization header, so every permission check of the API applies to server rendering too. The back office's
 * chosen shop (the `sarment_shop` cookie, app/lib/shop-choice.ts) goes as `x-shop-id`; when the API says it is not
 * the user's, reads are asked again without it and the rest of the page's calls forget it.
 */
export function createInjectApi(app: FastifyInstance, request: FastifyRequest): ApiClient {
  const headers: Record<string, string> = { 'x-request-id': request.id };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let shopId = readShopCookie(headers.cookie);

  async function inject<T>(
    method: ApiMethod,
    path: string,
    body: unknown,
    shopHeader: Record<string, string>,
  ): Promise<ApiResponse<T>> {
    const response = await app.inject({
      method,
      url: path,
      headers: {
        ...headers,
        ...shopHeader,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
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
  }

  return {
    async request<T>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResponse<T>> {
      const named = shopHeaderFor(path, shopId);
      const answer = await inject<T>(method, path, body, named);
      if (!('x-shop-id' in named) || !isStaleShopAnswer(method, answer.status, answer.data)) return answer;
      shopId = null;
      return inject<T>(method, path, body, {});
    },
  };
}
