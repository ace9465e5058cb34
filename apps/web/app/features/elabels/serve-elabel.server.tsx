import type { ApiClient } from '../../lib/api.ts';
import { htmlResponse, renderElabelError, renderElabelPage } from './elabel-document.server.tsx';
import { chooseElabelLanguage } from './elabel-language.ts';
import { type ElabelLanguage, elabelTexts, fill } from './elabel-texts.ts';
import type { Elabel } from './elabel-types.ts';
import { localizeElabel } from './localize-elabel.ts';

interface ApiError {
  code?: string;
}

export function languageOf(request: Request): ElabelLanguage {
  const url = new URL(request.url);
  return chooseElabelLanguage(url.searchParams.get('lang'), request.headers.get('accept-language'));
}

/** The page for a GTIN the API refused: a clear message in the visitor's language, never the error page. */
export function problemResponse(
  code: string | undefined,
  gtin: string,
  language: ElabelLanguage,
  here: URL,
): Response {
  const texts = elabelTexts[language];
  if (code === 'elabel_not_found') {
    const html = renderElabelError({
      language,
      title: 'unknownTitle',
      text: fill(texts.unknownText, { gtin }),
      here,
    });
    return htmlResponse(html, 404, 'public, max-age=60');
  }
  const text =
    code === 'gtin_check_digit'
      ? fill(texts.invalidCheckDigit, { gtin })
      : code === 'gtin_invalid'
        ? texts.invalidFormat
        : texts.invalidLink;
  return htmlResponse(
    renderElabelError({ language, title: 'invalidTitle', text, here }),
    400,
    'public, max-age=60',
  );
}

/** Fetches the e-label of a GTIN and answers its page (or the page saying why there is none). */
export async function serveElabel(input: {
  api: ApiClient;
  request: Request;
  gtin: string;
  vintage: string | null;
  lot: string | null;
  canonicalPath: string;
}): Promise<Response> {
  const here = new URL(input.request.url);
  const language = languageOf(input.request);
  const query = input.vintage ? `?vintage=${encodeURIComponent(input.vintage)}` : '';
  const answer = await input.api.request<Elabel | ApiError>(
    'GET',
    `/v1/elabels/${encodeURIComponent(input.gtin)}${query}`,
  );
  if (!answer.ok) return problemResponse((answer.data as ApiError | null)?.code, input.gtin, language, here);
  const html = renderElabelPage({
    label: localizeElabel(answer.data as Elabel, language),
    language,
    lot: input.lot,
    here,
    canonical: `${here.origin}${input.canonicalPath}`,
  });
  return htmlResponse(html);
}
