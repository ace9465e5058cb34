// spec §2 GS1 Digital Link resolver: /gs1/01/{gtin}, optionally /22/{vintage} and /10/{lotNumber} (also /01/{gtin}
// alone). A resource route: the answer is a plain HTML document without the app's scripts, cookies or styles.
import { redirect } from 'react-router';
import type { Route } from './+types/gs1-route';
import type { DigitalLink } from './elabel-types.ts';
import { languageOf, problemResponse, serveElabel } from './serve-elabel.server.tsx';

interface ApiError {
  code?: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const prefix = url.pathname.startsWith('/gs1/') ? '/gs1' : '';
  const path = url.pathname.slice(prefix.length);
  const parsed = await context.api.request<DigitalLink | ApiError>(
    'GET',
    `/v1/elabels/digital-link?path=${encodeURIComponent(path)}`,
  );
  if (!parsed.ok) {
    const gtin = decodeURIComponent(path.split('/')[2] ?? '');
    return problemResponse((parsed.data as ApiError | null)?.code, gtin, languageOf(request), url);
  }
  const link = parsed.data as DigitalLink;
  // GS1 order is /22 then /10: another order redirects to it, for good (the language choice goes along)
  if (!link.isCanonical) throw redirect(`${prefix}${link.canonicalPath}${url.search}`, 301);
  return serveElabel({
    api: context.api,
    request,
    gtin: link.gtin,
    vintage: link.vintage,
    lot: link.lot,
    canonicalPath: `/gs1${link.canonicalPath}`,
  });
}
