// The frame's menus (account, create, the rail's groups): Material's Menu, Popover, Modal and focus trap weigh
// about 15 KB gzipped, so they load with the first opening of a menu (or when the pointer nears its button), not
// with the page (issue 22). Each menu's button stays in its own module and mounts these once opened.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { AccountMenuItem, CreateMenuGroup, SidebarGroup } from '@sarment/domain/access';
import { Link as RouterLink } from 'react-router';
import { pathOf, useShellLabel } from './use-shell-menus.ts';

interface PopupProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function AccountMenuPopup({
  anchor,
  onClose,
  name,
  email,
  items,
  onChoose,
}: PopupProps & {
  name: string;
  email: string;
  items: readonly AccountMenuItem[];
  onChoose: (item: AccountMenuItem) => void;
}) {
  const label = useShellLabel();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {email}
        </Typography>
      </Box>
      <Divider />
      {items.map((item) => (
        <MenuItem key={item.id} onClick={() => onChoose(item)} data-testid={`account-${item.id}`}>
          {label(item.labelKey)}
        </MenuItem>
      ))}
    </Menu>
  );
}

export function CreateMenuPopup({
  anchor,
  onClose,
  groups,
  onNavigate,
}: PopupProps & { groups: readonly CreateMenuGroup[]; onNavigate?: () => void }) {
  const label = useShellLabel();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { maxHeight: 480 } } }}
    >
      {groups.flatMap((group) => [
        <ListSubheader key={`group-${group.id}`} sx={{ lineHeight: '32px' }}>
          {label(group.labelKey)}
        </ListSubheader>,
        ...group.items.map((item) => (
          <MenuItem
            key={`${group.id}-${item.id}`}
            component={RouterLink}
            to={item.path}
            onClick={() => {
              onClose();
              onNavigate?.();
            }}
            data-testid="create-menu-item"
            data-group-id={group.id}
            sx={{ pl: 3 }}
          >
            {label(item.labelKey)}
          </MenuItem>
        )),
      ])}
    </Menu>
  );
}

export function RailGroupPopup({
  anchor,
  onClose,
  group,
  active,
}: PopupProps & { group: SidebarGroup; active: string | null }) {
  const label = useShellLabel();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <ListSubheader>{label(group.labelKey)}</ListSubheader>
      {group.children.map((child) => (
        <MenuItem
          key={child.path}
          component={RouterLink}
          to={child.path}
          selected={pathOf(child.path) === active}
          onClick={onClose}
        >
          {label(child.labelKey)}
        </MenuItem>
      ))}
    </Menu>
  );
}
