import { createTheme } from '@mui/material/styles';

/** The venue's green, earth and gold palette (spec section 2), in light and dark schemes; mode defaults to system. */
const brand = {
  forest: '#2E5E3E',
  forestLight: '#5E8F6A',
  gold: '#C9A227',
  goldDark: '#A07F12',
  earth: '#8B5E3C',
  sand: '#F6F1E7',
};

export const theme = createTheme({
  // CSS variables let the mode switch without re-rendering, and a class selector lets us force a mode later.
  cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'venue' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: brand.forest, contrastText: '#FFFFFF' },
        secondary: { main: brand.gold, dark: brand.goldDark, contrastText: '#1F1A0A' },
        info: { main: brand.earth },
        success: { main: '#3A7D44' },
        background: { default: brand.sand, paper: '#FFFFFF' },
        text: { primary: '#1E2A22', secondary: '#4A5A4F' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#7FB38C', contrastText: '#0E1A12' },
        secondary: { main: '#E0BE4F', contrastText: '#1F1A0A' },
        info: { main: '#C4976F' },
        background: { default: '#111813', paper: '#18221B' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h2: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h3: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    h4: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});

export const brandColors = brand;
