// Likely duplicates (issue 33, point 5): pairs of applicants who may be one person (the same name with phones or
// e-mails a typo apart, or one phone under two names), newest first. Each is merged into the older one (both
// timelines kept) or recorded as two people, never joined by itself. A counsellor sees the pairs with one of theirs.
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, usePermissions } from 'react-admin';
import type { LikelyDuplicatePair } from '../../common/duplicates';
import type { StaffAccess } from '../../common/roles';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useLoad } from '../shared/useLoad';
import { applicantsApi } from './api';
import { MergePairDialog, PersonDetails, personName } from './DuplicatePair';
import { followUpsChanged } from './useDueNow';

const PAGE_SIZE = 25;

function PairCard({
  pair,
  busy,
  onMerge,
  onDifferent,
}: {
  pair: LikelyDuplicatePair;
  busy: boolean;
  onMerge: () => void;
  onDifferent: () => void;
}) {
  const label = `${personName(pair.older)} and ${personName(pair.newer)}`;
  return (
    <Card component="article" aria-label={label} data-testid="duplicate-pair">
      <CardContent sx={{ pb: 1 }}>
        <Chip color="warning" variant="outlined" label={pair.reason} sx={{ mb: 1.5, maxWidth: '100%' }} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <PersonDetails person={pair.older} heading="Older: kept on a merge" />
          <PersonDetails person={pair.newer} heading="Newer" />
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button variant="contained" onClick={onMerge} disabled={busy} aria-label={`Merge ${label}`}>
          Merge
        </Button>
        <Button variant="outlined" onClick={onDifferent} disabled={busy} aria-label={`Not the same person: ${label}`}>
          Not the same person
        </Button>
      </CardActions>
    </Card>
  );
}

export function LikelyDuplicates() {
  const [start, setStart] = useState(0);
  const found = useLoad(() => applicantsApi.likelyDuplicates(start, start + PAGE_SIZE - 1), [start]);
  const { permissions } = usePermissions<StaffAccess | null>();
  const notify = useNotify();
  const [merging, setMerging] = useState<LikelyDuplicatePair | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const total = found.data?.total ?? 0;

  const run = async (pair: LikelyDuplicatePair, action: () => Promise<unknown>, done: string) => {
    setBusy(pair.key);
    setFailure(null);
    try {
      await action();
      notify(done, { type: 'success' });
      // The last pair of a later page gone: the page before.
      if (found.data?.pairs.length === 1 && start > 0) setStart(Math.max(0, start - PAGE_SIZE));
      else found.retry();
      followUpsChanged();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(null);
      setMerging(null);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="Likely duplicates" />
      <ScreenHeader
        title="Likely duplicates"
        subtitle={`${
          permissions?.role === 'admin' ? 'Every pair' : 'Pairs with one of your own applicants'
        }: the same name with a phone or e-mail a typo apart, or one phone under two names. Nothing is joined until you merge.`}
        actions={
          <Button variant="outlined" onClick={found.retry}>
            Refresh
          </Button>
        }
      />
      {found.error && <Alert severity="error">Likely duplicates could not be loaded: {found.error.message}</Alert>}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {!found.data ? (
        <Typography>Loading…</Typography>
      ) : found.data.pairs.length === 0 ? (
        <Card>
          <Typography sx={{ p: 2 }} color="text.secondary">
            No likely duplicates. Pairs appear here when two enquiries look like one person.
          </Typography>
        </Card>
      ) : (
        <>
          <Typography color="text.secondary" aria-live="polite">
            {start + 1}–{start + found.data.pairs.length} of {total} {total === 1 ? 'pair' : 'pairs'}
          </Typography>
          {found.data.pairs.map((pair) => (
            <PairCard
              key={pair.key}
              pair={pair}
              busy={busy === pair.key}
              onMerge={() => setMerging(pair)}
              onDifferent={() =>
                run(
                  pair,
                  () => applicantsApi.differentPeople(pair),
                  `${personName(pair.older)} and ${personName(pair.newer)} recorded as different people`,
                )
              }
            />
          ))}
          {total > PAGE_SIZE && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button disabled={start === 0} onClick={() => setStart(Math.max(0, start - PAGE_SIZE))}>
                Previous
              </Button>
              <Button disabled={start + PAGE_SIZE >= total} onClick={() => setStart(start + PAGE_SIZE)}>
                Next
              </Button>
            </Stack>
          )}
        </>
      )}
      <MergePairDialog
        pair={merging}
        busy={busy !== null}
        onCancel={() => setMerging(null)}
        onMerge={(pair) =>
          run(
            pair,
            () => applicantsApi.mergePair(pair),
            `${personName(pair.newer)} merged into ${personName(pair.older)}`,
          )
        }
      />
    </Stack>
  );
}
