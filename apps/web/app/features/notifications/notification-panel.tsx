// spec §2 notification centre: 'Dernières notifications', filter Tout / Non lu, 'Tout marquer comme lire', empty
// text 'Aucune nouvelle notification'; panel 600 x 500 at most (no limit on mobile), full screen on a phone. The
// header's bell (notification-centre.tsx) loads this module when it is first opened (issue 22).
import CloseIcon from '@mui/icons-material/Close';
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
import { layoutPx } from '@sarment/domain/reference';
import { formatParisDateTime } from '@sarment/domain/reference/paris-time';
import { useTranslation } from 'react-i18next';
import { NotificationIcon } from './notification-icon.tsx';
import type { CentreNotification } from './notification-kinds.ts';
import type { useNotificationCentre } from './use-notification-centre.ts';

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

/** The panel in a popover under the bell, or full screen on a phone. */
export function NotificationPopup({
  centre,
  anchor,
  open,
  mobile,
  onOpen,
  onClose,
}: {
  centre: ReturnType<typeof useNotificationCentre>;
  anchor: HTMLElement | null;
  open: boolean;
  mobile: boolean;
  onOpen: (item: CentreNotification) => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  const panel = <NotificationPanel centre={centre} onOpen={onOpen} onClose={onClose} fullScreen={mobile} />;
  return (
    <>
      {mobile ? (
        <Dialog fullScreen open={open} onClose={() => onClose()}>
          {panel}
        </Dialog>
      ) : (
        <Popover
          open={open}
          anchorEl={anchor}
          onClose={() => onClose()}
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
