// spec §2 notification centre: the header's bell with the unseen count; opening a notification marks it seen then
// navigates to its redirectLink. The panel (notification-panel.tsx) loads with the first opening (issue 22).
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { breakpointsPx } from '@sarment/domain/reference';
import { isLocalRedirect } from '@sarment/domain/validation/redirect';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountBadge } from '../../lib/count-badge.tsx';
import type { CentreNotification } from './notification-kinds.ts';
import { useNotificationCentre } from './use-notification-centre.ts';

const NotificationPopup = lazy(() =>
  import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPopup })),
);

/** The header's bell: unseen count, and the panel of the latest notifications. */
export function NotificationCentre() {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width:${breakpointsPx.mobileMax}px)`, { noSsr: true });
  const navigate = useNavigate();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so the panel animates when closed
  const [opened, setOpened] = useState(false);
  const centre = useNotificationCentre(true);

  const openNotification = async (item: CentreNotification) => {
    await centre.markSeen(item.id);
    setOpen(false);
    if (item.redirectLink && isLocalRedirect(item.redirectLink)) navigate(item.redirectLink);
  };

  return (
    <>
      <IconButton
        ref={anchor}
        color="inherit"
        aria-label={`${t('notifications.open')}${centre.unseen ? `, ${t('notifications.unseenCount', { count: centre.unseen })}` : ''}`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
          void centre.reload();
        }}
        onPointerEnter={() => void import('./notification-panel.tsx')}
        data-testid="notification-bell"
      >
        {/* no hidden '0' in the button: its visible text must be part of its name (WCAG 2.5.3) */}
        <CountBadge count={centre.unseen || undefined} color="error">
          <NotificationsOutlinedIcon />
        </CountBadge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPopup
            centre={centre}
            anchor={anchor.current}
            open={open}
            mobile={mobile}
            onOpen={(item) => void openNotification(item)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
