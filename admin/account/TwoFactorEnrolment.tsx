// Setting up two-factor sign-in: a QR code (and the key typed by hand), a confirmation code, then the ten recovery
// codes, shown once. Used by the sign-in page (when enrolment is required) and by the Account security page.
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { accountApi, type Enrolment } from './api';

export function TwoFactorEnrolment({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    accountApi<Enrolment>('POST', '/two-factor/setup')
      .then((started) => current && setEnrolment(started))
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, []);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const confirmed = await accountApi<{ recoveryCodes: string[] }>('POST', '/two-factor/confirm', { code });
      setRecoveryCodes(confirmed.recoveryCodes);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {!enrolment && !error && <CircularProgress aria-label="Preparing" sx={{ alignSelf: 'center' }} />}
      {enrolment && (
        <>
          <Typography variant="body2">
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …), then
            type the 6-digit code it shows.
          </Typography>
          <Box
            component="img"
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            sx={{ width: 200, height: 200, alignSelf: 'center', imageRendering: 'pixelated' }}
          />
          <Typography variant="body2" color="text.secondary">
            Cannot scan? Enter this key in the app instead:
          </Typography>
          <Box
            component="code"
            data-testid="totp-secret"
            sx={{ fontSize: 14, wordBreak: 'break-all', bgcolor: 'grey.100', p: 1, borderRadius: 1 }}
          >
            {enrolment.secret}
          </Box>
          <Box component="form" onSubmit={confirm} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TextField
              label="6-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 8 } }}
            />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              {onCancel && (
                <Button onClick={onCancel} disabled={busy}>
                  Cancel
                </Button>
              )}
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? 'Checking...' : 'Turn on two-factor sign-in'}
              </Button>
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="success">Two-factor sign-in is on.</Alert>
      <Typography variant="body2">
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your
        phone. They are shown only now.
      </Typography>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 15,
          whiteSpace: 'nowrap',
          display: 'grid',
          // Two codes a row where they fit whole, one otherwise: a code must never wrap.
          gridTemplateColumns: 'repeat(auto-fill, minmax(19ch, 1fr))',
          gap: 0.5,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </Box>
  );
}
