// Bulk changes of applicants (issue 33, point 6): the stage and/or owner of the ticked rows, or of every row the
// filter matches on every page. A counsellor's change reaches their own applicants only (the dialog says how many it
// will leave, the result how many it skipped); an admin confirms first when rows of other members are among them.
// The member's last change can be undone for 10 minutes from the banner above the list.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField as MuiTextField,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useListContext, useNotify, useRefresh } from 'react-admin';
import { APPLICANT_STAGE_LABELS, type ApplicantStage } from '../../common/leads';
import type { Loaded } from '../shared/useLoad';
import { applicantsApi, type BulkChangeFields, type BulkChangeRecord, type BulkPreview, type StageChange } from './api';
import { StageDialog, stageNeedsDetails } from './StageDialog';
import { stageChoices, useOwners, useStaffName } from './shared';

/** The filter as the server reads it: no empty values. */
export const cleanFilter = (filter: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );

const countApplicants = (n: number) => `${n} applicant${n === 1 ? '' : 's'}`;

/** What a counsellor's or admin's change would touch, said before they apply it. */
function Reach({ preview }: { preview: BulkPreview }) {
  if (preview.only_own && preview.skipped > 0)
    return (
      <Alert severity="warning">
        Only your own applicants change: {preview.own} of these {preview.matching}. {preview.skipped}{' '}
        {preview.skipped === 1 ? 'belongs' : 'belong'} to others or nobody and will be skipped.
      </Alert>
    );
  if (!preview.only_own && preview.others > 0)
    return (
      <Alert severity="info">
        {preview.others} of these {preview.matching} {preview.others === 1 ? 'belongs' : 'belong'} to other members.
      </Alert>
    );
  return null;
}

/**
 * The stage and/or owner for the ticked rows (`selected`) or for every row the filter matches. `onApplied` is told
 * after a change is saved (the undo banner loads it).
 */
export function BulkChange({ selected = false, onApplied }: { selected?: boolean; onApplied: () => void }) {
  const { filterValues, total, selectedIds, onUnselectItems } = useListContext();
  const owners = useOwners();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<ApplicantStage | ''>('');
  const [ownerId, setOwnerId] = useState<number | 'none' | ''>('');
  const [asking, setAsking] = useState<ApplicantStage | null>(null);
  const [confirming, setConfirming] = useState<BulkChangeFields | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const count = selected ? selectedIds.length : (total ?? 0);
  const filter = selected ? { id: selectedIds } : cleanFilter(filterValues);
  const which = selected ? 'selected' : 'matching';
  const owner = ownerId === '' ? {} : { owner_id: ownerId === 'none' ? null : ownerId };

  const start = async () => {
    setOpen(true);
    setError(null);
    setPreview(null);
    try {
      setPreview(await applicantsApi.bulkPreview(filter));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const close = () => {
    setOpen(false);
    setAsking(null);
    setConfirming(null);
    setError(null);
  };
  const apply = async (change: BulkChangeFields) => {
    try {
      const result = await applicantsApi.bulk(filter, change);
      notify(
        `${countApplicants(result.updated)} updated${
          result.skipped ? `; ${result.skipped} skipped: only your own applicants change` : ''
        }`,
        { type: result.skipped ? 'warning' : 'success', multiLine: true },
      );
      close();
      setStage('');
      setOwnerId('');
      if (selected) onUnselectItems();
      refresh();
      onApplied();
    } catch (failure) {
      setConfirming(null);
      setError((failure as Error).message);
    }
  };
  /** An admin changing rows of other members confirms it first, with the count. */
  const proceed = (change: BulkChangeFields) => {
    if (preview && !preview.only_own && preview.others > 0) setConfirming(change);
    else apply(change);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage && stageNeedsDetails(stage)) setAsking(stage);
    else proceed({ ...(stage ? { stage } : {}), ...owner });
  };
  if (!count) return null;
  const applyLabel = selected ? `Apply to ${count} selected` : `Apply to all ${count} matching`;
  return (
    <>
      <Button variant="outlined" onClick={start}>
        {selected ? `Change ${count} selected` : `Change all ${count} matching`}
      </Button>
      <Dialog open={open && !asking && !confirming} onClose={close} fullWidth maxWidth="xs">
        <form onSubmit={submit}>
          <DialogTitle>
            {selected ? `Change ${count} selected applicants` : `Change all ${count} matching applicants`}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                {selected
                  ? 'This changes the applicants ticked in the list.'
                  : 'This changes every applicant the current filter matches, on every page, not only the rows shown.'}{' '}
                It can be undone for 10 minutes.
              </DialogContentText>
              {preview && <Reach preview={preview} />}
              <MuiTextField
                select
                label="New stage"
                value={stage}
                onChange={(event) => setStage(event.target.value as ApplicantStage)}
              >
                <MenuItem value="">Keep as is</MenuItem>
                {stageChoices.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {choice.name}
                  </MenuItem>
                ))}
              </MuiTextField>
              <MuiTextField
                select
                label="New owner"
                value={ownerId}
                onChange={(event) => setOwnerId(event.target.value as number | 'none')}
              >
                <MenuItem value="">Keep as is</MenuItem>
                <MenuItem value="none">Nobody</MenuItem>
                {owners.map((member) => (
                  <MenuItem key={member.id} value={member.id}>
                    {member.name}
                  </MenuItem>
                ))}
              </MuiTextField>
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={!stage && ownerId === ''}>
              {applyLabel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <StageDialog
        stage={asking}
        title={
          asking ? `Move ${selected ? '' : 'all '}${count} ${which} to ${APPLICANT_STAGE_LABELS[asking]}` : undefined
        }
        confirmLabel={applyLabel}
        error={error}
        onCancel={close}
        onConfirm={(change: StageChange) => {
          setAsking(null);
          proceed({ ...change, ...owner });
        }}
      />
      <Dialog open={!!confirming} onClose={close} fullWidth maxWidth="xs" aria-labelledby="bulk-others-title">
        <DialogTitle id="bulk-others-title">Change applicants of other members?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {preview?.others} of these {preview?.matching} applicants belong to other members
            {preview?.unowned ? ` and ${preview.unowned} to nobody` : ''}. Their owners will see the change on their
            timelines.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={() => confirming && apply(confirming)}>
            Change all {preview?.matching}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The ticked rows: how many, their bulk change, and clearing the ticks. */
export function SelectionBar({ onApplied }: { onApplied: () => void }) {
  const { selectedIds, onUnselectItems } = useListContext();
  if (!selectedIds.length) return null;
  return (
    <Box
      role="region"
      aria-label="Selected applicants"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        bgcolor: 'action.selected',
        p: 1,
        borderRadius: 1,
      }}
    >
      <Typography sx={{ fontWeight: 500, mr: 'auto' }}>{countApplicants(selectedIds.length)} selected</Typography>
      <BulkChange selected onApplied={onApplied} />
      <Button onClick={() => onUnselectItems()}>Clear selection</Button>
    </Box>
  );
}

/** "Stage to Contacted, owner to Bikram Sen": what a bulk change set. */
function useDescribeChange() {
  const staffName = useStaffName();
  return (change: BulkChangeFields) =>
    [
      change.stage ? `stage to ${APPLICANT_STAGE_LABELS[change.stage]}` : '',
      change.owner_id !== undefined ? `owner to ${staffName(change.owner_id) ?? 'nobody'}` : '',
    ]
      .filter(Boolean)
      .join(', ');
}

/** The member's last bulk change while it can be undone, with Undo; then what the undo did. */
export function LastBulkChange({ changes }: { changes: Loaded<BulkChangeRecord[]> }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const describe = useDescribeChange();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const latest = changes.data?.[0];
  const undo = async (change: BulkChangeRecord) => {
    setBusy(true);
    try {
      const result = await applicantsApi.undoBulk(change.id);
      const text = `Undone: ${countApplicants(result.undone)} back as they were${
        result.not_undone
          ? `; ${countApplicants(result.not_undone)} changed by someone since, not undone (#${result.not_undone_ids.join(', #')})`
          : ''
      }.`;
      setOutcome({ severity: result.not_undone ? 'warning' : 'success', text });
      notify(text, { type: result.not_undone ? 'warning' : 'success', multiLine: true });
    } catch (failure) {
      setOutcome({ severity: 'error', text: (failure as Error).message });
    }
    setBusy(false);
    refresh();
    changes.retry();
  };
  return (
    <>
      {latest && new Date(latest.undo_until).getTime() > now && (
        <Alert
          severity="info"
          aria-label="Last bulk change"
          action={
            <Button color="inherit" size="small" disabled={busy} onClick={() => undo(latest)}>
              Undo
            </Button>
          }
        >
          Your bulk change: {describe(latest.change)} for {countApplicants(latest.updated)}
          {latest.skipped ? ` (${latest.skipped} of others skipped)` : ''}. You can undo it until{' '}
          {new Date(latest.undo_until).toLocaleTimeString(undefined, { timeStyle: 'short' })}.
        </Alert>
      )}
      {outcome && (
        <Alert severity={outcome.severity} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
    </>
  );
}
