// spec §2 Layouts: the dashboard frame (header 64 px, sidebar 180 px or a 56 px rail below 1280 px, hidden on
// mobile where the bottom bar takes over) and its variants without sidebar.
import Box from '@mui/material/Box';
import { layoutPx } from '@sarment/domain/reference';
import { AppHeader } from './app-header.tsx';
import { CreateMenu } from './create-menu.tsx';
import { MobileBottomBar } from './mobile-bottom-bar.tsx';
import { SidebarFull, SidebarRail } from './sidebar.tsx';
import { useShellMenus } from './use-shell-menus.ts';

function Sidebar() {
  const { sidebar, createMenus } = useShellMenus();
  if (sidebar.length === 0) return null;
  return (
    <Box
      component="aside"
      sx={{
        display: { xs: 'none', sm: 'block' },
        width: { sm: layoutPx.sidebarCollapsedWidth, lg: layoutPx.sidebarWidth },
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: layoutPx.headerHeight,
        height: `calc(100vh - ${layoutPx.headerHeight}px)`,
        overflowY: 'auto',
        overflowX: 'hidden',
      }}
    >
      <Box sx={{ display: { sm: 'block', lg: 'none' } }}>
        <SidebarRail nodes={sidebar} header={<CreateMenu groups={createMenus} compact />} />
      </Box>
      <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
        <SidebarFull
          nodes={sidebar}
          header={
            createMenus.length > 0 ? (
              <Box sx={{ p: 1.5, pb: 0.5 }}>
                <CreateMenu groups={createMenus} />
              </Box>
            ) : null
          }
        />
      </Box>
    </Box>
  );
}

export interface DashboardFrameProps {
  children: React.ReactNode;
  /** false: the plain dashboard and editor layouts (header only, full width) */
  sidebar?: boolean;
  /** shown in the header, e.g. 'Messagerie' for the tickets layout */
  title?: string;
  /** extra header content before the logo (editor layouts: a back button) */
  headerStart?: React.ReactNode;
  /** remove the page padding (editors use the whole surface) */
  flush?: boolean;
}

export function DashboardFrame({
  children,
  sidebar = true,
  title,
  headerStart,
  flush = false,
}: DashboardFrameProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppHeader title={title} start={headerStart} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {sidebar && <Sidebar />}
        <Box
          component="main"
          id="main"
          sx={{
            flex: 1,
            minWidth: 0,
            p: flush ? 0 : { xs: 2, sm: 3 },
            // spec §9: 74 px kept free for the mobile bottom bar
            pb: { xs: `${layoutPx.mobileBottomMargin + (flush ? 0 : 16)}px`, sm: flush ? 0 : 3 },
          }}
        >
          {children}
        </Box>
      </Box>
      <MobileBottomBar />
    </Box>
  );
}
