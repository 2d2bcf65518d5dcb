// The sign-in gate: e-mail and password, the server's message in a red banner, "Forgot password?" (a link by
// e-mail); then, for two-factor accounts, the code (or a recovery code), or the enrolment a member must finish first.
// How the first account is made (`npm run staff -- add EMAIL`) is for the operator: it is in the README.
// Free of react-admin: admin/main.tsx shows it to a signed-out member before the panel's code is downloaded
// (SignInScreen.tsx), and the panel shows it when a session ends (App.tsx, with react-admin's useLogin).
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { TwoFactorEnrolment } from '../account/TwoFactorEnrolment';
import { type LoginParams, SecondFactorRequired } from '../session';
import { AuthCard } from './AuthCard';

/** Signs in with a password, a code after it, or a finished enrolment; rejects with the server's message. */
export type Login = (params: LoginParams) => Promise<unknown>;

export function LoginPage({ login }: { login: Login }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<'password' | 'code' | 'enrol' | 'forgot'>('password');
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState('');

  async function finish(params: LoginParams) {
    setBusy(true);
    setError(null);
    try {
      await login(params);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Login failed');
      setBusy(false);
    }
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // Goes back to the page staff were on when their session ended (react-admin keeps it in the location state).
      await login({ email, password });
    } catch (failure) {
      if (failure instanceof SecondFactorRequired) {
        setStep(failure.step);
        setPassword('');
        setBusy(false);
        return;
      }
      setError(failure instanceof Error && failure.message ? failure.message : 'Login failed');
      setBusy(false);
    }
  }

  async function askForLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/auth/password-link/forgot', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (!response.ok) throw new Error(body.error ?? 'The link could not be requested. Try again.');
      setSent(body.message ?? 'Check your inbox.');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The link could not be requested. Try again.');
    }
    setBusy(false);
  }

  return (
    <AuthCard icon={<LockOutlinedIcon />} title={step === 'forgot' ? 'Forgot your password?' : 'Admin Panel Login'}>
      {error && (
        <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {step === 'code' && (
        <Box
          component="form"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            finish({ code });
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography variant="body2">
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </Typography>
          <TextField
            label="Code"
            name="code"
            autoComplete="one-time-code"
            autoFocus
            required
            fullWidth
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Verifying...' : 'Verify'}
          </Button>
          <Button onClick={() => setStep('password')}>Back to sign in</Button>
        </Box>
      )}
      {step === 'enrol' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="warning">
            Your account must use two-factor sign-in. Set it up now to continue to the panel.
          </Alert>
          <TwoFactorEnrolment onDone={() => finish({ enrolled: true })} />
        </Box>
      )}
      {step === 'password' && (
        <>
          <Box component="form" onSubmit={signIn} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              fullWidth
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? 'Signing in...' : 'Sign in'}
            </Button>
          </Box>
          <Button
            onClick={() => {
              setError(null);
              setSent(null);
              setStep('forgot');
            }}
            sx={{ mt: 1, alignSelf: 'center' }}
            fullWidth
          >
            Forgot password?
          </Button>
          <Alert severity="info" sx={{ mt: 2 }}>
            <Typography variant="body2" gutterBottom>
              Accounts are made by an admin of the institute.
            </Typography>
            <Typography variant="body2">Admin login: your staff e-mail / ••••••••</Typography>
          </Alert>
        </>
      )}
      {step === 'forgot' && (
        <Box component="form" onSubmit={askForLink} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {sent ? (
            <Alert severity="success" role="status">
              {sent}
            </Alert>
          ) : (
            <>
              <Typography variant="body2">
                Enter your staff e-mail address. We will e-mail you a link to choose a new password.
              </Typography>
              <TextField
                label="Email"
                type="email"
                name="email"
                autoComplete="username"
                autoFocus
                required
                fullWidth
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {busy ? 'Sending...' : 'E-mail me a link'}
              </Button>
            </>
          )}
          <Button onClick={() => setStep('password')}>Back to sign in</Button>
        </Box>
      )}
    </AuthCard>
  );
}
