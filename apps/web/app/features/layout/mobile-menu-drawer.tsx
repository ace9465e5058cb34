// The phone's menu (spec §2): the full sidebar in a drawer, opened from the bottom bar; loaded with its first
// opening (mobile-bottom-bar.tsx).
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { CreateMenuGroup, SidebarNode } from '@sarment/domain/access';
import { CreateMenu } from './create-menu.tsx';
import { SidebarFull } from './sidebar.tsx';

export function MobileMenuDrawer({
  open,
  onClose,
  sidebar,
  createMenus,
}: {
  open: boolean;
  onClose: () => void;
  sidebar: SidebarNode[];
  createMenus: CreateMenuGroup[];
}) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box sx={{ width: 280, maxWidth: '85vw' }}>
        <SidebarFull
          nodes={sidebar}
          mobile
          onNavigate={onClose}
          header={
            createMenus.length > 0 ? (
              <Box sx={{ p: 1.5 }}>
                <CreateMenu groups={createMenus} onNavigate={onClose} />
              </Box>
            ) : null
          }
        />
      </Box>
    </Drawer>
  );
}
