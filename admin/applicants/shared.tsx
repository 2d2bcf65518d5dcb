// What the applicant screens share: the owner choices, the stage chip, filter choices and dates as staff read them.
import { CardHeader, Chip, MenuItem, TextField } from '@mui/material';
import { createContext, type ReactNode, useContext } from 'react';
import {
  APPLICATION_COURSES,
  CAMPUS_LABELS,
  CAMPUSES,
  CONTACT_COURSES,
  COURSE_CODE_LABELS,
  PROSPECTUS_COURSES,
  REGISTRATION_COURSES,
} from '../../common/enums';
import { formatKolkata } from '../../common/kolkata';
import {
  APPLICANT_SOURCE_LABELS,
  APPLICANT_SOURCES,
  APPLICANT_STAGE_LABELS,
  APPLICANT_STAGES,
  type ApplicantStage,
} from '../../common/leads';
import { useLoad } from '../shared/useLoad';
import { applicantsApi, type Owner } from './api';

const STAGE_COLORS: Record<ApplicantStage, 'default' | 'info' | 'primary' | 'secondary' | 'success' | 'error'> = {
  new: 'info',
  contacted: 'primary',
  counselled: 'secondary',
  applied: 'default',
  enrolled: 'success',
  lost: 'error',
};

export const StageChip = ({ stage }: { stage: ApplicantStage }) => (
  <Chip size="small" color={STAGE_COLORS[stage]} label={APPLICANT_STAGE_LABELS[stage] ?? stage} />
);

export const stageChoices = APPLICANT_STAGES.map((stage) => ({ id: stage, name: APPLICANT_STAGE_LABELS[stage] }));
export const sourceChoices = APPLICANT_SOURCES.map((source) => ({ id: source, name: APPLICANT_SOURCE_LABELS[source] }));
export const campusChoices = CAMPUSES.map((campus) => ({ id: campus, name: CAMPUS_LABELS[campus] }));
/** Every course value a form stores (codes and the registration form's long names), by its name. */
export const courseChoices = [
  ...new Set<string>([...APPLICATION_COURSES, ...CONTACT_COURSES, ...PROSPECTUS_COURSES, ...REGISTRATION_COURSES]),
].map((course) => ({ id: course, name: COURSE_CODE_LABELS[course] ?? course }));

/** The active staff, loaded once per screen: the owner filter, pickers and names in the timeline. */
const OwnersContext = createContext<Owner[]>([]);
export const useOwners = () => useContext(OwnersContext);

/** A member's name as staff read it (a member without a name by their e-mail), or null for nobody. */
export function useStaffName() {
  const owners = useOwners();
  return (id: number | null | undefined, given?: string | null): string | null =>
    id === null || id === undefined ? null : given || owners.find((owner) => owner.id === id)?.name || `Staff #${id}`;
}

export function OwnersProvider({ children }: { children: ReactNode }) {
  const owners = useLoad(() => applicantsApi.owners(), []);
  return <OwnersContext.Provider value={owners.data ?? []}>{children}</OwnersContext.Provider>;
}

/** An instant as staff read it, in India's time whatever the browser's zone: 25 Nov 2026, 16:30 IST. */
export const formatWhen = (value: string | null | undefined) => (value ? formatKolkata(value) : '');
/** The day of an instant in India: 25 Nov 2026. */
export const formatDay = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }) : '';

/** A follow-up is overdue once its time has passed. */
export const isOverdue = (value: string | null | undefined) => !!value && new Date(value).getTime() < Date.now();

/** A card's title as a level-2 heading (the page's h1 is the applicant's name). */
export const CardHeading = ({ title }: { title: string }) => (
  <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
);

/**
 * Whose applicants staff enter (one by one or by import): "me" (the default), "none" (nobody yet) or another active
 * member's id. Shown to admins only: a counsellor's entries are theirs.
 */
export function EntryOwnerField({
  value,
  onChange,
  me,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  me: number | string | undefined;
  error?: string;
}) {
  const owners = useOwners();
  return (
    <TextField
      select
      label="Owner"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'Whose leads these are; yours, unless you choose someone'}
      fullWidth
    >
      <MenuItem value="me">Me</MenuItem>
      <MenuItem value="none">Nobody yet</MenuItem>
      {owners
        .filter((member) => member.id !== me)
        .map((member) => (
          <MenuItem key={member.id} value={String(member.id)}>
            {member.name}
          </MenuItem>
        ))}
    </TextField>
  );
}

/** What the owner field's value sends: nothing for "me", null for nobody, else the member's id. */
export const ownerIdOf = (value: string): number | null | undefined =>
  value === 'me' ? undefined : value === 'none' ? null : Number(value);
