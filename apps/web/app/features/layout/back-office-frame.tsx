// The back office, the auth screens and the cart pages are Material (spec §9 design): MUI's theme, baseline, the
// shell's texts and the global popup (spec §2, §4) come with this frame, so the public pages (home, shops,
// e-labels) ship none of them. Each page adds its own area's texts (i18n/back-office-texts.ts).
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { theme } from '../../lib/theme.ts';
import * as notifications from '../notifications/i18n.ts';
import * as popup from '../popup/i18n.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';
import * as layout from './i18n.ts';

// Material's ThemeProvider chooses between a plain provider and the CSS-variables one (about 3 KB gzipped more,
// for colour schemes): the platform's theme has no CSS variables, so the frame uses the plain one, as Material's
// would (`vars: null` keeps an outer theme's variables out).
const frameTheme = { ...theme, vars: null };

/** The shell's texts (header, menus, notifications, popup): every page in the frame shows them. */
const shellTexts = { layout, notifications, popup };

/** `baseline` resets the page (a whole back-office page); a Material island inside a public page omits it. */
export function BackOfficeFrame({
  children,
  baseline = true,
}: {
  children: React.ReactNode;
  baseline?: boolean;
}) {
  // before children render: i18next reads resources when `t` is called, so adding them here is enough
  useTexts(shellTexts);
  return (
    <ThemeProvider theme={frameTheme}>
      {baseline && <CssBaseline />}
      <PopupProvider>{children}</PopupProvider>
    </ThemeProvider>
  );
}
