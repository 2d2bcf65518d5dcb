// Log call, in one dialog and one request: the outcome, how long, a note, the next follow-up's date and time (IST)
// and a stage change if any; the server writes them in one transaction (server/leads/calls.ts).
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, type CallOutcome } from '../../common/calls';
import {
  APPLICANT_STAGE_LABELS,
  APPLICANT_STAGES,
  type ApplicantStage,
  type LostReason,
  STAGES_NEEDING_FOLLOW_UP,
} from '../../common/leads';
import type { Applicant, CallLog } from './api';
import { FollowUpTimeField, followUpInstant } from './FollowUpTime';
import { LostReasonField } from './StageDialog';

const EMPTY = { outcome: '' as CallOutcome | '', minutes: '', note: '', due: '', stage: '' as ApplicantStage | '' };

export function LogCallDialog({
  applicant,
  open,
  error,
  onCancel,
  onLog,
}: {
  applicant: Applicant;
  open: boolean;
  /** The server's refusal of the last try. */
  error: string | null;
  onCancel: () => void;
  onLog: (call: CallLog) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [reason, setReason] = useState<LostReason | ''>('');
  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setReason('');
    }
  }, [open]);
  const set = (change: Partial<typeof EMPTY>) => setValues((current) => ({ ...current, ...change }));
  const stage = values.stage && values.stage !== applicant.stage ? values.stage : null;
  const needsFollowUp =
    values.outcome === 'call_back_later' || (stage !== null && STAGES_NEEDING_FOLLOW_UP.includes(stage));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.outcome) return;
    const minutes = Number(values.minutes);
    onLog({
      outcome: values.outcome,
      duration_seconds: values.minutes === '' || Number.isNaN(minutes) ? null : Math.round(minutes * 60),
      note: values.note,
      next_follow_up_at: values.due ? followUpInstant(values.due) : null,
      ...(stage ? { stage, version: applicant.version } : {}),
      ...(stage === 'lost' && reason ? { lost_reason: reason } : {}),
    });
  };
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="log-call-title">
      <form onSubmit={submit}>
        <DialogTitle id="log-call-title">Log call with {applicant.name || applicant.email}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormControl required>
              <FormLabel id="call-outcome-label">Outcome</FormLabel>
              <RadioGroup
                aria-labelledby="call-outcome-label"
                value={values.outcome}
                onChange={(event) => set({ outcome: event.target.value as CallOutcome })}
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}
              >
                {CALL_OUTCOMES.map((outcome) => (
                  <FormControlLabel
                    key={outcome}
                    value={outcome}
                    control={<Radio required />}
                    // The group's label carries the asterisk; its options would each repeat it otherwise.
                    required={false}
                    label={CALL_OUTCOME_LABELS[outcome]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label="Duration (minutes)"
              type="number"
              value={values.minutes}
              onChange={(event) => set({ minutes: event.target.value })}
              slotProps={{ htmlInput: { min: 0, max: 240, step: 0.5, inputMode: 'decimal' } }}
              sx={{ maxWidth: 220 }}
            />
            <TextField
              label="Call note"
              value={values.note}
              onChange={(event) => set({ note: event.target.value })}
              multiline
              minRows={2}
            />
            <FollowUpTimeField
              value={values.due}
              onChange={(due) => set({ due })}
              required={needsFollowUp}
              helperText={
                needsFollowUp ? 'Needed for this outcome or stage' : 'When to call next; leave empty for none'
              }
            />
            <TextField
              select
              label="Stage"
              value={values.stage || applicant.stage}
              onChange={(event) => set({ stage: event.target.value as ApplicantStage })}
              helperText={stage ? `Moves from ${APPLICANT_STAGE_LABELS[applicant.stage]}` : 'No change'}
            >
              {APPLICANT_STAGES.map((value) => (
                <MenuItem key={value} value={value}>
                  {APPLICANT_STAGE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            {stage === 'lost' && <LostReasonField value={reason} onChange={setReason} />}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Log call
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
