import type { FastifyReply } from 'fastify';
import type { ApiClient } from '../app/lib/api.ts';

const MESSAGE = 'Le service est momentanément indisponible, veuillez réessayer dans quelques instants.';

// no script, no style, no asset: it must show whatever else is down
const PAGE = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Service momentanément indisponible - Sarment</title></head>
<body><h1>Service momentanément indisponible</h1><p>${MESSAGE}</p></body>
</html>
`;

/**
 * The API client of one page, noting whether an answer said the database is away: the page then answers the
 * 503 page instead of rendering without its data (a shop 'not found', an empty list).
 */
export function watchDatabaseOutage(api: ApiClient): { api: ApiClient; noticed(): boolean } {
  let noticed = false;
  return {
    api: {
      async request(method, path, body) {
        const answer = await api.request(method, path, body);
        const code = (answer.data as { code?: unknown } | null)?.code;
        if (answer.status === 503 && code === 'database_unavailable') noticed = true;
        return answer as never;
      },
    },
    noticed: () => noticed,
  };
}

export function sendDatabaseUnavailablePage(reply: FastifyReply) {
  return reply
    .status(503)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', '5')
    .send(PAGE);
}
