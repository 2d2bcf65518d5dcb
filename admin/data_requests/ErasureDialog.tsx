// Erase, with its preview first (issue 36): every row it will remove, by table, and each name, e-mail and phone
// among them. What bears the verified address goes; rows that only share a phone with it are marked "Possibly another
// person" and stay unless the member of staff, looking at them, ticks them.
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { ErasurePreview, ErasureRow } from '../../common/data-requests';
import { API_URL, httpClient } from '../dataProvider';
import { formatDateTime } from '../shared/submissions';

type PreviewRow = ErasureRow;
type Preview = ErasurePreview;

const key = (row: { table: string; id: number }) => `${row.table}:${row.id}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function RowLine({ row, ticked, onTick }: { row: PreviewRow; ticked: boolean; onTick: (on: boolean) => void }) {
  const who = [row.name, row.email, row.phone].filter(Boolean).join(' · ') || 'No contact details';
  const extra = row.with
    ? ` · with ${plural(row.with.notes, 'note')}, ${plural(row.with.follow_ups, 'follow-up')}, ${plural(row.with.events, 'history entry', 'history entries')}`
    : '';
  return (
    <Box sx={{ py: 0.5, borderTop: 1, borderColor: 'divider' }} data-testid={`erase-row-${key(row)}`}>
      <FormControlLabel
        // A proven row cannot be left out: its box is ticked and fixed, its text as readable as the others'.
        sx={{ m: 0, alignItems: 'flex-start', '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
        control={
          <Checkbox
            checked={row.proven || ticked}
            disabled={row.proven}
            onChange={(event) => onTick(event.target.checked)}
            sx={{ pt: 0.25 }}
          />
        }
        label={
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{who}</Typography>
            <Typography variant="body2" color="text.secondary">
              #{row.id}
              {row.created_at ? ` · ${formatDateTime(row.created_at)}` : ''}
              {extra}
            </Typography>
            {row.proven ? (
              <Chip size="small" variant="outlined" label="Verified as theirs" sx={{ mt: 0.5 }} />
            ) : (
              <Chip size="small" color="warning" label="Possibly another person" sx={{ mt: 0.5 }} />
            )}
          </Box>
        }
      />
    </Box>
  );
}

export function ErasureDialog({
  requestId,
  open,
  onClose,
  onErase,
}: {
  requestId: number | string;
  open: boolean;
  onClose: () => void;
  onErase: (include: { table: string; id: number }[]) => Promise<void>;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setPreview(null);
    setError(null);
    setTicked(new Set());
    httpClient(`${API_URL}/data_requests/${requestId}/erasure`)
      .then(({ json }) => setPreview(json as Preview))
      .catch((failure: Error) => setError(failure.message));
  }, [open, requestId]);

  const tick = (row: PreviewRow, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key(row));
      else next.delete(key(row));
      return next;
    });
  const groups = preview
    ? [...new Set(preview.rows.map((row) => row.label))].map((label) => ({
        label,
        rows: preview.rows.filter((row) => row.label === label),
      }))
    : [];
  const chosen = preview ? preview.rows.filter((row) => row.proven || ticked.has(key(row))) : [];
  const erase = async () => {
    if (!preview) return;
    setBusy(true);
    await onErase(
      preview.rows.filter((row) => !row.proven && ticked.has(key(row))).map(({ table, id }) => ({ table, id })),
    );
    setBusy(false);
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="erase-title">
      <DialogTitle id="erase-title">Erase this person?</DialogTitle>
      <DialogContent dividers>
        {error && <Alert severity="error">{error}</Alert>}
        {!preview && !error && <Typography>Finding what is held…</Typography>}
        {preview && (
          <Stack spacing={2}>
            <Typography>
              {preview.email
                ? `Everything that bears ${preview.email}, and the record whose own address it is, is erased for good. `
                : 'The request names no verified e-mail address, so nothing is erased unless you tick it. '}
              A phone number is often shared by a family: rows found only through a phone may be another person’s and
              stay unless you tick them. Only counts and the audit entry remain.
            </Typography>
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                People in these records
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {preview.people.map((person) => (
                  <Chip
                    key={JSON.stringify(person)}
                    variant="outlined"
                    color={person.possibly_other ? 'warning' : 'default'}
                    sx={{
                      height: 'auto',
                      py: 0.5,
                      '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
                    }}
                    label={`${[person.name, person.email, person.phone].filter(Boolean).join(' · ')}${
                      person.possibly_other ? ' (possibly another person)' : ''
                    }`}
                  />
                ))}
                {preview.people.length === 0 && (
                  <Typography color="text.secondary">Nobody: nothing is held.</Typography>
                )}
              </Stack>
            </Box>
            {groups.map((group) => (
              <Box key={group.label} component="section" aria-label={group.label}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {group.label}
                </Typography>
                {group.rows.map((row) => (
                  <RowLine key={key(row)} row={row} ticked={ticked.has(key(row))} onTick={(on) => tick(row, on)} />
                ))}
              </Box>
            ))}
            {preview.also.length > 0 && (
              <Typography color="text.secondary">
                Also erased with the address:{' '}
                {preview.also.map((entry) => `${entry.label} (${entry.count})`).join(', ')}.
              </Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={!preview || busy} onClick={erase}>
          {`Erase ${plural(chosen.length, 'row')}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
