// The sign-in screen as a signed-out member's phone first gets it: the form, the panel's theme and nothing of
// react-admin, whose code (and the rest of the panel's) is fetched once the member is in (admin/main.tsx).
import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { sessionAuth } from '../session';
import { LoginPage } from './LoginPage';
import { staffTheme } from './theme';

const theme = createTheme(staffTheme);

export function SignInScreen({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginPage
        login={async (params) => {
          await sessionAuth.login(params);
          onSignedIn();
        }}
      />
    </ThemeProvider>
  );
}
