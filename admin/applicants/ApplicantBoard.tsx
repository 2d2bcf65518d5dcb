// The board: one column per stage, the applicants as cards (name, e-mail wrapping at its @ and dots, phone to call,
// course by its name, owner, next follow-up). Drag a card to another column (or use its "Move" menu, by keyboard or
// on a phone) to change the stage; the same dialog asks what the stage needs, and a refusal (422, 409) is shown
// while the card goes back to where it was. Filtered by search, owner, course and campus, kept in the address.
import ListIcon from '@mui/icons-material/List';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Menu,
  MenuItem,
  TextField as MuiTextField,
  Stack,
  Typography,
} from '@mui/material';
import { type DragEvent, useMemo, useState } from 'react';
import { type RaRecord, Title, useGetList, useNotify, useRefresh } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { COURSE_CODE_LABELS } from '../../common/enums';
import { APPLICANT_STAGE_LABELS, APPLICANT_STAGES, type ApplicantStage } from '../../common/leads';
import { ScreenHeader } from '../shared/ScreenHeader';
import { BreakableEmail } from '../shared/submissions';
import { applicantsApi, type StageChange } from './api';
import { StageDialog, stageNeedsDetails } from './StageDialog';
import { campusChoices, courseChoices, formatWhen, isOverdue, OwnersProvider, useOwners, useStaffName } from './shared';

/** Cards shown per column; the column's count and a link to the list show the rest. */
const PER_COLUMN = 50;
const DRAG_TYPE = 'application/x-applicant';

type Move = { applicant: RaRecord; to: ApplicantStage };

function BoardCard({ applicant, onMove }: { applicant: RaRecord; onMove: (move: Move) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const staffName = useStaffName();
  const name = applicant.name || applicant.email || `Applicant ${applicant.id}`;
  return (
    <Card
      variant="outlined"
      draggable
      data-testid="board-card"
      aria-label={name}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(applicant));
        event.dataTransfer.effectAllowed = 'move';
      }}
      sx={{ cursor: 'grab', '&:active': { cursor: 'grabbing' } }}
    >
      {/* The menu button in the corner: the details below it use the card's whole width. */}
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, position: 'relative' }}>
        {/* Lines wrap between words (an e-mail at its @ and dots); a word wider than the card, as a last resort. */}
        <Box sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
          <Typography
            component={Link}
            to={`/applicants/${applicant.id}/show`}
            sx={{ display: 'block', pr: 3.5, fontWeight: 600, color: 'inherit' }}
            draggable={false}
          >
            {applicant.name || (applicant.email ? <BreakableEmail email={applicant.email} /> : name)}
          </Typography>
          {applicant.name && applicant.email && (
            <Typography variant="body2" color="text.secondary">
              <BreakableEmail email={applicant.email} />
            </Typography>
          )}
          {applicant.phone && (
            <Typography variant="body2">
              <Box
                component="a"
                href={`tel:${applicant.phone_e164 || applicant.phone}`}
                draggable={false}
                sx={{ color: 'inherit' }}
              >
                {applicant.phone}
              </Box>
            </Typography>
          )}
          {applicant.course && (
            <Typography variant="body2" data-testid="card-course">
              {COURSE_CODE_LABELS[applicant.course] ?? applicant.course}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {staffName(applicant.owner_id, applicant.owner_name) ?? 'No owner'}
          </Typography>
          <Typography
            variant="body2"
            data-testid="card-follow-up"
            color={isOverdue(applicant.next_follow_up_at) ? 'error' : 'text.secondary'}
          >
            {applicant.next_follow_up_at
              ? `Next follow-up ${formatWhen(applicant.next_follow_up_at)}${isOverdue(applicant.next_follow_up_at) ? ' (overdue)' : ''}`
              : 'No follow-up'}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={`Move ${name}`}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ position: 'absolute', top: 6, right: 4 }}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          {APPLICANT_STAGES.filter((stage) => stage !== applicant.stage).map((stage) => (
            <MenuItem
              key={stage}
              onClick={() => {
                setAnchor(null);
                onMove({ applicant, to: stage });
              }}
            >
              Move to {APPLICANT_STAGE_LABELS[stage]}
            </MenuItem>
          ))}
        </Menu>
      </CardContent>
    </Card>
  );
}

function BoardColumn({
  stage,
  filter,
  moved,
  onDropCard,
  onMove,
}: {
  stage: ApplicantStage;
  /** The board's filter (search, owner, course, campus), the same for every column. */
  filter: BoardFilter;
  /** Cards moved here or away but not yet saved (shown where they are going). */
  moved: Map<number, { applicant: RaRecord; to: ApplicantStage }>;
  onDropCard: (applicant: RaRecord, to: ApplicantStage) => void;
  onMove: (move: Move) => void;
}) {
  const [over, setOver] = useState(false);
  const { data, total, isPending, error } = useGetList('applicants', {
    filter: { ...filter, stage },
    pagination: { page: 1, perPage: PER_COLUMN },
    sort: { field: 'updated_at', order: 'DESC' },
  });
  const cards = [
    ...[...moved.values()].filter((move) => move.to === stage).map((move) => move.applicant),
    ...(data ?? []).filter((applicant) => !moved.has(applicant.id as number)),
  ];
  const label = APPLICANT_STAGE_LABELS[stage];
  return (
    <Box
      component="section"
      aria-label={label}
      data-testid={`column-${stage}`}
      onDragOver={(event: DragEvent) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        const dropped = event.dataTransfer.getData(DRAG_TYPE);
        if (dropped) onDropCard(JSON.parse(dropped) as RaRecord, stage);
      }}
      sx={{
        bgcolor: over ? 'action.selected' : 'action.hover',
        borderRadius: 1,
        p: 1,
        minWidth: { xs: '80vw', md: 0 },
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minHeight: 200,
      }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 0.5 }}>
        {label}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {total ?? ''}
        </Box>
      </Typography>
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {!isPending && cards.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
          Nobody here
        </Typography>
      )}
      {cards.map((applicant) => (
        <BoardCard key={applicant.id} applicant={applicant} onMove={onMove} />
      ))}
      {(total ?? 0) > PER_COLUMN && (
        <Button
          component={Link}
          to={`/applicants?filter=${encodeURIComponent(JSON.stringify({ ...filter, stage }))}`}
          size="small"
        >
          All {total} in the list
        </Button>
      )}
    </Box>
  );
}

/** What the board filters on, as the list does; kept in the address (`?filter={…}`) like the list's. */
type BoardFilter = { q?: string; owner_id?: number | 'none'; course?: string; campus?: string };
const BOARD_FILTER_KEYS = ['q', 'owner_id', 'course', 'campus'] as const;

/** The board's filter, read from and written to the address (replacing it, so Back leaves the board). */
function useBoardFilter(): [BoardFilter, (next: BoardFilter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter = useMemo(() => {
    try {
      const parsed = JSON.parse(raw ?? '{}') as Record<string, unknown>;
      return Object.fromEntries(
        BOARD_FILTER_KEYS.filter((key) => parsed[key] !== undefined && parsed[key] !== '').map((key) => [
          key,
          parsed[key],
        ]),
      ) as BoardFilter;
    } catch {
      return {};
    }
  }, [raw]);
  const setFilter = (next: BoardFilter) => {
    const kept = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== ''));
    setParams(Object.keys(kept).length ? { filter: JSON.stringify(kept) } : {}, { replace: true });
  };
  return [filter, setFilter];
}

/** Search, owner, course and campus: the list's filters, with the list's choices. */
function BoardFilters({ filter, onChange }: { filter: BoardFilter; onChange: (next: BoardFilter) => void }) {
  const owners = useOwners();
  const [q, setQ] = useState(filter.q ?? '');
  const set = (key: keyof BoardFilter, value: unknown) =>
    onChange({ ...filter, [key]: value === '' ? undefined : value });
  const select = {
    select: true,
    size: 'small',
    fullWidth: false,
    sx: { flex: { xs: '1 1 100px', md: '0 0 200px' }, minWidth: 0 },
  } as const;
  return (
    <Box role="search" aria-label="Filter the board" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <MuiTextField
        label="Search name, e-mail or phone"
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          set('q', event.target.value);
        }}
        size="small"
        fullWidth={false}
        sx={{ flex: { xs: '1 1 100%', md: '0 1 320px' } }}
      />
      <MuiTextField
        {...select}
        label="Owner"
        value={filter.owner_id ?? ''}
        onChange={(event) => set('owner_id', event.target.value === 'none' ? 'none' : Number(event.target.value) || '')}
      >
        <MenuItem value="">Anyone</MenuItem>
        <MenuItem value="none">Nobody</MenuItem>
        {owners.map((owner) => (
          <MenuItem key={owner.id} value={owner.id}>
            {owner.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField
        {...select}
        label="Course"
        value={filter.course ?? ''}
        onChange={(event) => set('course', event.target.value)}
      >
        <MenuItem value="">Any course</MenuItem>
        {courseChoices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField
        {...select}
        label="Campus"
        value={filter.campus ?? ''}
        onChange={(event) => set('campus', event.target.value)}
      >
        <MenuItem value="">Any campus</MenuItem>
        {campusChoices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </MuiTextField>
    </Box>
  );
}

export const ApplicantBoard = () => (
  <OwnersProvider>
    <Board />
  </OwnersProvider>
);

function Board() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [filter, setFilter] = useBoardFilter();
  const [moved, setMoved] = useState(new Map<number, Move>());
  const [asking, setAsking] = useState<Move | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async ({ applicant, to }: Move, change: StageChange) => {
    setAsking(null);
    setMoved((current) => new Map(current).set(applicant.id as number, { applicant: { ...applicant, stage: to }, to }));
    try {
      await applicantsApi.update(applicant.id, { version: applicant.version, ...change });
      notify(`${applicant.name || 'Applicant'} moved to ${APPLICANT_STAGE_LABELS[to]}`, { type: 'success' });
      setError(null);
    } catch (failure) {
      setError(
        `${applicant.name || 'The applicant'} stays in ${APPLICANT_STAGE_LABELS[applicant.stage as ApplicantStage]}: ${(failure as Error).message}`,
      );
    }
    refresh();
    setMoved((current) => {
      const next = new Map(current);
      next.delete(applicant.id as number);
      return next;
    });
  };
  const move = (request: Move) => {
    if (request.applicant.stage === request.to) return;
    if (stageNeedsDetails(request.to)) setAsking(request);
    else save(request, { stage: request.to });
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="Applicants board" />
      <ScreenHeader
        title="Applicants board"
        subtitle="Drag a card to another stage, or use its menu. Moves follow the same rules as the applicant's page."
        actions={
          <Button component={Link} to="/applicants" variant="outlined" startIcon={<ListIcon />}>
            List
          </Button>
        }
      />
      <BoardFilters filter={filter} onChange={setFilter} />
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: `repeat(${APPLICANT_STAGES.length}, 80vw)`,
            md: `repeat(${APPLICANT_STAGES.length}, minmax(0, 1fr))`,
          },
          gap: 1.5,
          overflowX: { xs: 'auto', md: 'visible' },
          scrollSnapType: { xs: 'x mandatory', md: 'none' },
          alignItems: 'start',
        }}
      >
        {APPLICANT_STAGES.map((stage) => (
          <BoardColumn
            key={stage}
            stage={stage}
            filter={filter}
            moved={moved}
            onMove={move}
            onDropCard={(applicant, to) => move({ applicant, to })}
          />
        ))}
      </Box>
      <StageDialog
        stage={asking?.to ?? null}
        title={
          asking ? `Move ${asking.applicant.name || 'applicant'} to ${APPLICANT_STAGE_LABELS[asking.to]}` : undefined
        }
        onCancel={() => setAsking(null)}
        onConfirm={(change) => asking && save(asking, change)}
      />
    </Stack>
  );
}
