// The pathless layout route around every Material page (app/routes.ts): see back-office-frame.tsx. Its loader
// builds the frame's menus with their labels on the server (shell-data.ts), so the browser does not ship the
// domain's route table (issue 22).
import { Outlet } from 'react-router';
import { resolveLocale } from '../../i18n/resolve-locale.ts';
import { requestSession } from '../auth/guard.server.ts';
import type { Route } from './+types/back-office-frame-route';
import { BackOfficeFrame } from './back-office-frame.tsx';
import { buildShellData } from './shell-data.ts';
import { ShellDataContext } from './use-shell-menus.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  // the root's guard asks the session once per request; a page it lets open has the same session here
  const session = await requestSession(request, context.api);
  return { shell: buildShellData(session.me, session.shop, resolveLocale(request).locale) };
}

// the menus follow the session, which the root loader reads again on every path change
export { shouldRevalidate } from '../auth/session.ts';

export default function BackOfficeFrameRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeFrame>
      <ShellDataContext value={loaderData.shell}>
        <Outlet />
      </ShellDataContext>
    </BackOfficeFrame>
  );
}
