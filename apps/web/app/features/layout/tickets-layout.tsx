// spec §2 tickets layout: the dashboard frame whose header reads 'Messagerie'.
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DashboardFrame } from './dashboard-frame.tsx';

export default function TicketsLayout() {
  const { t } = useTranslation();
  return (
    <DashboardFrame title={t('layout.titles.tickets')}>
      <Outlet />
    </DashboardFrame>
  );
}
