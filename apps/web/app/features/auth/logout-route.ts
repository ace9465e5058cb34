// spec §2: Déconnexion clears the user and goes to the login page. A resource route: the account menu POSTs to
// it (useLogout, or a plain form without JavaScript); a GET changes nothing, so no link or prefetch logs anyone out.
import { redirect } from 'react-router';
import { endSessionRedirect } from '../../lib/api.ts';
import type { Route } from './+types/logout-route';

export async function action({ context }: Route.ActionArgs) {
  return endSessionRedirect(context.api);
}

export function loader() {
  return redirect('/');
}
