// spec §2 dashboard layout: header, sidebar, bottom bar on mobile. Every /dashboard page lives inside it.
import { Outlet } from 'react-router';
import { DashboardFrame } from './dashboard-frame.tsx';

export default function DashboardLayout() {
  return (
    <DashboardFrame>
      <Outlet />
    </DashboardFrame>
  );
}
