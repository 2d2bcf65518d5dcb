// Applicants: the server-paged list with search, filters, the ready-made views, each member's saved views, bulk
// stage/owner changes of the ticked rows or of every row the filter matches (not just the page; BulkChange.tsx,
// with its undo) and the CSV with chosen columns.
import BookmarkIcon from '@mui/icons-material/Bookmark';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  IconButton,
  Menu,
  MenuItem,
  TextField as MuiTextField,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Datagrid,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  ListBase,
  ListContextProvider,
  ListToolbar,
  Pagination,
  type RaRecord,
  SearchInput,
  SelectInput,
  SimpleList,
  Title,
  TopToolbar,
  useCanAccess,
  useListContext,
  useNotify,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  APPLICANT_CSV_COLUMNS,
  APPLICANT_SOURCE_LABELS,
  APPLICANT_STAGE_LABELS,
  APPLICANT_VIEW_LABELS,
  APPLICANT_VIEWS,
  type ApplicantCsvColumn,
  type ApplicantSource,
  type ApplicantStage,
  DEFAULT_APPLICANT_CSV_COLUMNS,
} from '../../common/leads';
import { CourseCode } from '../shared/CourseCode';
import { ScreenHeader } from '../shared/ScreenHeader';
import { contactColumn } from '../shared/submissions';
import { useLoad } from '../shared/useLoad';
import { applicantCsvUrl, applicantsApi } from './api';
import { BulkChange, cleanFilter, LastBulkChange, SelectionBar } from './BulkChange';
import {
  campusChoices,
  courseChoices,
  formatWhen,
  isOverdue,
  OwnersProvider,
  StageChip,
  sourceChoices,
  stageChoices,
  useOwners,
  useStaffName,
} from './shared';

const followUpChoices = [
  { id: 'today', name: 'Due today' },
  { id: 'overdue', name: 'Overdue' },
  { id: 'due', name: 'Any open follow-up' },
  { id: 'none', name: 'No follow-up' },
];

function useFilterInputs() {
  const owners = useOwners();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail or phone" />,
    <SelectInput key="stage" source="stage" label="Stage" choices={stageChoices} />,
    <SelectInput
      key="owner_id"
      source="owner_id"
      label="Owner"
      choices={[{ id: 'none', name: 'Nobody' }, ...owners.map((owner) => ({ id: owner.id, name: owner.name }))]}
    />,
    <SelectInput key="course" source="course" label="Course" choices={courseChoices} />,
    <SelectInput key="campus" source="campus" label="Campus" choices={campusChoices} />,
    <SelectInput key="source" source="source" label="Source" choices={sourceChoices} />,
    <SelectInput key="follow_up" source="follow_up" label="Follow-up" choices={followUpChoices} />,
    <DateInput key="from" source="created_at_gte" label="Created from" />,
    <DateInput key="to" source="created_at_lte" label="Created to" />,
  ];
}

/** Two filters with the same keys and values, whatever their order. */
const sameFilter = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const text = (filter: Record<string, unknown>) =>
    JSON.stringify(Object.entries(filter).sort(([x], [y]) => x.localeCompare(y)));
  return text(a) === text(cleanFilter(b));
};

/** All, then the four ready-made views, as toggles over the other filters. */
function QuickViews() {
  const { filterValues, setFilters } = useListContext();
  const choose = (view: string | undefined) => {
    const { view: _old, ...rest } = filterValues;
    setFilters(view ? { ...rest, view } : rest, {});
  };
  return (
    <Box role="group" aria-label="Views" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Chip
        label="All"
        clickable
        color={filterValues.view ? 'default' : 'primary'}
        variant={filterValues.view ? 'outlined' : 'filled'}
        onClick={() => choose(undefined)}
        aria-pressed={!filterValues.view}
      />
      {APPLICANT_VIEWS.map((view) => (
        <Chip
          key={view}
          label={APPLICANT_VIEW_LABELS[view]}
          clickable
          color={filterValues.view === view ? 'primary' : 'default'}
          variant={filterValues.view === view ? 'filled' : 'outlined'}
          onClick={() => choose(view)}
          aria-pressed={filterValues.view === view}
        />
      ))}
    </Box>
  );
}

/** Each member's own saved filters: pick one, save the current filter under a name, delete one. */
function SavedViews({ onPicked }: { onPicked: (filter: Record<string, unknown>) => void }) {
  const { filterValues, setFilters } = useListContext();
  const notify = useNotify();
  const views = useLoad(() => applicantsApi.views(), []);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await applicantsApi.saveView(name, cleanFilter(filterValues));
      notify(`View "${name}" saved`, { type: 'success' });
      setNaming(false);
      setName('');
      views.retry();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const remove = async (id: number, viewName: string) => {
    try {
      await applicantsApi.deleteView(id);
      notify(`View "${viewName}" deleted`, { type: 'info' });
      views.retry();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button startIcon={<BookmarkIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        Saved views
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(views.data ?? []).map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              setFilters(view.filter, {});
              setAnchor(null);
              onPicked(view.filter);
            }}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
          >
            {view.name}
            <IconButton
              size="small"
              aria-label={`Delete view ${view.name}`}
              onClick={(event) => {
                event.stopPropagation();
                remove(view.id, view.name);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {views.data?.length === 0 && <MenuItem disabled>No saved views yet</MenuItem>}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setNaming(true);
          }}
        >
          Save current filter…
        </MenuItem>
      </Menu>
      <Dialog open={naming} onClose={() => setNaming(false)} fullWidth maxWidth="xs">
        <form onSubmit={save}>
          <DialogTitle>Save this view</DialogTitle>
          <DialogContent>
            <MuiTextField
              label="View name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              fullWidth
              autoFocus
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setNaming(false)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Save view
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/** The CSV of every matching applicant, with the columns staff tick. */
function ExportApplicants() {
  const { filterValues } = useListContext();
  const { canAccess } = useCanAccess({ resource: 'applicants', action: 'export' });
  const [open, setOpen] = useState(false);
  const [columns, setColumns] = useState<ApplicantCsvColumn[]>(DEFAULT_APPLICANT_CSV_COLUMNS);
  if (!canAccess) return null;
  const keys = Object.keys(APPLICANT_CSV_COLUMNS) as ApplicantCsvColumn[];
  return (
    <>
      <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        Export CSV
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Export applicants</DialogTitle>
        <DialogContent>
          <DialogContentText>Every applicant the current filter matches, with these columns:</DialogContentText>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
            {keys.map((key) => (
              <FormControlLabel
                key={key}
                label={APPLICANT_CSV_COLUMNS[key]}
                control={
                  <Checkbox
                    checked={columns.includes(key)}
                    onChange={(event) =>
                      setColumns(
                        event.target.checked
                          ? keys.filter((other) => other === key || columns.includes(other))
                          : columns.filter((other) => other !== key),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            component="a"
            href={applicantCsvUrl(cleanFilter(filterValues), columns)}
            disabled={!columns.length}
            onClick={() => setOpen(false)}
          >
            Download CSV
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const empty = (
  <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
    No applicants match.
  </Typography>
);

const FollowUpDate = ({ value }: { value: string | null }) =>
  value ? (
    <Box component="span" sx={{ color: isOverdue(value) ? 'error.main' : 'inherit', fontWeight: 500 }}>
      {formatWhen(value)}
      {isOverdue(value) ? ' (overdue)' : ''}
    </Box>
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      None
    </Box>
  );

/** The filter form of one generation: once a saved view is picked (a later generation), what it sends is dropped. */
function FilterFormGeneration({
  generation,
  current,
  children,
}: {
  generation: number;
  current: { current: number };
  children: ReactNode;
}) {
  const list = useListContext();
  const { setFilters } = list;
  const scoped = useMemo(
    () => ({
      ...list,
      setFilters: ((...args: Parameters<typeof setFilters>) => {
        if (current.current === generation) setFilters(...args);
      }) as typeof setFilters,
    }),
    [list, setFilters, current, generation],
  );
  return <ListContextProvider value={scoped}>{children}</ListContextProvider>;
}

/** An enquiry that shares a phone with another applicant under another name, until a counsellor decides. */
function DuplicateBadge() {
  return <Chip size="small" color="warning" variant="outlined" label="Possible duplicate" sx={{ ml: 1 }} />;
}

function ApplicantTable() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const staffName = useStaffName();
  const ownerOf = (record: RaRecord) => staffName(record.owner_id, record.owner_name) ?? 'Nobody';
  const filters = useFilterInputs();
  // A picked saved view replaces the whole filter: the filter inputs start again from it (a search just typed
  // would otherwise stay in the box). They are remade once the list has the view's filter (it arrives through the
  // address, a render later): remade earlier, they would start from the old search and send it back. A search typed
  // just before the pick is still waiting to be sent (react-admin's filter form sends what is typed after 500 ms, and
  // does not cancel that when it is unmounted): the form of the generation before the pick may no longer set filters.
  const { filterValues, selectedIds, onToggleItem } = useListContext();
  const changes = useLoad(() => applicantsApi.bulkChanges(), []);
  const selection = <SelectionBar onApplied={changes.retry} />;
  const [filterForm, setFilterForm] = useState(0);
  const generation = useRef(0);
  const [picked, setPicked] = useState<Record<string, unknown> | null>(null);
  const pick = useCallback((filter: Record<string, unknown>) => {
    generation.current += 1;
    setPicked(cleanFilter(filter));
  }, []);
  useEffect(() => {
    if (picked && sameFilter(cleanFilter(filterValues), picked)) {
      setPicked(null);
      setFilterForm(generation.current);
    }
  }, [filterValues, picked]);
  return (
    <>
      <FilterFormGeneration key={filterForm} generation={filterForm} current={generation}>
        <ListToolbar
          filters={filters}
          actions={
            <TopToolbar>
              <FilterButton />
            </TopToolbar>
          }
        />
      </FilterFormGeneration>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <QuickViews />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SavedViews onPicked={pick} />
          <BulkChange onApplied={changes.retry} />
        </Box>
      </Box>
      <LastBulkChange changes={changes} />
      {selection}
      <Card sx={{ overflowX: 'auto' }}>
        {phone ? (
          <SimpleList
            leftIcon={(record) => (
              <Checkbox
                edge="start"
                checked={selectedIds.includes(record.id)}
                slotProps={{ input: { 'aria-label': `Select ${record.name || `applicant ${record.id}`}` } }}
                // The row is a link to the applicant: ticking selects, it does not open.
                onClick={(event) => event.stopPropagation()}
                onChange={() => onToggleItem(record.id)}
              />
            )}
            primaryText={(record) => (
              <>
                {record.name || record.email || `Applicant ${record.id}`}
                {record.possible_duplicate_of ? <DuplicateBadge /> : null}
              </>
            )}
            secondaryText={(record) => `${APPLICANT_STAGE_LABELS[record.stage as ApplicantStage]} · ${ownerOf(record)}`}
            tertiaryText={(record) => (record.next_follow_up_at ? formatWhen(record.next_follow_up_at) : '')}
            linkType="show"
            empty={empty}
          />
        ) : (
          <Datagrid
            rowClick="show"
            // The row checkboxes; the bar for the ticked rows is the one above the card, on phones too (react-admin's
            // own would sit under the list's tools).
            bulkActionButtons={selection}
            bulkActionsToolbar={false}
            empty={empty}
          >
            <FunctionField
              source="name"
              label="Name"
              render={(record: RaRecord) =>
                record.name ? (
                  <Box component="span" sx={{ display: 'block', minWidth: 96 }}>
                    {record.name}
                    {record.possible_duplicate_of ? <DuplicateBadge /> : null}
                  </Box>
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    No name given
                  </Box>
                )
              }
            />
            {contactColumn()}
            <FunctionField
              source="stage"
              label="Stage"
              render={(record: RaRecord) => <StageChip stage={record.stage} />}
            />
            <FunctionField source="owner_id" label="Owner" render={ownerOf} />
            <FunctionField
              source="next_follow_up_at"
              label="Next follow-up"
              render={(record: RaRecord) => <FollowUpDate value={record.next_follow_up_at} />}
            />
            <FunctionField
              label="Course"
              sortable={false}
              render={(record: RaRecord) => (record.course ? <CourseCode course={record.course} /> : '')}
            />
            <FunctionField
              label="Source"
              sortable={false}
              render={(record: RaRecord) => APPLICANT_SOURCE_LABELS[record.source as ApplicantSource] ?? ''}
            />
            <DateField source="created_at" label="Created" />
          </Datagrid>
        )}
      </Card>
      <Pagination />
    </>
  );
}

export function ApplicantList() {
  return (
    <OwnersProvider>
      <ListBase resource="applicants" sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
        <Title title="Applicants" />
        <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
          <ScreenHeader
            title="Applicants"
            subtitle="Everyone who has enquired, one row per person, with their stage, owner and next follow-up."
            actions={
              <>
                <Button component={Link} to="/applicants/new" variant="contained" startIcon={<PersonAddIcon />}>
                  New applicant
                </Button>
                <Button component={Link} to="/applicants/import" variant="outlined" startIcon={<UploadFileIcon />}>
                  Import CSV
                </Button>
                <Button component={Link} to="/applicants/board" variant="outlined" startIcon={<ViewKanbanIcon />}>
                  Board
                </Button>
                <ExportApplicants />
              </>
            }
          />
        </Stack>
        <ApplicantTable />
      </ListBase>
    </OwnersProvider>
  );
}
