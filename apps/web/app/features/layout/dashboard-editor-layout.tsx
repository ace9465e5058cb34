// spec §2 dashboard editor layout: the header with a way back to the dashboard, and the whole surface for an
// editor (shop customisation, page builders, e-mail models).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { DashboardFrame } from './dashboard-frame.tsx';

export default function DashboardEditorLayout() {
  const { t } = useTranslation();
  return (
    <DashboardFrame
      sidebar={false}
      flush
      headerStart={
        <Tooltip title={t('layout.backToDashboard')}>
          <IconButton
            component={RouterLink}
            to="/dashboard"
            aria-label={t('layout.backToDashboard')}
            edge="start"
          >
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Outlet />
    </DashboardFrame>
  );
}
