// spec §2 default layout: the page alone (public pages bring their own header), under the app-wide behaviour of
// the root (snackbars, popups, maintenance, version).
import { Outlet } from 'react-router';

export default function DefaultLayout() {
  return <Outlet />;
}
