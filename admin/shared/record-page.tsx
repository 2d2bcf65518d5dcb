// Pieces of a record's own page: the way back to its list, and an action button's POST with its notification.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { httpClient } from '../dataProvider';

export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Box>
      <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small">
        {label}
      </Button>
    </Box>
  );
}

/** Posts `body` to `url`; says `done` and reloads the record, or shows the server's message. */
export function usePostAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (url: string, body: object, done: string) => {
    try {
      await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
}
