// spec §2 plain dashboard layout: the dashboard header without the sidebar, for full-width work screens (cash
// register sale).
import { Outlet } from 'react-router';
import { DashboardFrame } from './dashboard-frame.tsx';

export default function PlainDashboardLayout() {
  return (
    <DashboardFrame sidebar={false}>
      <Outlet />
    </DashboardFrame>
  );
}
