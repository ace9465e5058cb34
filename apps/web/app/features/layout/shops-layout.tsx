// spec §2 shops layout: the producers' list and shop pages under the top header (spec §6: agents see the
// dashboard header on shop pages; the shopping-as warning shows app-wide).
import { Outlet } from 'react-router';
import { HeaderOnlyFrame } from './header-only-layout.tsx';

export default function ShopsLayout() {
  return (
    <HeaderOnlyFrame>
      <Outlet />
    </HeaderOnlyFrame>
  );
}
