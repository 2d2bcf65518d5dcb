// Today's calls (issue 33, item 4): the member's follow-ups due today, in time order, after any still overdue from
// earlier days; each opens its applicant, and a number can be called from the list.
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { courseNames } from '../../common/enums';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useLoad } from '../shared/useLoad';
import { applicantsApi, type TodaysCall } from './api';
import { formatWhen, StageChip } from './shared';
import { followUpsChanged } from './useDueNow';

function CallRow({ call }: { call: TodaysCall }) {
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        call.phone_e164 ? (
          <IconButton edge="end" href={`tel:${call.phone_e164}`} aria-label={`Call ${call.name || call.phone}`}>
            <PhoneIcon />
          </IconButton>
        ) : undefined
      }
    >
      <ListItemButton component={Link} to={`/applicants/${call.applicant_id}/show`} sx={{ pr: 8 }}>
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {formatWhen(call.due_at)}
              </Box>
              {call.overdue ? (
                <Chip size="small" color="error" label="Overdue" />
              ) : call.due ? (
                <Chip size="small" color="warning" label="Due now" />
              ) : null}
              <Box component="span">{call.name || 'No name given'}</Box>
              <StageChip stage={call.stage} />
            </Box>
          }
          secondary={[call.phone, call.course ? courseNames(call.course).code : null, call.note]
            .filter(Boolean)
            .join(' · ')}
        />
      </ListItemButton>
    </ListItem>
  );
}

export function TodaysCalls() {
  const calls = useLoad(() => applicantsApi.callsToday(), []);
  // The list is fresh: the badge follows it.
  useEffect(() => {
    if (calls.data) followUpsChanged();
  }, [calls.data]);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="Today's calls" />
      <ScreenHeader
        title="Today's calls"
        subtitle="Your follow-ups due today, in time order (IST), after any still overdue."
        actions={
          <Button variant="outlined" onClick={calls.retry}>
            Refresh
          </Button>
        }
      />
      {calls.error && <Alert severity="error">Today's calls could not be loaded: {calls.error.message}</Alert>}
      <Card>
        {!calls.data ? (
          <Typography sx={{ p: 2 }}>Loading…</Typography>
        ) : calls.data.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No calls due today. Follow-ups you set appear here on their day.
          </Typography>
        ) : (
          <List aria-label="Today's calls" disablePadding>
            {calls.data.map((call) => (
              <CallRow key={call.follow_up_id} call={call} />
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}
