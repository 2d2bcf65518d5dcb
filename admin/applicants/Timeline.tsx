// An applicant's history in order, each entry with who and when: submissions, assignments, stage changes,
// follow-ups, calls, WhatsApp messages opened, e-mails sent to them, notes (the author may edit theirs), merges
// and splits. A note is added at the top.
import { Alert, Box, Button, Card, CardContent, TextField as MuiTextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { CALL_OUTCOME_LABELS, type CallOutcome } from '../../common/calls';
import {
  APPLICANT_STAGE_LABELS,
  type ApplicantStage,
  ENQUIRY_FORMS,
  type EnquiryForm,
  LEAD_SOURCE_LABELS,
  type LeadSource,
  LOST_REASON_LABELS,
  type LostReason,
  STAFF_SOURCE_LABELS,
  type StaffSource,
} from '../../common/leads';
import { MAIL_TEMPLATE_LABELS, type MailTemplateName } from '../../common/mail';
import { applicantsApi, type TimelineEntry } from './api';
import { CardHeading, formatWhen, useStaffName } from './shared';

type Act = (run: () => Promise<unknown>, done: string) => Promise<string | null>;

/** A bulk change's entries say so, and its undo's say what they undid. */
const bulkMark = (data: Record<string, unknown>) => (data.undo ? ' (bulk change undone)' : data.bulk ? ' (bulk)' : '');

/** How long a call took, as staff read it: "4 min 5 s"; nothing when not given. */
function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes ? `${minutes} min${rest ? ` ${rest} s` : ''}` : `${rest} s`;
}

function useDescribe() {
  const staffName = useStaffName();
  const ownerName = (id: unknown) => staffName(id as number | null | undefined) ?? 'nobody';
  const stage = (value: unknown) => APPLICANT_STAGE_LABELS[value as ApplicantStage] ?? String(value);
  return (entry: TimelineEntry): string => {
    const data = entry.data ?? {};
    switch (entry.kind) {
      case 'submission':
        return `Sent the ${LEAD_SOURCE_LABELS[data.source as LeadSource] ?? data.source} form (#${data.submission_id})`;
      case 'assigned':
        return data.round_robin
          ? `Assigned to ${ownerName(data.owner_id)} (round-robin)`
          : `Owner changed to ${ownerName(data.owner_id)}${bulkMark(data)}`;
      case 'stage':
        return `Stage ${stage(data.from)} → ${stage(data.to)}${
          data.lost_reason ? ` (${LOST_REASON_LABELS[data.lost_reason as LostReason]})` : ''
        }${bulkMark(data)}`;
      case 'follow_up':
        return `Follow-up set for ${formatWhen(String(data.due_at))}${data.note ? `: ${data.note}` : ''}`;
      case 'follow_up_done':
        return `Follow-up of ${formatWhen(String(data.due_at))} done${data.note ? `: ${data.note}` : ''}`;
      case 'merged':
        return `Merged ${data.other_name || 'an applicant'} (#${data.other_id}) into this one`;
      case 'split':
        return data.new_id
          ? `Split a submission off into applicant #${data.new_id}`
          : `Split off from applicant #${data.from_id}`;
      case 'possible_duplicate':
        return `Possible duplicate of applicant #${data.other_id}: same phone, another name`;
      case 'not_duplicate':
        return `Not the same person as applicant #${data.other_id}`;
      case 'call':
        return [
          `Call: ${CALL_OUTCOME_LABELS[data.outcome as CallOutcome] ?? data.outcome}`,
          formatDuration(data.duration_seconds as number | null),
          data.note ? String(data.note) : '',
          data.next_follow_up_at ? `next follow-up ${formatWhen(String(data.next_follow_up_at))}` : '',
        ]
          .filter(Boolean)
          .join(' · ');
      case 'created_by_staff':
      case 'entry': {
        const how = (STAFF_SOURCE_LABELS[data.source as StaffSource] ?? String(data.source)).toLowerCase();
        const who = staffName(entry.staff_id, entry.staff_name) ?? 'staff';
        const imported = data.import_id ? `, import #${data.import_id}` : '';
        return entry.kind === 'created_by_staff'
          ? `Created by ${who} (${how}${imported})`
          : `Enquiry added by ${who} (${how}${imported})`;
      }
      case 'whatsapp':
        return `WhatsApp message opened: “${data.text}”`;
      case 'email': {
        const label = MAIL_TEMPLATE_LABELS[data.template as MailTemplateName] ?? String(data.template);
        const form = ENQUIRY_FORMS[data.form as EnquiryForm]?.label;
        const state = data.status === 'sent' ? 'sent' : data.status === 'failed' ? 'failed to send' : 'queued';
        return `E-mail ${state}: ${label}${form ? ` of the ${form}` : ''}`;
      }
      default:
        return entry.kind;
    }
  };
}

function NoteEntry({ entry, applicantId, act }: { entry: TimelineEntry; applicantId: number; act: Act }) {
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(entry.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const failure = await act(() => applicantsApi.editNote(applicantId, entry.note_id as number, body), 'Note saved');
    setError(failure);
    if (!failure) setEditing(false);
  };
  if (editing)
    return (
      <Box component="form" onSubmit={save} sx={{ display: 'grid', gap: 1 }}>
        <MuiTextField label="Edit note" value={body} onChange={(e) => setBody(e.target.value)} multiline required />
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" size="small">
            Save note
          </Button>
          <Button size="small" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Box>
      </Box>
    );
  return (
    <>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry.body}</Typography>
      {entry.editable && (
        <Button size="small" onClick={() => setEditing(true)} sx={{ alignSelf: 'flex-start', px: 0 }}>
          Edit note
        </Button>
      )}
    </>
  );
}

export function Timeline({
  applicantId,
  entries,
  error,
  act,
}: {
  applicantId: number;
  entries: TimelineEntry[] | undefined;
  error: Error | undefined;
  act: Act;
}) {
  const describe = useDescribe();
  const staffName = useStaffName();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const failure = await act(() => applicantsApi.addNote(applicantId, note), 'Note added');
    setNoteError(failure);
    if (!failure) setNote('');
  };
  return (
    <Card>
      <CardHeading title="Timeline (newest first)" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box component="form" onSubmit={add} aria-label="Add a note" sx={{ display: 'grid', gap: 1 }}>
          <MuiTextField
            label="Note"
            placeholder="Called, spoke to the parent, will visit on Saturday…"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            required
          />
          {noteError && <Alert severity="error">{noteError}</Alert>}
          <Box>
            <Button type="submit" variant="contained">
              Add note
            </Button>
          </Box>
        </Box>
        {error && <Alert severity="error">The timeline could not be loaded: {error.message}</Alert>}
        <Box component="ol" aria-label="Timeline" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {[...(entries ?? [])].reverse().map((entry) => (
            <Box
              component="li"
              key={entry.key}
              data-kind={entry.kind}
              sx={{
                borderLeft: 3,
                borderColor: entry.kind === 'note' ? 'primary.main' : 'divider',
                pl: 1.5,
                display: 'flex',
                flexDirection: 'column',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {formatWhen(entry.at)} ·{' '}
                {staffName(entry.staff_id, entry.staff_name) ?? (entry.kind === 'submission' ? 'Visitor' : 'System')}
              </Typography>
              {entry.kind === 'note' ? (
                <NoteEntry entry={entry} applicantId={applicantId} act={act} />
              ) : entry.kind === 'split' && entry.data?.new_id ? (
                <Typography>
                  Split a submission off into{' '}
                  <Link to={`/applicants/${entry.data.new_id}/show`}>applicant #{String(entry.data.new_id)}</Link>
                </Typography>
              ) : (
                <Typography>{describe(entry)}</Typography>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
