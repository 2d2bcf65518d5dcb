// The mark of a possible duplicate (issue 36): this enquiry shares a phone with another applicant under another name.
// A phone is often a family's, so the counsellor decides: the same person (merge this one into the other, keeping
// both timelines) or different people (the mark goes). Nothing is joined until then.
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { type Applicant, applicantsApi } from './api';

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
