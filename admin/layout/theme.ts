// The panel's look: react-admin's default theme in the institute's navy and amber.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const staffTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#0b3d91' },
    secondary: { main: '#0b3d91' },
    warning: { main: '#b45309' },
    background: { default: '#f4f6fb' },
  },
  shape: { borderRadius: 10 },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiCard: { defaultProps: { variant: 'outlined' } },
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
