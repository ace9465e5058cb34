import { createTheme, type Theme } from '@mui/material/styles';
import { fontStackOf } from '../features/shops/shop-theme.ts';
import { darker, pageBackground, readablePrimary } from './colour-contrast.ts';

export { contrastRatio, readablePrimary } from './colour-contrast.ts';

/**
 * spec §9: theme primary colour #219EBC; status blue/red/grey/light blue/orange. White text on #219EBC reads at
 * 3.1:1, under WCAG AA's 4.5:1 (issue 15): #219EBC stays the brand accent (light), and text, links and filled
 * buttons use its darker shade #15708A (5.7:1 on white).
 */
export const brandAccent = '#219EBC';
export const theme = createTheme({
  palette: {
    primary: { main: '#15708A', light: brandAccent, dark: '#0F5569', contrastText: '#ffffff' },
    secondary: { main: '#7a1f3d' },
    error: { main: '#d0312d' },
    warning: { main: '#f18f01' },
    background: { default: pageBackground },
  },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
  },
  shape: { borderRadius: 8 },
  breakpoints: { values: { xs: 0, sm: 601, md: 960, lg: 1281, xl: 1536 } },
});

/**
 * The cart, login and checkout in a shop's look (issue 15): its colour, made readable, as primary (its own shade
 * stays the light accent) and its header font for the headings. No usable colour: the platform's theme.
 */
export function shopTheme(shop: { color: string | null; font: string }): Theme {
  const main = shop.color ? readablePrimary(shop.color) : null;
  if (!main) return theme;
  const font = shop.font.trim() ? fontStackOf(shop.font) : null;
  const headings = font ? { fontFamily: font } : {};
  return createTheme(theme, {
    palette: {
      primary: {
        main,
        light: shop.color ?? main,
        dark: darker(main, 25),
        contrastText: '#ffffff',
      },
    },
    typography: { h1: headings, h2: headings, h3: headings, h4: headings, h5: headings, h6: headings },
  });
}
