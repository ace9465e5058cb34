// spec §2 create menus: orders, purchases, CRM, products, reservations, marketing; each entry hidden when its
// permission is missing or its integration inactive (buildCreateMenus).
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { CreateMenuGroup } from '@sarment/domain/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAccessLabel } from './use-access-label.ts';

export function CreateMenu({
  groups,
  compact = false,
  onNavigate,
}: {
  groups: readonly CreateMenuGroup[];
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const label = useAccessLabel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (groups.length === 0) return null;
  const open = (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  return (
    <>
      {compact ? (
        <Tooltip title={t('layout.create')} placement="right">
          <IconButton color="primary" onClick={open} aria-label={t('layout.create')} aria-haspopup="menu">
            <AddIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={open}
          aria-haspopup="menu"
          fullWidth
          data-testid="create-menu-button"
        >
          {t('layout.create')}
        </Button>
      )}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
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
                setAnchor(null);
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
    </>
  );
}
