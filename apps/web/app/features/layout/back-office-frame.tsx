// The back office, the auth screens and the cart pages are Material (spec §9 design): MUI's theme, baseline and
// the back-office texts and the global popup (spec §2, §4) come with this frame, so the public pages (home,
// shops, e-labels) ship none of them.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues } from '../../i18n/index.ts';
import { theme } from '../../lib/theme.ts';
import { PopupProvider } from '../popup/popup-provider.tsx';

const backOfficeCatalogues = { fr: frBackOfficeCatalog, en: enBackOfficeCatalog };

/** Texts before children render: i18next reads resources when `t` is called, so adding them here is enough. */
export function useBackOfficeTexts(): void {
  const { i18n } = useTranslation();
  addCatalogues(i18n, backOfficeCatalogues);
}

/** `baseline` resets the page (a whole back-office page); a Material island inside a public page omits it. */
export function BackOfficeFrame({
  children,
  baseline = true,
}: {
  children: React.ReactNode;
  baseline?: boolean;
}) {
  useBackOfficeTexts();
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      <PopupProvider>{children}</PopupProvider>
    </ThemeProvider>
  );
}
