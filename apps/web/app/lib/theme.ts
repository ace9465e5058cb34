import { createTheme } from '@mui/material/styles';

/** spec §9: theme primary colour #219EBC; status blue/red/grey/light blue/orange. */
export const theme = createTheme({
  palette: {
    primary: { main: '#219EBC', contrastText: '#ffffff' },
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
