// One applicant: the call essentials and actions at the top (CallCard: Call, WhatsApp, Log call, E-mail), then stage
// and owner, follow-ups at a date and time, details (edited with the version read: a stale save shows the server's
// 409 message and offers to reload), every submission (one may be split off), merging another applicant in, and the
// timeline with notes (each editable by its author only), which on a phone comes straight after the essentials.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField as MuiTextField,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Title, useGetList, useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  APPLICANT_STAGE_LABELS,
  APPLICANT_STAGES,
  type ApplicantStage,
  LEAD_SOURCE_LABELS,
  LOST_REASON_LABELS,
  type LostReason,
} from '../../common/leads';
import { CourseCode } from '../shared/CourseCode';
import { useLoad } from '../shared/useLoad';
import { type Applicant, type ApplicantSubmission, applicantsApi, type CallLog, type StageChange } from './api';
import { CallCard } from './CallCard';
import { FollowUpTimeField, followUpInstant } from './FollowUpTime';
import { LogCallDialog } from './LogCallDialog';
import { LikelyDuplicatesOf, PossibleDuplicate } from './PossibleDuplicate';
import { StageDialog, stageNeedsDetails } from './StageDialog';
import { CardHeading, formatWhen, isOverdue, OwnersProvider, useOwners } from './shared';
import { Timeline } from './Timeline';
import { followUpsChanged } from './useDueNow';

/** Runs a call, tells staff how it went, and reloads the page's data; the error is returned for a form to show. */
function useAction(reload: () => void) {
  const notify = useNotify();
  return async (run: () => Promise<unknown>, done: string): Promise<string | null> => {
    try {
      await run();
      notify(done, { type: 'success' });
      reload();
      // Follow-ups may have changed: the menu's "Due now" count asks again.
      followUpsChanged();
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };
}

/** A 409 from the server: its message, and a way to load the current copy. */
function StaleAlert({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          Reload
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

type Save = (change: Record<string, unknown>, done: string) => Promise<string | null>;

function DetailsCard({ applicant, save }: { applicant: Applicant; save: Save }) {
  const [values, setValues] = useState({ name: '', email: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  // The form shows the copy just loaded (after a save or a reload).
  useEffect(() => {
    setValues({ name: applicant.name, email: applicant.email ?? '', phone: applicant.phone ?? '' });
  }, [applicant]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(
      await save(
        { name: values.name, email: values.email || null, phone: values.phone || null },
        'Applicant details saved',
      ),
    );
  };
  const field = (key: keyof typeof values, label: string, type = 'text') => (
    <MuiTextField
      label={label}
      type={type}
      value={values[key]}
      onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      required={key === 'name'}
      fullWidth
    />
  );
  return (
    <Card>
      <CardHeading title={'Edit details'} />
      <CardContent component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {field('name', 'Name')}
        {field('email', 'E-mail', 'email')}
        {field('phone', 'Phone', 'tel')}
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button type="submit" variant="contained">
            Save details
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function StageOwnerCard({ applicant, save }: { applicant: Applicant; save: Save }) {
  const owners = useOwners();
  const [asking, setAsking] = useState<ApplicantStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changeStage = async (change: StageChange) => {
    const failure = await save(change, `Moved to ${APPLICANT_STAGE_LABELS[change.stage]}`);
    setError(failure);
    if (!failure) setAsking(null);
  };
  return (
    <Card>
      <CardHeading title={'Stage and owner'} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <MuiTextField
          select
          label="Stage"
          value={applicant.stage}
          onChange={(event) => {
            const stage = event.target.value as ApplicantStage;
            setError(null);
            if (stageNeedsDetails(stage)) setAsking(stage);
            else changeStage({ stage });
          }}
          helperText={
            applicant.stage === 'lost' && applicant.lost_reason
              ? `Lost: ${LOST_REASON_LABELS[applicant.lost_reason as LostReason]}`
              : undefined
          }
        >
          {APPLICANT_STAGES.map((stage) => (
            <MenuItem key={stage} value={stage}>
              {APPLICANT_STAGE_LABELS[stage]}
            </MenuItem>
          ))}
        </MuiTextField>
        <MuiTextField
          select
          label="Owner"
          value={applicant.owner_id ?? 'none'}
          onChange={async (event) => {
            const value = event.target.value as number | 'none';
            const owner = owners.find((candidate) => candidate.id === value);
            setError(
              await save(
                { owner_id: value === 'none' ? null : value },
                owner ? `Assigned to ${owner.name}` : 'Owner removed',
              ),
            );
          }}
        >
          <MenuItem value="none">Nobody</MenuItem>
          {owners.map((owner) => (
            <MenuItem key={owner.id} value={owner.id}>
              {owner.name}
              {owner.away ? ' (away)' : ''}
            </MenuItem>
          ))}
        </MuiTextField>
        {error && !asking && <Alert severity="error">{error}</Alert>}
      </CardContent>
      <StageDialog
        stage={asking}
        error={error}
        onCancel={() => {
          setAsking(null);
          setError(null);
        }}
        onConfirm={changeStage}
      />
    </Card>
  );
}

function FollowUpsCard({
  applicant,
  act,
}: {
  applicant: Applicant;
  act: (run: () => Promise<unknown>, done: string) => Promise<string | null>;
}) {
  const [due, setDue] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const failure = await act(
      () => applicantsApi.addFollowUp(applicant.id, followUpInstant(due), note),
      'Follow-up added',
    );
    setError(failure);
    if (!failure) {
      setDue('');
      setNote('');
    }
  };
  return (
    <Card>
      <CardHeading title={'Follow-ups'} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        {applicant.follow_ups.length === 0 ? (
          <Typography color="text.secondary">No follow-ups yet.</Typography>
        ) : (
          <List dense disablePadding aria-label="Follow-ups">
            {applicant.follow_ups.map((followUp) => (
              <ListItem
                key={followUp.id}
                disableGutters
                secondaryAction={
                  followUp.done_at ? undefined : (
                    <Button
                      size="small"
                      onClick={() => act(() => applicantsApi.followUpDone(applicant.id, followUp.id), 'Follow-up done')}
                    >
                      Mark done
                    </Button>
                  )
                }
                sx={{ pr: followUp.done_at ? 0 : 12 }}
              >
                <ListItemText
                  primary={
                    <Box
                      component="span"
                      sx={{ color: !followUp.done_at && isOverdue(followUp.due_at) ? 'error.main' : 'inherit' }}
                    >
                      {formatWhen(followUp.due_at)}
                      {followUp.done_at ? ' · done' : isOverdue(followUp.due_at) ? ' · overdue' : ''}
                    </Box>
                  }
                  secondary={followUp.note || undefined}
                  sx={{ textDecoration: followUp.done_at ? 'line-through' : 'none' }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box component="form" onSubmit={add} aria-label="Add a follow-up" sx={{ display: 'grid', gap: 1.5 }}>
          <FollowUpTimeField label="Follow-up date and time (IST)" required value={due} onChange={setDue} />
          <MuiTextField label="What to follow up" value={note} onChange={(event) => setNote(event.target.value)} />
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <Button type="submit" variant="outlined">
              Add follow-up
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function SubmissionsCard({
  applicant,
  act,
}: {
  applicant: Applicant;
  act: (run: () => Promise<unknown>, done: string) => Promise<string | null>;
}) {
  const [splitting, setSplitting] = useState<ApplicantSubmission | null>(null);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const split = async () => {
    if (!splitting) return;
    let created: { id: number } | undefined;
    const failure = await act(async () => {
      created = await applicantsApi.split(applicant.id, splitting.source, splitting.id);
    }, 'Submission split off into a new applicant');
    setError(failure);
    if (!failure) {
      setSplitting(null);
      if (created) navigate(`/applicants/${created.id}/show`);
    }
  };
  return (
    <Card>
      <CardHeading title={`Submissions (${applicant.submissions.length})`} />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding aria-label="Submissions">
          {applicant.submissions.map((submission) => (
            <ListItem
              key={`${submission.source}-${submission.id}`}
              disableGutters
              secondaryAction={
                applicant.submissions.length > 1 ? (
                  <Button size="small" onClick={() => setSplitting(submission)}>
                    Split off
                  </Button>
                ) : undefined
              }
              sx={{ pr: applicant.submissions.length > 1 ? 11 : 0 }}
            >
              <ListItemText
                primary={
                  <>
                    <Link to={`/${submission.source}/${submission.id}/show`}>
                      {LEAD_SOURCE_LABELS[submission.source]} #{submission.id}
                    </Link>{' '}
                    · {formatWhen(submission.created_at)}
                  </>
                }
                secondary={
                  <>
                    {[submission.name, submission.email, submission.phone].filter(Boolean).join(' · ')}
                    {submission.course && (
                      <>
                        {' · '}
                        <CourseCode course={submission.course} />
                      </>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <Dialog open={!!splitting} onClose={() => setSplitting(null)} fullWidth maxWidth="xs">
        <DialogTitle>Split off this submission?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {splitting &&
              `${LEAD_SOURCE_LABELS[splitting.source]} #${splitting.id} (${splitting.name || splitting.email}) becomes a new applicant with the same owner. Use this when it was matched to the wrong person.`}
          </DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSplitting(null)}>Cancel</Button>
          <Button variant="contained" onClick={split}>
            Split off
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** Find another applicant (same person, other details), then confirm: their history moves here. */
function MergeCard({
  applicant,
  act,
}: {
  applicant: Applicant;
  act: (run: () => Promise<unknown>, done: string) => Promise<string | null>;
}) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string; email: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data } = useGetList(
    'applicants',
    { filter: { q }, pagination: { page: 1, perPage: 6 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: q.trim().length >= 2 },
  );
  const others = (data ?? []).filter((other) => other.id !== applicant.id);
  const merge = async () => {
    if (!chosen) return;
    const failure = await act(
      () => applicantsApi.merge(applicant.id, chosen.id),
      `${chosen.name || 'Applicant'} merged into ${applicant.name}`,
    );
    setError(failure);
    if (!failure) {
      setChosen(null);
      setQ('');
    }
  };
  return (
    <Card>
      <CardHeading title={'Merge a duplicate'} />
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <MuiTextField
          label="Find the other applicant"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          helperText="Name, e-mail or phone"
        />
        {q.trim().length >= 2 && (
          <List dense disablePadding aria-label="Matching applicants">
            {others.length === 0 && (
              <ListItem disableGutters>
                <ListItemText secondary="No other applicant matches" />
              </ListItem>
            )}
            {others.map((other) => (
              <ListItemButton
                key={other.id}
                onClick={() => setChosen({ id: other.id as number, name: other.name, email: other.email })}
              >
                <ListItemText
                  primary={`Merge ${other.name || other.email}`}
                  secondary={[other.email, other.phone, APPLICANT_STAGE_LABELS[other.stage as ApplicantStage]]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
      <Dialog open={!!chosen} onClose={() => setChosen(null)} fullWidth maxWidth="xs">
        <DialogTitle>Merge into {applicant.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {chosen &&
              `${chosen.name || chosen.email}'s submissions, notes, follow-ups and history move to ${applicant.name}. Their old link keeps opening this applicant.`}
          </DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChosen(null)}>Cancel</Button>
          <Button variant="contained" onClick={merge}>
            Merge
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <Stack spacing={2}>{children}</Stack>;
}

function ApplicantPage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const applicant = useLoad(() => applicantsApi.get(id), [id, attempt]);
  const timeline = useLoad(() => applicantsApi.timeline(id), [id, attempt]);
  const [stale, setStale] = useState<string | null>(null);
  const reload = () => {
    setStale(null);
    setAttempt((count) => count + 1);
  };
  const act = useAction(reload);
  const current = applicant.data;
  const [logging, setLogging] = useState(false);
  const [callError, setCallError] = useState<string | null>(null);
  const notify = useNotify();
  /** The Log call dialog's one request; a stage change on a stale copy shows the 409 above the page. */
  const logCall = async (call: CallLog) => {
    if (!current) return;
    try {
      await applicantsApi.logCall(current.id, call);
      setLogging(false);
      setCallError(null);
      notify('Call logged', { type: 'success' });
      reload();
      followUpsChanged();
    } catch (error) {
      if ((error as { status?: number }).status === 409) {
        setLogging(false);
        setStale((error as Error).message);
      } else setCallError((error as Error).message);
    }
  };
  /** An edit with the version read: a 409 becomes the warning above the page. */
  const save: Save = async (change, done) => {
    if (!current) return null;
    try {
      await applicantsApi.update(current.id, { version: current.version, ...change });
      act(async () => undefined, done);
      return null;
    } catch (error) {
      if ((error as { status?: number }).status === 409) {
        setStale((error as Error).message);
        return null;
      }
      return (error as Error).message;
    }
  };
  if (applicant.error)
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={applicant.retry}>
            Retry
          </Button>
        }
      >
        The applicant could not be loaded: {applicant.error.message}
      </Alert>
    );
  if (!current) return <Typography sx={{ mt: 2 }}>Loading…</Typography>;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={current.name || 'Applicant'} />
      <Box>
        <Button component={Link} to="/applicants" startIcon={<ArrowBackIcon />} size="small">
          Back to Applicants
        </Button>
      </Box>
      {String(current.id) !== id && <Alert severity="info">Applicant #{id} was merged into this one.</Alert>}
      {stale && <StaleAlert message={stale} onReload={reload} />}
      <CallCard
        applicant={current}
        onLogCall={() => {
          setCallError(null);
          setLogging(true);
        }}
        onWhatsApp={() => {
          act(() => applicantsApi.openedWhatsApp(current.id), 'WhatsApp opened: recorded on the timeline');
        }}
      />
      <LogCallDialog
        applicant={current}
        open={logging}
        error={callError}
        onCancel={() => setLogging(false)}
        onLog={logCall}
      />
      <PossibleDuplicate applicant={current} act={act} />
      <LikelyDuplicatesOf applicant={current} act={act} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <Section>
          <StageOwnerCard applicant={current} save={save} />
          <FollowUpsCard applicant={current} act={act} />
          <DetailsCard applicant={current} save={save} />
          <SubmissionsCard applicant={current} act={act} />
          <MergeCard applicant={current} act={act} />
        </Section>
        {/* On a phone the timeline and its note box come straight after the call essentials. */}
        <Box sx={{ order: { xs: -1, lg: 0 }, minWidth: 0 }}>
          <Timeline applicantId={current.id} entries={timeline.data} error={timeline.error} act={act} />
        </Box>
      </Box>
    </Stack>
  );
}

export function ApplicantShow() {
  const { id } = useParams();
  return <OwnersProvider>{id && <ApplicantPage key={id} id={id} />}</OwnersProvider>;
}
