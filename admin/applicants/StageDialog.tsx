// A stage change asks what the server requires with it: Contacted and Counselled the next follow-up's date and time (and a
// note), Lost the reason. Used by the detail page, the board's drag and menu, and the bulk action.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import {
  APPLICANT_STAGE_LABELS,
  type ApplicantStage,
  LOST_REASON_LABELS,
  LOST_REASONS,
  type LostReason,
  STAGES_NEEDING_FOLLOW_UP,
} from '../../common/leads';
import type { StageChange } from './api';
import { FollowUpTimeField, followUpInstant } from './FollowUpTime';

/** Whether moving to `stage` needs the dialog's questions answered first. */
export const stageNeedsDetails = (stage: ApplicantStage) =>
  STAGES_NEEDING_FOLLOW_UP.includes(stage) || stage === 'lost';

/** Today in Kolkata as YYYY-MM-DD: the earliest follow-up day offered. */
export const kolkataToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** Why an applicant was lost: one of the list, required with the stage Lost. */
export function LostReasonField({
  value,
  onChange,
}: {
  value: LostReason | '';
  onChange: (reason: LostReason) => void;
}) {
  return (
    <TextField
      select
      label="Reason lost"
      required
      value={value}
      onChange={(event) => onChange(event.target.value as LostReason)}
    >
      {LOST_REASONS.map((reason) => (
        <MenuItem key={reason} value={reason}>
          {LOST_REASON_LABELS[reason]}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function StageDialog({
  stage,
  title,
  intro,
  confirmLabel = 'Move',
  error,
  onCancel,
  onConfirm,
}: {
  /** The stage asked about; null closes the dialog. */
  stage: ApplicantStage | null;
  title?: string;
  intro?: ReactNode;
  confirmLabel?: string;
  /** The server's refusal of the last try, shown in the dialog. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: (change: StageChange) => void;
}) {
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<LostReason | ''>('');
  useEffect(() => {
    if (stage) {
      setDate('');
      setNote('');
      setReason('');
    }
  }, [stage]);
  if (!stage) return null;
  const needsDate = STAGES_NEEDING_FOLLOW_UP.includes(stage);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({
      stage,
      ...(needsDate ? { next_follow_up_at: followUpInstant(date), follow_up_note: note } : {}),
      ...(stage === 'lost' && reason ? { lost_reason: reason } : {}),
    });
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="stage-dialog-title">
      <form onSubmit={submit}>
        <DialogTitle id="stage-dialog-title">{title ?? `Move to ${APPLICANT_STAGE_LABELS[stage]}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {intro && <DialogContentText component="div">{intro}</DialogContentText>}
            {needsDate && (
              <>
                <FollowUpTimeField
                  required
                  value={date}
                  onChange={setDate}
                  helperText={`${APPLICANT_STAGE_LABELS[stage]} needs the date and time of the next follow-up`}
                />
                <TextField
                  label="Follow-up note"
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  multiline
                  minRows={2}
                />
              </>
            )}
            {stage === 'lost' && <LostReasonField value={reason} onChange={setReason} />}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
