// The applicant list's ready-made views (quick filters) and each member's saved views.
import BookmarkIcon from '@mui/icons-material/Bookmark';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Menu,
  MenuItem,
  TextField as MuiTextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { APPLICANT_VIEW_LABELS, APPLICANT_VIEWS } from '../../common/leads';
import { useLoad } from '../shared/useLoad';
import { applicantsApi } from './api';
import { cleanFilter } from './BulkChange';

export const sameFilter = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const text = (filter: Record<string, unknown>) =>
    JSON.stringify(Object.entries(filter).sort(([x], [y]) => x.localeCompare(y)));
  return text(a) === text(cleanFilter(b));
};

/** All, then the four ready-made views, as toggles over the other filters. */
export function QuickViews() {
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
export function SavedViews({ onPicked }: { onPicked: (filter: Record<string, unknown>) => void }) {
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
