// The page a one-time password link opens (/admin/set-password#token=…): a staff member chooses their password.
// The token stays in the fragment, which browsers never send to a server, and goes only in the POST body.
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

const tokenFromAddress = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

async function post(path: string, body: unknown): Promise<{ ok: boolean; json: Record<string, unknown> }> {
  const response = await fetch(`/api/auth/password-link${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = response.status === 204 ? {} : ((await response.json().catch(() => ({}))) as Record<string, unknown>);
  return { ok: response.ok, json };
}

export function SetPasswordPage() {
  const [token] = useState(tokenFromAddress);
  const [account, setAccount] = useState<{ email: string; minLength: number } | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    post('/check', { token })
      .then(({ ok, json }) => {
        if (ok) setAccount({ email: String(json.email), minLength: Number(json.password_min_length) });
        else setError(typeof json.error === 'string' ? json.error : 'This link does not work.');
      })
      .catch(() => setError('The server could not be reached. Please try again.'));
  }, [token]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmation) {
      setError('The two passwords differ.');
      return;
    }
    setBusy(true);
    setError(null);
    const { ok, json } = await post('', { token, password }).catch(() => ({
      ok: false,
      json: { error: 'The server could not be reached. Please try again.' },
    }));
    setBusy(false);
    if (ok) setDone(true);
    else setError(typeof json.error === 'string' ? json.error : 'The password could not be set.');
  }

  return (
    <AuthCard
      icon={<KeyIcon />}
      title="Choose your password"
      subtitle={
        account && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
            {account.email}
          </Typography>
        )
      }
    >
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {done ? (
        <Alert
          severity="success"
          action={
            <Button component={Link} to="/login">
              Sign in
            </Button>
          }
        >
          Your password is set. You can sign in now.
        </Alert>
      ) : (
        account && (
          <Box component="form" onSubmit={save} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <input type="hidden" name="username" autoComplete="username" value={account.email} readOnly />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              helperText={`At least ${account.minLength} characters.`}
              slotProps={{ htmlInput: { minLength: account.minLength } }}
            />
            <TextField
              label="Repeat the password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? 'Saving...' : 'Set password'}
            </Button>
          </Box>
        )
      )}
    </AuthCard>
  );
}
