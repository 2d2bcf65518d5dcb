// Import applicants from a CSV (/applicants/import): choose the file, check which column is which (guessed from the
// header), preview what each row would do, then import it in one go; the import can be undone as a whole
// (server/leads/imports.ts). A counsellor's imported applicants are theirs; an admin may give them to someone.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { HttpError, Title, useGetIdentity, usePermissions } from 'react-admin';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportMapping,
  STAFF_SOURCE_LABELS,
  STAFF_SOURCES,
  type StaffSource,
} from '../../common/leads';
import { NOTICE_VERSION } from '../../common/privacy';
import type { StaffAccess } from '../../common/roles';
import { ScreenHeader } from '../shared/ScreenHeader';
import { type ImportCounts, type ImportOptions, type ImportPreviewRow, importsApi } from './api';
import { PreviewRows, RecentImports } from './ImportRows';
import { EntryOwnerField, OwnersProvider } from './shared';

const messageOf = (error: unknown) =>
  error instanceof HttpError || error instanceof Error ? error.message : 'Something went wrong';

function ImportForm({ onImported }: { onImported: () => void }) {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<StaffAccess | null>();
  const isAdmin = permissions?.role === 'admin';
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [source, setSource] = useState<StaffSource>('fair');
  const [owner, setOwner] = useState('me');
  const [consent, setConsent] = useState(false);
  const [preview, setPreview] = useState<{ counts: ImportCounts; rows: ImportPreviewRow[] } | null>(null);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const options = (): ImportOptions => ({
    mapping,
    default_source: source,
    file_name: file?.name ?? '',
    consent_vouched: consent,
    skip_invalid: Boolean(preview?.counts.errors),
    ...(isAdmin && owner !== 'me' ? { owner_id: owner } : {}),
  });
  const step = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ severity: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    void step(async () => {
      const text = await chosen.text();
      setPreview(null);
      const columns = await importsApi.columns(text);
      setFile({ name: chosen.name, text });
      setHeaders(columns.headers);
      setMapping(columns.mapping);
    });
  };
  const runPreview = () =>
    step(async () => {
      setPreview(await importsApi.preview(file?.text ?? '', options()));
    });
  const runImport = () =>
    step(async () => {
      const done = await importsApi.run(file?.text ?? '', options());
      setMessage({
        severity: 'success',
        text: `Imported ${done.rows} rows as import #${done.id}: ${done.created} new applicants (${done.possible_duplicates} possible duplicates), ${done.joined} added to existing ones${done.skipped ? `, ${done.skipped} rows with errors skipped` : ''}.`,
      });
      setFile(null);
      setPreview(null);
      setConsent(false);
      onImported();
    });
  const importable = preview ? preview.counts.rows - preview.counts.errors : 0;

  return (
    <Card component="section" aria-label="Import a CSV file">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          {message && <Alert severity={message.severity}>{message.text}</Alert>}
          <Box>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
              {file ? 'Choose another file' : 'Choose CSV file'}
              <input type="file" accept=".csv,text/csv" hidden aria-label="CSV file" onChange={choose} />
            </Button>
            {file && (
              <Typography component="span" sx={{ ml: 1, overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
            )}
          </Box>
          {file && (
            <>
              <Typography component="h2" variant="h6">
                Which column is which
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {IMPORT_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    select
                    label={IMPORT_FIELD_LABELS[field]}
                    value={mapping[field] ?? ''}
                    onChange={(event) => {
                      setPreview(null);
                      setMapping((current) => ({ ...current, [field]: event.target.value || undefined }));
                    }}
                  >
                    <MenuItem value="">Not in the file</MenuItem>
                    {headers.map((header) => (
                      <MenuItem key={header} value={header}>
                        {header}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
                <TextField
                  select
                  label="Source of rows without one"
                  value={source}
                  onChange={(event) => {
                    setPreview(null);
                    setSource(event.target.value as StaffSource);
                  }}
                >
                  {STAFF_SOURCES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {STAFF_SOURCE_LABELS[value]}
                    </MenuItem>
                  ))}
                </TextField>
                {isAdmin && <EntryOwnerField value={owner} onChange={setOwner} me={identity?.id} />}
              </Box>
              <Button variant="outlined" onClick={() => void runPreview()} disabled={busy} sx={{ alignSelf: 'start' }}>
                Preview
              </Button>
            </>
          )}
          {preview && (
            <>
              <Typography component="h2" variant="h6">
                Preview
              </Typography>
              <Typography aria-label="Preview counts">
                {preview.counts.rows} rows: {preview.counts.new} new, {preview.counts.joins} join existing applicants,{' '}
                {preview.counts.possible_duplicates} possible duplicates, {preview.counts.errors} with errors
              </Typography>
              <PreviewRows rows={preview.rows} />
              <FormControlLabel
                control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
                label={`Everyone in this file agreed to the privacy notice (version ${NOTICE_VERSION}) when their details were taken. Recorded as vouched for by ${identity?.fullName ?? 'you'}.`}
              />
              <Button
                variant="contained"
                onClick={() => void runImport()}
                disabled={busy || !consent || importable === 0}
                sx={{ alignSelf: 'start' }}
              >
                {preview.counts.errors
                  ? `Import ${importable} rows, skip ${preview.counts.errors} with errors`
                  : `Import ${importable} rows`}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function ImportApplicants() {
  const [version, setVersion] = useState(0);
  return (
    <OwnersProvider>
      <Title title="Import applicants" />
      <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader
          title="Import applicants"
          subtitle="A fair's sign-up sheet or a list of enquiries as a CSV file: preview it, import it, undo it if need be."
        />
        <ImportForm onImported={() => setVersion((value) => value + 1)} />
        <RecentImports version={version} />
      </Stack>
    </OwnersProvider>
  );
}
