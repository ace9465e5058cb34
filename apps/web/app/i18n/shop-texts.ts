// The French texts of the shop pages and the producers' home (`shop`, `home`): a module that reads them imports this
// one, which adds them to the page's i18next instance as it loads (before its page renders: route modules and
// their imports load first, on the server and in the browser). So the back office, which shows none of them, does
// not load them with every page's root (issue 22). English pages have them in public.en.ts.
import { fr as home } from '../features/home/i18n.fr.ts';
import { fr as shop } from '../features/shops/i18n.fr.ts';
import { addPublicTexts } from './index.ts';

addPublicTexts({ fr: { home, shop }, en: {} });
