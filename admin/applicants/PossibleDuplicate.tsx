// The mark of a possible duplicate (issue 36): this enquiry shares a phone with another applicant under another name.
// A phone is often a family's, so the counsellor decides: the same person (merge this one into the other, keeping
// both timelines) or different people (the mark goes). Nothing is joined until then.
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LikelyDuplicatePair } from '../../common/duplicates';
import { type Applicant, applicantsApi } from './api';
import { MergePairDialog, personName } from './DuplicatePair';

type Act = (run: () => Promise<unknown>, done: string) => Promise<string | null>;

export function PossibleDuplicate({ applicant, act }: { applicant: Applicant; act: Act }) {
  const other = applicant.possible_duplicate;
  if (!other) return null;
  const otherName = other.name || other.email || `Applicant #${other.id}`;
  return (
    <Alert
      severity="warning"
      data-testid="possible-duplicate"
      sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      <AlertTitle>Possible duplicate</AlertTitle>
      Same phone as <Link to={`/applicants/${other.id}`}>{otherName}</Link>
      {other.email ? ` (${other.email})` : ''}, under another name. A family often shares one phone: check before
      joining them.
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={() =>
            act(
              () => applicantsApi.merge(other.id, applicant.id),
              `${applicant.name || 'Applicant'} merged into ${otherName}`,
            )
          }
        >
          Same person: merge
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={() => act(() => applicantsApi.notDuplicate(applicant.id), 'Marked as a different person')}
        >
          Different people
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The likely duplicates of this applicant (issue 33, point 5), each "Possible duplicate of …" with the reason and the
 * other's details: Merge (the newer into the older, asked first) or Not the same person. The phone-only mark shown
 * above is not repeated.
 */
export function LikelyDuplicatesOf({ applicant, act }: { applicant: Applicant; act: Act }) {
  const [merging, setMerging] = useState<LikelyDuplicatePair | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const marked = applicant.possible_duplicate?.id;
  const pairs = (applicant.likely_duplicates ?? []).filter(
    (pair) => !(pair.phone_only && [pair.older.id, pair.newer.id].includes(marked ?? -1)),
  );
  if (!pairs.length) return null;
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(await act(action, done));
    setBusy(false);
    setMerging(null);
  };
  return (
    <Stack spacing={1}>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {pairs.map((pair) => {
        const other = pair.older.id === applicant.id ? pair.newer : pair.older;
        return (
          <Alert
            key={pair.key}
            severity="warning"
            data-testid="likely-duplicate"
            sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere', flex: 1 } }}
          >
            <AlertTitle>
              Possible duplicate of <Link to={`/applicants/${other.id}/show`}>{personName(other)}</Link>
            </AlertTitle>
            {pair.reason}. {[other.phone, other.email].filter(Boolean).join(' · ')}
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button variant="outlined" color="inherit" size="small" disabled={busy} onClick={() => setMerging(pair)}>
                Merge
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                disabled={busy}
                onClick={() =>
                  run(
                    () => applicantsApi.differentPeople(pair),
                    `Not the same person as ${personName(other)}: recorded`,
                  )
                }
              >
                Not the same person
              </Button>
            </Stack>
          </Alert>
        );
      })}
      <MergePairDialog
        pair={merging}
        busy={busy}
        onCancel={() => setMerging(null)}
        onMerge={(pair) =>
          run(() => applicantsApi.mergePair(pair), `${personName(pair.newer)} merged into ${personName(pair.older)}`)
        }
      />
    </Stack>
  );
}
