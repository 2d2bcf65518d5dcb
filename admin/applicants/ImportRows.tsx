// What the import screen lists: the preview's rows (new, joins #N, possible duplicate, error with its reason) and
// the member's imports (admins: everyone's), each with its rows and an "Undo import".
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError } from 'react-admin';
import { Link } from 'react-router-dom';
import { useLoad } from '../shared/useLoad';
import { type ImportEntry, type ImportPreviewRow, type ImportRecord, importsApi } from './api';
import { formatWhen } from './shared';

const STATUS_CHIPS: Record<
  ImportPreviewRow['status'],
  { label: string; color: 'success' | 'info' | 'warning' | 'error' }
> = {
  new: { label: 'New', color: 'success' },
  joins: { label: 'Joins', color: 'info' },
  possible_duplicate: { label: 'Possible duplicate', color: 'warning' },
  error: { label: 'Error', color: 'error' },
};

function PreviewStatus({ row }: { row: ImportPreviewRow }) {
  const chip = STATUS_CHIPS[row.status];
  const detail =
    row.status === 'joins' ? (
      <Link to={`/applicants/${row.applicant_id}/show`}>existing applicant #{row.applicant_id}</Link>
    ) : row.status === 'possible_duplicate' ? (
      row.applicant_id ? (
        <>
          same phone as <Link to={`/applicants/${row.applicant_id}/show`}>#{row.applicant_id}</Link>, another name
        </>
      ) : (
        `same phone as row ${row.duplicate_of_line}, another name`
      )
    ) : row.status === 'error' ? (
      row.reason
    ) : null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Chip size="small" color={chip.color} label={chip.label} />
      {detail && (
        <Typography component="span" variant="body2">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** The preview's rows, as many as fit a screen's worth of scrolling (the counts above say how many in all). */
export function PreviewRows({ rows }: { rows: ImportPreviewRow[] }) {
  const shown = rows.slice(0, 200);
  return (
    <Box component="ol" aria-label="Rows of the file" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {shown.map((row) => (
        <Box
          component="li"
          key={row.line}
          aria-label={`Row ${row.line}`}
          sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              Row {row.line}
            </Box>
            {row.name ?? ''} {[row.phone, row.email].filter(Boolean).join(' · ')}
          </Typography>
          <PreviewStatus row={row} />
        </Box>
      ))}
      {rows.length > shown.length && (
        <Typography component="li" color="text.secondary" sx={{ py: 1 }}>
          … and {rows.length - shown.length} more rows
        </Typography>
      )}
    </Box>
  );
}

function ImportEntries({ id }: { id: number }) {
  const record = useLoad(() => importsApi.get(id), [id]);
  if (!record.data) return null;
  return (
    <Box component="ol" aria-label={`Rows of import #${id}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {record.data.entries.map((entry: ImportEntry) => (
        <Typography component="li" variant="body2" key={entry.entry_id} sx={{ py: 0.5, overflowWrap: 'anywhere' }}>
          Row {entry.line}: <Link to={`/applicants/${entry.current_id}/show`}>{entry.name}</Link>{' '}
          {entry.joined
            ? `(joined #${entry.applicant_id})`
            : entry.possible_duplicate_of
              ? '(possible duplicate)'
              : '(new)'}
        </Typography>
      ))}
    </Box>
  );
}

function ImportCard({ record, onUndone }: { record: ImportRecord; onUndone: () => void }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const undo = async () => {
    setError(null);
    try {
      const done = await importsApi.undo(record.id);
      setResult(
        `Import undone: ${done.removed} removed, ${done.reverted} put back as they were${
          done.not_undone.length ? `; ${done.not_undone.length} changed since, left as they are` : ''
        }.`,
      );
      onUndone();
    } catch (caught) {
      setError(caught instanceof HttpError || caught instanceof Error ? caught.message : 'The undo failed');
    }
  };
  const summary = `${record.rows} rows: ${record.created} new (${record.possible_duplicates} possible duplicates), ${record.joined} joined`;
  return (
    <Card variant="outlined" component="section" aria-label={`Import #${record.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          Import #{record.id} {record.file_name ? `· ${record.file_name}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatWhen(record.created_at)}
          {record.staff_name ? ` · ${record.staff_name}` : ''} · {summary}
        </Typography>
        {record.undone_at && record.undo_result && (
          <Typography variant="body2">
            Undone {formatWhen(record.undone_at)}: {record.undo_result.removed} removed, {record.undo_result.reverted}{' '}
            put back
            {record.undo_result.not_undone.length
              ? `; ${record.undo_result.not_undone.length} changed since, left (${record.undo_result.not_undone
                  .map((id) => `#${id}`)
                  .join(', ')})`
              : ''}
          </Typography>
        )}
        {result && <Alert severity="success">{result}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {open ? 'Hide rows' : 'Show rows'}
          </Button>
          {!record.undone_at && (
            <Button size="small" color="warning" variant="outlined" onClick={() => void undo()}>
              Undo import
            </Button>
          )}
        </Box>
        {open && <ImportEntries id={record.id} />}
      </CardContent>
    </Card>
  );
}

/** The member's recent imports (an admin's list has everyone's), newest first. */
export function RecentImports({ version }: { version: number }) {
  const imports = useLoad(() => importsApi.list(), [version]);
  if (!imports.data?.length) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Recent imports">
      <Typography component="h2" variant="h6">
        Recent imports
      </Typography>
      {imports.data.map((record) => (
        <ImportCard key={record.id} record={record} onUndone={imports.retry} />
      ))}
    </Stack>
  );
}
