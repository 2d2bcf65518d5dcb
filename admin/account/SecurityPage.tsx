// Account security, reached from the user menu: confirm identity, change password, two-factor sign-in, sessions.
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Title, useLogout } from 'react-admin';
import { ScreenHeader } from '../shared/ScreenHeader';
import { accountApi, type StaffSession, type TwoFactorStatus } from './api';
import { RecoveryCodes, TwoFactorEnrolment } from './TwoFactorEnrolment';

const PASSWORD_MIN_LENGTH = 12;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</CardContent>
  </Card>
);

const ErrorBanner = ({ message }: { message: string | null }) =>
  message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;

export function SecurityPage() {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    accountApi<TwoFactorStatus>('GET', '/two-factor')
      .then(setStatus)
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(reload, [reload]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, py: 2, maxWidth: 760 }}>
      <Title title="Account security" />
      <ScreenHeader title="Account security" subtitle="Your password, two-factor sign-in and signed-in devices" />
      <ErrorBanner message={error} />
      {status && (
        <>
          {!status.reauthenticated && <ConfirmIdentity enrolled={status.enrolled} onConfirmed={reload} />}
          <ChangePassword locked={!status.reauthenticated} />
          <TwoFactorSection status={status} onChanged={reload} />
        </>
      )}
      <SessionsSection />
    </Box>
  );
}

/** Password (and code when enrolled) again: the server unlocks password and two-factor changes for 5 minutes. */
function ConfirmIdentity({ enrolled, onConfirmed }: { enrolled: boolean; onConfirmed: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountApi('POST', '/reauth', enrolled ? { password, code } : { password });
      onConfirmed();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }
  return (
    <Section title="Confirm it is you">
      <Typography variant="body2" color="text.secondary">
        To change your password or two-factor settings, enter your password
        {enrolled ? ' and a code from your authenticator app' : ''}. This lasts 5 minutes.
      </Typography>
      <ErrorBanner message={error} />
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label="Current password"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {enrolled && (
          <TextField
            label="Code from your app (or a recovery code)"
            name="code"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {busy ? 'Checking...' : 'Confirm'}
        </Button>
      </Box>
    </Section>
  );
}

function ChangePassword({ locked }: { locked: boolean }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setDone(false);
    if (password !== repeat) {
      setError('The two passwords differ');
      return;
    }
    setBusy(true);
    try {
      await accountApi('POST', '/password', { password });
      setDone(true);
      setPassword('');
      setRepeat('');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section title="Password">
      <Typography variant="body2" color="text.secondary">
        At least {PASSWORD_MIN_LENGTH} characters; a few unrelated words make a good one. Very common passwords are
        refused. Changing it signs you out everywhere else.
      </Typography>
      <ErrorBanner message={error} />
      {done && <Alert severity="success">Your password has been changed.</Alert>}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          disabled={locked}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          disabled={locked}
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
        <Button type="submit" variant="contained" disabled={busy || locked} sx={{ alignSelf: 'flex-start' }}>
          {busy ? 'Saving...' : 'Change password'}
        </Button>
      </Box>
    </Section>
  );
}

function TwoFactorSection({ status, onChanged }: { status: TwoFactorStatus; onChanged: () => void }) {
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const locked = !status.reauthenticated;

  async function run(action: () => Promise<void>) {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  const finish = () => {
    setEnrolling(false);
    setCodes(null);
    onChanged();
  };

  return (
    <Section title="Two-factor sign-in">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          label={status.enrolled ? 'On' : 'Off'}
          color={status.enrolled ? 'success' : 'default'}
          data-testid="two-factor-status"
        />
        {status.required && <Chip label="Required for your account" variant="outlined" />}
        {status.enrolled && (
          <Typography variant="body2" color="text.secondary">
            {status.recoveryCodesLeft} of 10 recovery codes left
          </Typography>
        )}
      </Box>
      <ErrorBanner message={error} />
      {enrolling && <TwoFactorEnrolment onDone={finish} onCancel={() => setEnrolling(false)} />}
      {codes && <RecoveryCodes codes={codes} onDone={finish} />}
      {!enrolling && !codes && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={locked} onClick={() => setEnrolling(true)}>
            {status.enrolled ? 'Move to a new phone' : 'Set up two-factor sign-in'}
          </Button>
          {status.enrolled && (
            <Button
              variant="outlined"
              disabled={locked}
              onClick={() =>
                run(async () =>
                  setCodes(
                    (await accountApi<{ recoveryCodes: string[] }>('POST', '/two-factor/recovery-codes')).recoveryCodes,
                  ),
                )
              }
            >
              New recovery codes
            </Button>
          )}
          {status.enrolled && !status.required && (
            <Button
              color="error"
              disabled={locked}
              onClick={() =>
                run(async () => {
                  await accountApi('DELETE', '/two-factor');
                  onChanged();
                })
              }
            >
              Turn off
            </Button>
          )}
        </Box>
      )}
    </Section>
  );
}

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function SessionsSection() {
  const [sessions, setSessions] = useState<StaffSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const logout = useLogout();
  const load = useCallback(() => {
    accountApi<StaffSession[]>('GET', '/sessions')
      .then(setSessions)
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(load, [load]);

  async function end(session: StaffSession) {
    setError(null);
    try {
      await accountApi('DELETE', `/sessions/${session.id}`);
      if (session.current) logout();
      else load();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <Section title="Where you are signed in">
      <ErrorBanner message={error} />
      {sessions && (
        <List disablePadding data-testid="staff-sessions">
          {sessions.map((session) => (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                <Button size="small" color="error" onClick={() => end(session)}>
                  {session.current ? 'Sign out' : 'End'}
                </Button>
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {session.device}
                    {session.current && <Chip size="small" color="primary" label="This device" />}
                  </Box>
                }
                secondary={`${session.ip || 'unknown address'} · last seen ${formatTime(session.lastSeenAt)}`}
                sx={{ pr: 8 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
