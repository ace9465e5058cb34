// spec §2 admin layout: the top header titled 'Administration' above the admin pages.
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HeaderOnlyFrame } from './header-only-layout.tsx';

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <HeaderOnlyFrame title={t('layout.titles.admin')}>
      <Outlet />
    </HeaderOnlyFrame>
  );
}
