import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { guardRequest } from './features/auth/guard.server.ts';
import { ErrorPage } from './features/errors/error-page.tsx';
import { NotFoundPage } from './features/errors/not-found-page.tsx';
import { AppProviders } from './features/layout/app-providers.tsx';
import { createI18n, defaultLocale, type Locale, loadPublicCatalogue } from './i18n/index.ts';
import { localeCookieHeader, resolveLocale } from './i18n/resolve-locale.ts';
import './lib/load-context.ts';
import { chooseWorkShop, expiredShopCookie, readShopCookie } from './lib/shop-choice.ts';
import './app.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, fromQuery } = resolveLocale(request);
  const headers = new Headers();
  if (fromQuery) headers.append('set-cookie', localeCookieHeader(locale));
  // spec §4 guard: every page, before its own loader can answer (redirects carry the language cookie).
  const { me, shop } = await guardRequest(request, context.api, headers);
  // the back office's shop for a user of several (lib/shop-choice.ts); a user's stale choice is forgotten
  const workShop = chooseWorkShop(me?.shops, readShopCookie(request.headers.get('cookie')));
  if (me && workShop.stale) headers.append('set-cookie', expiredShopCookie);
  await loadPublicCatalogue(locale);
  return data({ locale, me, shop, workShopId: workShop.shopId }, { headers });
}

/** A navigation may change the language: its texts load before the page renders in it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const rootData = await serverLoader();
  await loadPublicCatalogue(rootData.locale);
  return rootData;
}

// The guard lives in this loader: it must run on every navigation, not only when the search changes.
export { shouldRevalidate } from './features/auth/session.ts';

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const locale: Locale = rootData?.locale ?? defaultLocale;
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#219EBC" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Material (theme, baseline) comes with the back-office frame: public pages ship none of it */}
        <I18nextProvider i18n={i18n}>
          <AppProviders>{children}</AppProviders>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
