// The panel's look: react-admin's default theme in the institute's navy and amber.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const staffTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#0b3d91' },
    secondary: { main: '#0b3d91' },
    warning: { main: '#b45309' },
    // MUI's light blue (#0288d1) under white chip text is 3.9:1; this one is 6.5:1 (WCAG AA asks 4.5:1).
    info: { main: '#0b5cab' },
    background: { default: '#f4f6fb' },
  },
  shape: { borderRadius: 10 },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // The app bar's spinner while data loads: a progress bar must have a name (axe: aria-progressbar-name).
    RaLoadingIndicator: { defaultProps: { 'aria-label': 'Loading' } },
    // Every other spinner too (list placeholders, saving buttons), unless it names itself.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // Wide tables scroll inside their card instead of stretching the page past the screen.
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        },
      },
    },
  },
};
