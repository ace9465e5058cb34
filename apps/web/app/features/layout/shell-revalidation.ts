// When the back-office frame's loader runs again (issue 22). Its menus (an owner's are about 23 KB of JSON) follow
// the session's user and shop and the page's language, not the page: the frame reloads them after a submission
// (an action may change rights, the shop's settings, the user), on a revalidate() or a reload of the same URL (the
// shop switcher's), when `?lang=` changes, and when the browser's chosen shop (the `sarment_shop` cookie, which
// the switcher sets before navigating) is not the one they were built for. Other navigations keep them (the root
// loader still runs its guard on every path change).
import type { ShouldRevalidateFunctionArgs } from 'react-router';

export function shellNeedsReload(
  {
    currentUrl,
    nextUrl,
    formMethod,
    defaultShouldRevalidate,
  }: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'formMethod' | 'defaultShouldRevalidate'>,
  builtForShop: string | null,
  chosenShop: string | null,
): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang')) return true;
  return chosenShop !== null && chosenShop !== builtForShop;
}
