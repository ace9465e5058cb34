import { createTheme } from '@mui/material/styles';

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
    background: { default: '#f7f5f2' },
  },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
  },
  shape: { borderRadius: 8 },
  breakpoints: { values: { xs: 0, sm: 601, md: 960, lg: 1281, xl: 1536 } },
});
