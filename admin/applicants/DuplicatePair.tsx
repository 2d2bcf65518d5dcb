// One side of a likely-duplicate pair (name opening the applicant, phone, e-mail, source, created, owner) and the
// dialog that confirms a merge into the older one; used by the Likely duplicates screen and the applicant page.
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DuplicatePerson, LikelyDuplicatePair } from '../../common/duplicates';
import { LEAD_SOURCE_LABELS } from '../../common/leads';
import { formatWhen } from './shared';

export const personName = (person: Pick<DuplicatePerson, 'id' | 'name' | 'email'>) =>
  person.name || person.email || `Applicant #${person.id}`;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children || '—'}
    </Typography>
  );
}

export function PersonDetails({ person, heading }: { person: DuplicatePerson; heading: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {heading}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <MuiLink component={Link} to={`/applicants/${person.id}/show`}>
          {personName(person)}
        </MuiLink>
      </Typography>
      <Line label="Phone">
        {person.phone ? <MuiLink href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</MuiLink> : null}
      </Line>
      <Line label="E-mail">{person.email}</Line>
      <Line label="Source">{person.source ? LEAD_SOURCE_LABELS[person.source] : null}</Line>
      <Line label="Created">{formatWhen(person.created_at)}</Line>
      <Line label="Owner">{person.owner_name ?? 'Nobody'}</Line>
    </Box>
  );
}

/** Asks before a merge: the newer one is merged into the older, whose page then holds both timelines. */
export function MergePairDialog({
  pair,
  busy,
  onCancel,
  onMerge,
}: {
  pair: LikelyDuplicatePair | null;
  busy: boolean;
  onCancel: () => void;
  onMerge: (pair: LikelyDuplicatePair) => void;
}) {
  return (
    <Dialog open={pair !== null} onClose={onCancel} aria-labelledby="merge-pair-title">
      <DialogTitle id="merge-pair-title">Merge these applicants?</DialogTitle>
      {pair && (
        <DialogContent>
          <DialogContentText>
            {personName(pair.newer)} (#{pair.newer.id}) will be merged into the older {personName(pair.older)} (#
            {pair.older.id}). Both timelines, notes, follow-ups and enquiries are kept on the older one; a wrongly
            joined enquiry can be split off again.
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={busy || !pair} onClick={() => pair && onMerge(pair)}>
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
