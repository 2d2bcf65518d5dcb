// "New applicant" (/applicants/new): staff enter a walk-in, a phone enquiry, a fair's or a referral's, with the
// consent the person gave in person. The same person already here is offered (open them, or add this enquiry to
// them), never joined silently (server/leads/entries.ts).
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { HttpError, Title, useGetIdentity, usePermissions } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { APPLICATION_COURSES, CAMPUS_LABELS, CAMPUSES, COURSE_CODE_LABELS } from '../../common/enums';
import { STAFF_SOURCE_LABELS, STAFF_SOURCES, type StaffSource } from '../../common/leads';
import { NOTICE_VERSION } from '../../common/privacy';
import type { StaffAccess } from '../../common/roles';
import { ScreenHeader } from '../shared/ScreenHeader';
import { applicantsApi, type ExistingApplicant, type NewApplicantEntry } from './api';
import { EntryOwnerField, OwnersProvider, ownerIdOf } from './shared';

const EMPTY = { name: '', phone: '', email: '', course: '', campus: '', note: '' };

function NewApplicantForm() {
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<StaffAccess | null>();
  const isAdmin = permissions?.role === 'admin';
  const [values, setValues] = useState(EMPTY);
  const [source, setSource] = useState<StaffSource>('walk_in');
  const [owner, setOwner] = useState<string>('me');
  const [consent, setConsent] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [existing, setExisting] = useState<ExistingApplicant | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const save = async (joinId?: number) => {
    const entry: NewApplicantEntry = {
      ...values,
      source,
      consent_in_person: consent,
      marketing_consent: marketing,
      ...(isAdmin && ownerIdOf(owner) !== undefined ? { owner_id: ownerIdOf(owner) } : {}),
      ...(joinId ? { join_id: joinId } : {}),
    };
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      const saved = await applicantsApi.create(entry);
      navigate(`/applicants/${saved.id}/show`);
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as Record<string, unknown> | undefined) : undefined;
      setErrors((body?.fields as Record<string, string>) ?? {});
      setExisting((body?.existing as ExistingApplicant) ?? null);
      setMessage(error instanceof Error ? error.message : 'The applicant could not be saved');
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const field = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: set(key),
    error: Boolean(errors[key]),
    helperText: errors[key],
    fullWidth: true,
  });

  return (
    <Card component="form" onSubmit={submit} noValidate aria-label="New applicant">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          {message && (
            <Alert
              severity={existing ? 'warning' : 'error'}
              action={
                existing ? (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    <Button component={Link} to={`/applicants/${existing.id}/show`} size="small">
                      Open #{existing.id}
                    </Button>
                    <Button size="small" variant="outlined" disabled={saving} onClick={() => void save(existing.id)}>
                      Add this enquiry to #{existing.id}
                    </Button>
                  </Box>
                ) : undefined
              }
              sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
            >
              {message}
            </Alert>
          )}
          <FormControl error={Boolean(errors.source)}>
            <FormLabel id="entry-source-label">How they came</FormLabel>
            <RadioGroup
              row
              aria-labelledby="entry-source-label"
              value={source}
              onChange={(event) => setSource(event.target.value as StaffSource)}
            >
              {STAFF_SOURCES.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={STAFF_SOURCE_LABELS[value]} />
              ))}
            </RadioGroup>
            {errors.source && <FormHelperText>{errors.source}</FormHelperText>}
          </FormControl>
          <TextField label="Name" required autoComplete="off" {...field('name')} />
          <TextField label="Phone" type="tel" inputMode="tel" autoComplete="off" {...field('phone')} />
          <TextField label="E-mail" type="email" autoComplete="off" {...field('email')} />
          <TextField select label="Course" {...field('course')}>
            <MenuItem value="">Not yet known</MenuItem>
            {APPLICATION_COURSES.map((course) => (
              <MenuItem key={course} value={course}>
                {COURSE_CODE_LABELS[course] ?? course}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Campus" {...field('campus')}>
            <MenuItem value="">Not yet known</MenuItem>
            {CAMPUSES.map((campus) => (
              <MenuItem key={campus} value={campus}>
                {CAMPUS_LABELS[campus]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Note" multiline minRows={3} {...field('note')} />
          {isAdmin ? (
            <EntryOwnerField value={owner} onChange={setOwner} me={identity?.id} error={errors.owner_id} />
          ) : null}
          <FormControl error={Boolean(errors.consent_in_person)} required>
            <FormControlLabel
              control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
              label={`They agreed, in person, to the privacy notice (version ${NOTICE_VERSION}). Recorded as given to ${
                identity?.fullName ?? 'you'
              }, now.`}
            />
            {errors.consent_in_person && <FormHelperText>{errors.consent_in_person}</FormHelperText>}
          </FormControl>
          <FormControl>
            <FormControlLabel
              control={<Checkbox checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />}
              label="They would also like news of courses and open days"
            />
          </FormControl>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={saving}>
              Save applicant
            </Button>
            <Button component={Link} to="/applicants">
              Cancel
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function NewApplicant() {
  return (
    <OwnersProvider>
      <Title title="New applicant" />
      <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
        <ScreenHeader
          title="New applicant"
          subtitle="A walk-in, a phone enquiry, someone met at a fair or referred by a friend."
        />
        <NewApplicantForm />
      </Stack>
    </OwnersProvider>
  );
}
