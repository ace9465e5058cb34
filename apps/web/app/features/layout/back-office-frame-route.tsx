// The pathless layout route around every Material page (app/routes.ts): see back-office-frame.tsx.
import { Outlet } from 'react-router';
import { BackOfficeFrame } from './back-office-frame.tsx';

export default function BackOfficeFrameRoute() {
  return (
    <BackOfficeFrame>
      <Outlet />
    </BackOfficeFrame>
  );
}
