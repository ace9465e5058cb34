// spec §2 notification centre: 'Dernières notifications', filter Tout / Non lu, 'Tout marquer comme lire', empty
// text 'Aucune nouvelle notification'; panel 600 x 500 at most (no limit on mobile); opening one marks it seen
// then navigates to its redirectLink.
import CloseIcon from '@mui/icons-material/Close';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { breakpointsPx, layoutPx } from '@sarment/domain/reference';
import { formatParisDateTime } from '@sarment/domain/reference/paris-time';
import { isLocalRedirect } from '@sarment/domain/validation/redirect';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotificationIcon } from './notification-icon.tsx';
import type { CentreNotification } from './notification-kinds.ts';
import { useNotificationCentre } from './use-notification-centre.ts';

export function NotificationPanel({
  centre,
  onOpen,
  onClose,
  fullScreen,
}: {
  centre: ReturnType<typeof useNotificationCentre>;
  onOpen: (item: CentreNotification) => void;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <Box
      data-testid="notification-panel"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        maxHeight: fullScreen ? '100%' : layoutPx.notificationPanelMaxHeight,
      }}
    >
      <Box sx={{ px: 2, pt: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {t('notifications.title')}
        </Typography>
        {fullScreen && (
          <IconButton aria-label={t('notifications.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box
        sx={{ px: 2, pb: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={centre.filter}
          onChange={(_event, value) => value && centre.setFilter(value)}
        >
          <ToggleButton value="all">{t('notifications.all')}</ToggleButton>
          <ToggleButton value="unread">{t('notifications.unread')}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={() => void centre.markAllSeen()} disabled={centre.unseen === 0}>
          {t('notifications.markAll')}
        </Button>
      </Box>
      {centre.items.length === 0 ? (
        <Typography sx={{ px: 2, py: 4, textAlign: 'center' }} color="text.secondary">
          {t('notifications.empty')}
        </Typography>
      ) : (
        <List dense sx={{ overflowY: 'auto', flex: 1, py: 0 }}>
          {centre.items.map((item) => (
            <ListItemButton
              key={item.id}
              onClick={() => onOpen(item)}
              data-testid="notification-item"
              data-seen={item.seen}
              data-redirect-link={item.redirectLink ?? undefined}
              sx={{ alignItems: 'flex-start', bgcolor: item.seen ? undefined : 'rgba(33, 158, 188, 0.08)' }}
            >
              <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                <NotificationIcon type={item.type} color={item.seen ? 'action' : 'primary'} />
              </ListItemIcon>
              <ListItemText
                primary={item.content}
                secondary={formatParisDateTime(item.createdAt, language)}
                slotProps={{ primary: { sx: { fontWeight: item.seen ? 400 : 600 } } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}

/** The header's bell: unseen count, and the panel of the latest notifications. */
export function NotificationCentre() {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(`(max-width:${breakpointsPx.mobileMax}px)`, { noSsr: true });
  const navigate = useNavigate();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const centre = useNotificationCentre(true);

  const openNotification = async (item: CentreNotification) => {
    await centre.markSeen(item.id);
    setOpen(false);
    if (item.redirectLink && isLocalRedirect(item.redirectLink)) navigate(item.redirectLink);
  };
  const panel = (
    <NotificationPanel
      centre={centre}
      onOpen={(item) => void openNotification(item)}
      onClose={() => setOpen(false)}
      fullScreen={mobile}
    />
  );

  return (
    <>
      <IconButton
        ref={anchor}
        color="inherit"
        aria-label={`${t('notifications.open')}${centre.unseen ? `, ${t('notifications.unseenCount', { count: centre.unseen })}` : ''}`}
        onClick={() => {
          setOpen(true);
          void centre.reload();
        }}
        data-testid="notification-bell"
      >
        {/* no hidden '0' in the button: its visible text must be part of its name (WCAG 2.5.3) */}
        <Badge badgeContent={centre.unseen || undefined} color="error" max={99}>
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      {mobile ? (
        <Dialog fullScreen open={open} onClose={() => setOpen(false)}>
          {panel}
        </Dialog>
      ) : (
        <Popover
          open={open}
          anchorEl={anchor.current}
          onClose={() => setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              sx: {
                width: `min(${layoutPx.notificationPanelMaxWidth}px, calc(100vw - 32px))`,
                maxWidth: layoutPx.notificationPanelMaxWidth,
                maxHeight: layoutPx.notificationPanelMaxHeight,
                display: 'flex',
                zIndex: theme.zIndex.modal,
              },
            },
          }}
        >
          {panel}
        </Popover>
      )}
    </>
  );
}
