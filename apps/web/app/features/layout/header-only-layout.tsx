// spec §2 header-only layout: the top header above a page of its own (cart, help, API key).
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { AlcoholNotices } from './alcohol-notices.tsx';
import { AppHeader } from './app-header.tsx';

export function HeaderOnlyFrame({ children, title }: { children: React.ReactNode; title?: string }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader title={title} />
      <Box component="main" id="main" sx={{ p: { xs: 2, sm: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}

/** The cart and payment pages: they sell alcohol, so they show its legal notices under the page. */
export default function HeaderOnlyLayout() {
  return (
    <HeaderOnlyFrame>
      <Outlet />
      <AlcoholNotices />
    </HeaderOnlyFrame>
  );
}
