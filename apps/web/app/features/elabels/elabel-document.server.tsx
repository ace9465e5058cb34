// The e-label page as a plain HTML document: no script, no cookie, no request to another site, no marketing
// (Regulation (EU) 2021/2117 and the Commission's guidance on e-labels: no data collection or tracking).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ElabelArticle, elabelName } from './elabel-article.tsx';
import { ELABEL_CSS } from './elabel-style.ts';
import { type ElabelLanguage, type ElabelTexts, elabelLanguages, elabelTexts } from './elabel-texts.ts';

export { volumeText } from './elabel-article.tsx';

import type { Elabel } from './elabel-types.ts';

const SECURITY_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // only this document and its inline styles; images from this site (the owners' QR codes)
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

export function htmlResponse(body: string, status = 200, cacheControl = 'public, max-age=300'): Response {
  // the language comes from the browser's Accept-Language when the link names none: a shared cache keeps one
  // copy per language
  return new Response(body, {
    status,
    headers: { ...SECURITY_HEADERS, 'cache-control': cacheControl, vary: 'Accept-Language' },
  });
}

interface DocumentProps {
  language: ElabelLanguage;
  title: string;
  canonical?: string | undefined;
  /** the address the language links keep (path and query without lang) */
  here: URL;
  children: ReactNode;
}

function LanguageSwitch({ language, here }: { language: ElabelLanguage; here: URL }) {
  const texts = elabelTexts[language];
  return (
    <nav className="langs" aria-label={texts.language}>
      {elabelLanguages.map((code) => {
        const target = new URL(here);
        target.searchParams.set('lang', code);
        return (
          <a
            key={code}
            href={`${target.pathname}${target.search}`}
            hrefLang={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
          >
            {elabelTexts[code].languageName}
          </a>
        );
      })}
    </nav>
  );
}

/** A complete document: doctype, head with inline CSS, the language switch and the page. */
export function renderDocument({ language, title, canonical, here, children }: DocumentProps): string {
  const markup = renderToStaticMarkup(
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        {canonical && <link rel="canonical" href={canonical} />}
        {/* no favicon request either */}
        <link rel="icon" href="data:," />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: ELABEL_CSS }} />
      </head>
      <body>
        <main>
          <LanguageSwitch language={language} here={here} />
          {children}
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

export interface ElabelPageInput {
  label: Elabel;
  language: ElabelLanguage;
  lot: string | null;
  here: URL;
  canonical: string;
}

export function renderElabelPage({ label, language, lot, here, canonical }: ElabelPageInput): string {
  const texts = elabelTexts[language];
  return renderDocument({
    language,
    title: `${elabelName(label)} — ${texts.nutritionDeclaration}`,
    canonical,
    here,
    children: <ElabelArticle label={label} language={language} lot={lot} />,
  });
}

export function renderElabelError(input: {
  language: ElabelLanguage;
  title: keyof Pick<ElabelTexts, 'invalidTitle' | 'unknownTitle'>;
  text: string;
  here: URL;
}): string {
  const texts = elabelTexts[input.language];
  return renderDocument({
    language: input.language,
    title: texts[input.title],
    here: input.here,
    children: (
      <article className="problem" data-testid="elabel-problem">
        <p className="kicker">{texts.title}</p>
        <h1>{texts[input.title]}</h1>
        <p>{input.text}</p>
      </article>
    ),
  });
}
