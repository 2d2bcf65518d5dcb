// Overview: the member's lead figures beside the team's (for who sees applicants), counts of every list, blog
// analytics, recent activity of every visitor form and posts, and quick actions, all from GET /api/admin/dashboard.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventIcon from '@mui/icons-material/Event';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import FiberNewIcon from '@mui/icons-material/FiberNew';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import TimerIcon from '@mui/icons-material/Timer';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useDataProvider, useGetIdentity, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatKolkata } from '../../common/kolkata';
import { ENQUIRY_FORMS } from '../../common/leads';
import type { StaffAccess } from '../../common/roles';
import type { Dashboard as DashboardFigures, LeadCounts, LeadFigures, RecentActivity } from '../../common/types';
import { mayAccess } from '../authProvider';
import type { StaffDataProvider } from '../dataProvider';
import { SECTIONS } from '../layout/sections';
import { STAFF_RESOURCES } from '../resources';
import { ScreenHeader } from '../shared/ScreenHeader';
import { StatCardGrid } from '../shared/stats';
import { useLoad } from '../shared/useLoad';

/** The nine count cards of the spec, then newsletter subscribers; the quick actions (admin/resources.ts). */
const COUNT_CARDS = STAFF_RESOURCES.flatMap(({ name, card }) =>
  card ? [{ key: name as keyof DashboardFigures['counts'], label: card, to: `/${name}` }] : [],
);
const QUICK_ACTIONS = STAFF_RESOURCES.flatMap(({ name, quickAction }) =>
  quickAction ? [{ label: quickAction, to: `/${name}` }] : [],
);

/** Each recent activity's words: a new enquiry of each form (as declared), or a post. */
const ACTIVITY_LABELS = Object.fromEntries([
  ...Object.values(ENQUIRY_FORMS).map(({ activity, activityLabel }) => [activity, activityLabel]),
  ['blog_post', 'Blog post published'],
]) as Record<RecentActivity['type'], string>;

const iconFor = (to: string) => {
  const Icon = SECTIONS.find((section) => section.to === to)?.icon;
  return Icon ? <Icon /> : null;
};

const cardGrid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 100%), 1fr))' };

function LoadingDashboard() {
  return (
    <Box sx={cardGrid} aria-busy="true" aria-label="Loading the dashboard">
      {Array.from({ length: 9 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={index} data-testid="dashboard-skeleton">
          <CardContent>
            <Skeleton width="60%" />
            <Skeleton variant="text" sx={{ fontSize: 32 }} width="40%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export function Dashboard() {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const figures = useLoad(() => dataProvider.getDashboard(), []);

  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 4 }}>
      <Title title="Overview" />
      <ScreenHeader title="Dashboard Overview" subtitle="Everything on the website at a glance." />
      {figures.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={figures.retry}>
              Retry
            </Button>
          }
        >
          The dashboard could not be loaded: {figures.error.message}
        </Alert>
      ) : !figures.data ? (
        <LoadingDashboard />
      ) : (
        <DashboardFiguresView figures={figures.data} />
      )}
    </Stack>
  );
}

/** A figure that opens the list it counts. */
function LinkCard({
  testId,
  to,
  icon,
  label,
  value,
  note,
}: {
  testId: string;
  to: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  /** A line under the figure, when there is something to add to it. */
  note?: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent
        component={Link}
        to={to}
        sx={{ display: 'flex', gap: 2, alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
      >
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" data-testid="count-value" sx={{ fontWeight: 700 }}>
            {value}
          </Typography>
          {note && (
            <Typography variant="caption" color="text.secondary" data-testid="count-note">
              {note}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Rows of a form erased by a person's request or the retention job: received, and no longer held. */
const erasedNote = (erased: number | undefined) =>
  erased ? `and ${erased.toLocaleString('en-IN')} erased` : undefined;

/** Minutes as staff read a waiting time: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  if (hours < 24) return rounded % 60 ? `${hours} h ${rounded % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}

const applicantsView = (filter: Record<string, unknown>) =>
  `/applicants?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/**
 * Applications of applicants under 18 waiting for a parent's or guardian's confirmation (server/submissions/guardian.ts):
 * staff see only how many, never who, until the guardian confirms. Shown only while there are some.
 */
function AwaitingGuardianCard({ count }: { count: number }) {
  return (
    <Card data-testid="leads-awaiting-guardian">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          <FamilyRestroomIcon />
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Applications awaiting a guardian's consent (under 18)
          </Typography>
          <Typography variant="h5" component="p" data-testid="count-value" sx={{ fontWeight: 700 }}>
            {count}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The member's own leads (new, follow-ups due today, overdue, new and untouched 24 h) with the team's figure under
 * each, each opening the matching list of their applicants; and the median time to first contact this month.
 */
function LeadCards({ leads }: { leads: LeadCounts }) {
  const monthStart = `${new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).slice(0, 7)}-01`;
  const { identity } = useGetIdentity();
  const mine = identity ? { owner_id: identity.id } : {};
  const cards: { key: keyof LeadFigures; label: string; filter: Record<string, unknown>; icon: ReactNode }[] = [
    { key: 'new', label: 'New leads', filter: { stage: 'new' }, icon: <PersonAddIcon /> },
    { key: 'due_today', label: 'Follow-ups due today', filter: { view: 'due_today' }, icon: <EventIcon /> },
    { key: 'overdue', label: 'Overdue follow-ups', filter: { view: 'overdue' }, icon: <WarningAmberIcon /> },
    { key: 'untouched', label: 'New, untouched 24 h', filter: { view: 'untouched' }, icon: <FiberNewIcon /> },
  ];
  return (
    <Box component="section" aria-labelledby="leads-heading">
      <Typography id="leads-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Your applicants
      </Typography>
      <Box sx={cardGrid}>
        {cards.map((card) => (
          <LinkCard
            key={card.key}
            testId={`leads-${card.key}`}
            to={applicantsView({ ...card.filter, ...mine })}
            icon={card.icon}
            label={card.label}
            value={leads[card.key]}
            note={`Team: ${leads.team[card.key].toLocaleString('en-IN')}`}
          />
        ))}
        <LinkCard
          testId="leads-first-contact"
          to={applicantsView({ created_at_gte: monthStart })}
          icon={<TimerIcon />}
          label="Median to first contact (this month)"
          value={formatMinutes(leads.median_minutes_to_first_contact)}
        />
        {leads.awaiting_guardian > 0 ? <AwaitingGuardianCard count={leads.awaiting_guardian} /> : null}
      </Box>
    </Box>
  );
}

function DashboardFiguresView({ figures }: { figures: DashboardFigures }) {
  // Cards and quick actions only for the screens the member's role opens.
  const { permissions } = usePermissions<StaffAccess | null>();
  const reachable = ({ to }: { to: string }) => mayAccess(permissions, to.slice(1));
  const quickActions = QUICK_ACTIONS.filter(reachable);
  return (
    <>
      {figures.leads && mayAccess(permissions, 'applicants') && <LeadCards leads={figures.leads} />}
      <Box sx={cardGrid}>
        {COUNT_CARDS.filter(reachable).map((card) => (
          <LinkCard
            key={card.key}
            testId={`count-${card.key}`}
            to={card.to}
            icon={iconFor(card.to)}
            label={card.label}
            value={figures.counts[card.key] ?? 0}
            note={erasedNote(figures.erased?.[card.key])}
          />
        ))}
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card>
          <CardHeader title="Blog Analytics" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent>
            <StatCardGrid
              minWidth={120}
              cards={[
                { label: 'Total Views', value: figures.blog.total_views.toLocaleString() },
                { label: 'Total Likes', value: figures.blog.total_likes.toLocaleString() },
                { label: 'Average Views', value: Math.round(figures.blog.average_views).toLocaleString() },
              ]}
            />
          </CardContent>
        </Card>
        {quickActions.length > 0 && (
          <Card>
            <CardHeader title="Quick Actions" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {quickActions.map((action) => (
                <Button
                  key={action.to}
                  component={Link}
                  to={action.to}
                  variant="outlined"
                  endIcon={<ArrowForwardIcon />}
                >
                  {action.label}
                </Button>
              ))}
            </CardContent>
          </Card>
        )}
      </Box>

      <Card>
        <CardHeader title="Recent Activity" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
        <CardContent sx={{ maxHeight: 320, overflowY: 'auto', pt: 0 }} data-testid="recent-activity">
          {figures.recent.length === 0 ? (
            <Typography color="text.secondary">No recent activity.</Typography>
          ) : (
            <List dense disablePadding>
              {figures.recent.map((activity) => {
                const text = (
                  <>
                    <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                      {iconFor(`/${activity.path.split('/')[1]}`) ?? <HowToRegIcon />}
                    </ListItemIcon>
                    <ListItemText
                      primary={`${ACTIVITY_LABELS[activity.type]}: ${activity.title}`}
                      secondary={formatKolkata(activity.created_at)}
                    />
                  </>
                );
                // A link where the member's role opens the record (editors see enquiries by initials only).
                const resource = activity.path.split('/')[1];
                return (
                  <ListItem key={activity.path} disablePadding>
                    {mayAccess(permissions, resource) ? (
                      <ListItemButton component={Link} to={activity.path} sx={{ px: 0 }}>
                        {text}
                      </ListItemButton>
                    ) : (
                      text
                    )}
                  </ListItem>
                );
              })}
            </List>
          )}
        </CardContent>
      </Card>
    </>
  );
}
