// Shows a one-time password link to the admin, once: it is not kept anywhere they could see it again.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
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
import { useState } from 'react';

export type PasswordLink = { url: string; expires_at: string };

export function PasswordLinkDialog({
  link,
  email,
  onClose,
}: {
  link: PasswordLink | null;
  email: string;
  onClose(): void;
}) {
  const [copied, setCopied] = useState(false);
  if (!link) return null;
  const address = new URL(link.url, window.location.origin).toString();
  const copy = async () => {
    await navigator.clipboard?.writeText(address).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="password-link-title">
      <DialogTitle id="password-link-title">Password link for {email}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Give this link to {email} in person or by a trusted channel. It works once and expires on{' '}
          {new Date(link.expires_at).toLocaleString()}. It is shown only now.
        </DialogContentText>
        <TextField
          label="One-time link"
          value={address}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'password-link' } }}
          onFocus={(event) => event.target.select()}
        />
        {copied && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Copied.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          Copy
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
