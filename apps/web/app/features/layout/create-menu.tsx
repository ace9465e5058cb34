// spec §2 create menus: orders, purchases, CRM, products, reservations, marketing; each entry hidden when its
// permission is missing or its integration inactive (buildCreateMenus).
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { CreateMenuGroup } from '@sarment/domain/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateMenuPopup, LateTooltip, OnceOpened, preloadPopups } from './late.tsx';

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (groups.length === 0) return null;
  const open = (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  return (
    <>
      {compact ? (
        <LateTooltip title={t('layout.create')} placement="right">
          <IconButton
            color="primary"
            onClick={open}
            aria-label={t('layout.create')}
            aria-haspopup="menu"
            onPointerEnter={preloadPopups}
            onFocus={preloadPopups}
          >
            <AddIcon />
          </IconButton>
        </LateTooltip>
      ) : (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={open}
          aria-haspopup="menu"
          onPointerEnter={preloadPopups}
          onFocus={preloadPopups}
          fullWidth
          data-testid="create-menu-button"
        >
          {t('layout.create')}
        </Button>
      )}
      <OnceOpened open={anchor !== null}>
        <CreateMenuPopup
          anchor={anchor}
          onClose={() => setAnchor(null)}
          groups={groups}
          onNavigate={onNavigate}
        />
      </OnceOpened>
    </>
  );
}
