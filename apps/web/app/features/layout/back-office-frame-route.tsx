// The pathless layout route around every Material page (app/routes.ts): see back-office-frame.tsx. Its loader
// builds the frame's menus with their labels on the server (shell-data.ts), so the browser does not ship the
// domain's route table (issue 22).
import { useEffect } from 'react';
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { resolveLocale } from '../../i18n/resolve-locale.ts';
import { readShopCookie } from '../../lib/shop-choice.ts';
import { requestSession } from '../auth/guard.server.ts';
import type { Route } from './+types/back-office-frame-route';
import { BackOfficeFrame } from './back-office-frame.tsx';
import { buildShellData } from './shell-data.ts';
import { shellNeedsReload } from './shell-revalidation.ts';
import { ShellDataContext } from './use-shell-menus.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  // the root's guard asks the session once per request; a page it lets open has the same session here
  const session = await requestSession(request, context.api);
  return {
    shell: buildShellData(session.me, session.shop, resolveLocale(request).locale),
    shopId: session.shop?.id ?? null,
  };
}

// the shop the menus shown were built for (one frame at a time in a browser)
let shownShop: string | null = null;

// the menus follow the session's user and shop and the language, not the page (shell-revalidation.ts)
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return shellNeedsReload(args, shownShop, readShopCookie(document.cookie));
}

export default function BackOfficeFrameRoute({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    shownShop = loaderData.shopId;
  }, [loaderData.shopId]);
  return (
    <BackOfficeFrame>
      <ShellDataContext value={loaderData.shell}>
        <Outlet />
      </ShellDataContext>
    </BackOfficeFrame>
  );
}
