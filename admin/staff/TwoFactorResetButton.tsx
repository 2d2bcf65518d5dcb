// On a staff member's page (admins only): resets their two-factor sign-in when they lost their phone. The admin
// confirms with their own password (and code, when enrolled) first, the same re-authentication as Account security;
// the server then signs the member out everywhere, e-mails them, and asks them to enrol again at their next sign-in.
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useGetIdentity, useNotify, useRecordContext } from 'react-admin';
import { AccountApiError, accountApi, type TwoFactorStatus } from '../account/api';

async function resetTwoFactor(id: number | string): Promise<void> {
  const response = await fetch(`/api/admin/staff/${id}/two_factor_reset`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  throw new AccountApiError(body.error ?? 'The reset did not go through, please try again', response.status);
}

export function TwoFactorResetButton() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [own, setOwn] = useState<TwoFactorStatus | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One's own two-factor is managed on Account security, where turning it off or setting it up again is offered.
  if (!record || (identity && String(identity.id) === String(record.id))) return null;

  const start = async () => {
    setError(null);
    setPassword('');
    setCode('');
    setOpen(true);
    try {
      setOwn(await accountApi<TwoFactorStatus>('GET', '/two-factor'));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const close = () => {
    if (!busy) setOpen(false);
  };
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog sits in the edit form's tree: its submit must not also save the member's form.
    event.stopPropagation();
    if (!record) return;
    setBusy(true);
    setError(null);
    try {
      await accountApi('POST', '/reauth', own?.enrolled ? { password, code } : { password });
      await resetTwoFactor(record.id);
      setOpen(false);
      notify(`Two-factor sign-in reset for ${record.email}. They set it up again at their next sign-in.`, {
        type: 'success',
      });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button startIcon={<PhonelinkEraseIcon />} onClick={start} variant="outlined" color="warning">
        Reset two-factor
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="two-factor-reset-title">
        <form onSubmit={submit}>
          <DialogTitle id="two-factor-reset-title">Reset two-factor sign-in for {record.email}?</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>
              For a member who lost their phone: their authenticator app's codes and recovery codes stop working, they
              are signed out everywhere and e-mailed, and they set up two-factor sign-in again at their next sign-in.
              Confirm it is you with your own password{own?.enrolled ? ' and a code from your app' : ''}.
            </DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="Your password"
              type="password"
              name="current-password"
              autoComplete="current-password"
              required
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {own?.enrolled && (
              <TextField
                label="Code from your app (or a recovery code)"
                name="code"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="warning" disabled={busy || !own}>
              {busy ? 'Resetting…' : 'Reset two-factor'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
