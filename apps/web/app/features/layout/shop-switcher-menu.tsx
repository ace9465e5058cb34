// The shop switcher's menu (shop-switcher.tsx), loaded with its first opening: each shop the user works for, with
// the role they hold there, the current one checked.
import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { WorkShop } from './shop-switcher.tsx';

export function ShopSwitcherMenu({
  anchor,
  shops,
  currentId,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  shops: readonly WorkShop[];
  currentId: string | null;
  onClose: () => void;
  onChoose: (shopId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      // the list's name says what choosing does (a heading inside a menu is no menu item, axe)
      slotProps={{ list: { 'aria-label': t('layout.shopSwitch.menu') } }}
    >
      {shops.map((shop) => {
        const current = shop.id === currentId;
        return (
          <MenuItem
            key={shop.id}
            role="menuitemradio"
            aria-checked={current}
            selected={current}
            onClick={() => onChoose(shop.id)}
            data-testid="shop-switcher-item"
            data-shop-id={shop.id}
            sx={{ minWidth: 240 }}
          >
            <ListItemIcon>{current && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText
              primary={shop.name}
              secondary={t(`layout.shopSwitch.roles.${shop.role}`, { defaultValue: shop.role })}
            />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
