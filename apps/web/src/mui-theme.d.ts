import '@mui/material/styles';

// The theme is built with CSS variables (app/theme.ts): this types `theme.vars` and the ThemeProvider props
// that only exist in that mode (disableStyleSheetGeneration, used by app/providers.tsx).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
