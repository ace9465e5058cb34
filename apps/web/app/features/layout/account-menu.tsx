// spec §2 top header account menu: username, e-mail, Tableau de bord, Paramètres, Boutique (owners and iam) or
// Producteurs, 'Changer de compte' (main accounts), 'Mode tournée' / 'Mode dashboard' (agents), Déconnexion.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import type { AccountMenuItem } from '@sarment/domain/access';
import { personDisplayName } from '@sarment/domain/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountsPath, type SessionUser, useLogout } from '../auth/session.ts';
import { AccountMenuPopup, OnceOpened, preloadPopups } from './late.tsx';
import { switchTourMode } from './tour-mode.ts';

export function displayNameOf(user: SessionUser): string {
  return user.displayName || personDisplayName(user);
}

function initialsOf(name: string): string {
  const letters = name
    .split(/[\s@.-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

// Material's Avatar with initials, as it draws it (issue 22: the component is about 1.7 KB gzipped on every
// back-office page's first load, for one circle)
const avatarLook = (theme: Theme) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 34,
  height: 34,
  fontFamily: theme.typography.fontFamily ?? 'inherit',
  fontSize: 14,
  lineHeight: 1,
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
  color: theme.palette.background.default,
  backgroundColor: theme.palette.primary.main,
  '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
});

export function AccountMenu({
  user,
  items,
  tourMode,
}: {
  user: SessionUser;
  items: readonly AccountMenuItem[];
  tourMode: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = displayNameOf(user);

  const choose = (item: AccountMenuItem) => {
    setAnchor(null);
    if (item.path) return navigate(item.path);
    if (item.id === 'switchAccount') return navigate(accountsPath);
    if (item.id === 'tourMode') return switchTourMode(tourMode);
    if (item.id === 'logout') return logout();
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        // the initials it shows are part of its name (WCAG 2.5.3, label in name)
        aria-label={`${t('layout.account')}, ${initialsOf(name)}`}
        aria-haspopup="menu"
        onPointerEnter={preloadPopups}
        onFocus={preloadPopups}
        data-testid="account-menu-button"
        sx={{ p: 0.5 }}
      >
        <Box className="MuiAvatar-root MuiAvatar-circular MuiAvatar-colorDefault" sx={avatarLook}>
          {initialsOf(name)}
        </Box>
      </IconButton>
      <OnceOpened open={anchor !== null}>
        <AccountMenuPopup
          anchor={anchor}
          onClose={() => setAnchor(null)}
          name={name}
          email={user.email}
          items={items}
          onChoose={(item) => void choose(item)}
        />
      </OnceOpened>
    </>
  );
}
