// The board: one column per stage, the applicants as cards. Drag a card to another column (or use its "Move"
// menu, by keyboard or on a phone) to change the stage; the same dialog asks what the stage needs, and a refusal
// (422, 409) is shown while the card goes back to where it was.
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
import { type DragEvent, useState } from 'react';
import { type RaRecord, Title, useGetList, useNotify, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { APPLICANT_STAGE_LABELS, APPLICANT_STAGES, type ApplicantStage } from '../../common/leads';
import { ScreenHeader } from '../shared/ScreenHeader';
import { applicantsApi, type StageChange } from './api';
import { StageDialog, stageNeedsDetails } from './StageDialog';
import { formatDay, isOverdue, OwnersProvider, useStaffName } from './shared';

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
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component={Link}
            to={`/applicants/${applicant.id}/show`}
            sx={{ fontWeight: 600, color: 'inherit', overflowWrap: 'anywhere' }}
            draggable={false}
          >
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {staffName(applicant.owner_id, applicant.owner_name) ?? 'No owner'}
          </Typography>
          {applicant.next_follow_up_at && (
            <Typography variant="body2" color={isOverdue(applicant.next_follow_up_at) ? 'error' : 'text.secondary'}>
              Follow up {formatDay(applicant.next_follow_up_at)}
            </Typography>
          )}
        </Box>
        <IconButton
          size="small"
          aria-label={`Move ${name}`}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
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
  q,
  moved,
  onDropCard,
  onMove,
}: {
  stage: ApplicantStage;
  q: string;
  /** Cards moved here or away but not yet saved (shown where they are going). */
  moved: Map<number, { applicant: RaRecord; to: ApplicantStage }>;
  onDropCard: (applicant: RaRecord, to: ApplicantStage) => void;
  onMove: (move: Move) => void;
}) {
  const [over, setOver] = useState(false);
  const { data, total, isPending, error } = useGetList('applicants', {
    filter: { stage, ...(q ? { q } : {}) },
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
          to={`/applicants?filter=${encodeURIComponent(JSON.stringify({ stage }))}`}
          size="small"
        >
          All {total} in the list
        </Button>
      )}
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
  const [q, setQ] = useState('');
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
      <MuiTextField
        label="Search name, e-mail or phone"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        size="small"
        sx={{ maxWidth: 360 }}
      />
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
            q={q}
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
