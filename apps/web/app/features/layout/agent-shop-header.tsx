// spec §6: agents see the dashboard header on shop pages (shops/shop-layout-route.tsx loads this module for them
// only). Shop pages are outside the back-office frame's route, whose loader builds the menus on the server: this
// header builds them in the browser, so the route table and the access labels load with it, for agents only.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { AppHeader } from './app-header.tsx';
import { BackOfficeFrame } from './back-office-frame.tsx';
import { buildShellData } from './shell-data.ts';
import { ShellDataContext } from './use-shell-menus.ts';

export default function AgentShopHeader() {
  const user = useSessionUser();
  const shop = useSessionShop();
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const shell = useMemo(() => buildShellData(user, shop, language), [user, shop, language]);
  return (
    <BackOfficeFrame baseline={false}>
      <ShellDataContext value={shell}>
        <AppHeader />
      </ShellDataContext>
    </BackOfficeFrame>
  );
}
