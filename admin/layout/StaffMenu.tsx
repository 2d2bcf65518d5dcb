// The sidebar: the panel's title, Overview, the sections in collapsible groups (only those the member's role
// reaches; a group with none is not shown), Today's calls with the member's "Due now" count (polled), and Logout,
// kept at the bottom of the screen however long the menu is.
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { Badge, Box, Button, Chip, Collapse, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Menu, useLogout, usePermissions, useSidebarState, useStore } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { StaffAccess } from '../../common/roles';
import { useDueNow } from '../applicants/useDueNow';
import { mayAccess } from '../authProvider';
import { CALLS_SECTION, MENU, OVERVIEW, type Section } from './sections';

export const PANEL_TITLE = 'Skyline Admin Panel';

/** Whether `path` (the current address) is the section's screen or one of its records. */
const isIn = (path: string, section: Section) => path === section.to || path.startsWith(`${section.to}/`);

/** Today's calls with the member's "Due now" count: a chip beside the words, a badge on the icon when folded. */
function CallsItem({ section, dueNow, open }: { section: Section; dueNow: number | null; open: boolean }) {
  const Icon = section.icon;
  const due = dueNow ?? 0;
  return (
    <Menu.Item
      to={section.to}
      aria-label={due ? `${section.label}: ${due} due now` : section.label}
      primaryText={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {section.label}
          {due > 0 && (
            <Chip size="small" color="error" label={`${due} due now`} data-testid="due-now-badge" aria-hidden />
          )}
        </Box>
      }
      leftIcon={
        <Badge badgeContent={open ? 0 : due} color="error">
          <Icon />
        </Badge>
      }
    />
  );
}

function Group({
  label,
  sections,
  open: sidebarOpen,
  dueNow,
}: {
  label: string;
  sections: Section[];
  open: boolean;
  dueNow: number | null;
}) {
  const { pathname } = useLocation();
  // Each member's choice is kept in the browser (react-admin's store); the group of the screen shown stays open.
  const [collapsed, setCollapsed] = useStore<boolean>(`menu.collapsed.${label}`, false);
  const current = sections.some((section) => isIn(pathname, section));
  const expanded = !collapsed || current;
  const id = `menu-group-${label.toLowerCase()}`;
  return (
    <Box>
      {sidebarOpen && (
        <ListItemButton
          // A menu holds menu items: the group's heading is one, which opens and closes its group.
          role="menuitem"
          onClick={() => setCollapsed(expanded)}
          aria-expanded={expanded}
          aria-controls={id}
          sx={{ py: 0.25, mt: 0.5 }}
        >
          <ListItemText
            primary={label}
            slotProps={{
              primary: {
                variant: 'overline',
                sx: { fontWeight: 700, color: 'text.secondary', lineHeight: 2, letterSpacing: '0.08em' },
              },
            }}
          />
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ListItemButton>
      )}
      <Collapse in={expanded || !sidebarOpen} id={id}>
        <Box role="group" aria-label={label}>
          {sections.map((section) =>
            section.to === CALLS_SECTION ? (
              <CallsItem key={section.to} section={section} dueNow={dueNow} open={sidebarOpen} />
            ) : (
              <Menu.Item key={section.to} to={section.to} primaryText={section.label} leftIcon={<section.icon />} />
            ),
          )}
        </Box>
      </Collapse>
    </Box>
  );
}

export function StaffMenu() {
  const [open] = useSidebarState();
  const logout = useLogout();
  // Only the sections the member's role reaches; the server refuses the others whatever the menu shows.
  const { permissions } = usePermissions<StaffAccess | null>();
  const groups = MENU.map((group) => ({
    ...group,
    sections: group.sections.filter(({ resource }) => mayAccess(permissions, resource)),
  })).filter((group) => group.sections.length > 0);
  const Overview = OVERVIEW.icon;
  const dueNow = useDueNow(mayAccess(permissions, 'applicants'));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      {open && (
        <Typography component="p" variant="h6" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700, color: 'primary.main' }}>
          {PANEL_TITLE}
        </Typography>
      )}
      <Menu sx={{ flex: 1, mt: 0, mb: 1 }}>
        <Menu.DashboardItem primaryText={OVERVIEW.label} leftIcon={<Overview />} />
        {groups.map((group) => (
          <Group key={group.group} label={group.label} sections={group.sections} open={open} dueNow={dueNow} />
        ))}
      </Menu>
      <Box
        data-sticky
        sx={{
          position: 'sticky',
          bottom: 0,
          px: open ? 2 : 0.5,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }}
      >
        <Button
          onClick={() => logout()}
          startIcon={<LogoutIcon />}
          color="inherit"
          fullWidth={open}
          aria-label="Logout"
          sx={{ justifyContent: 'flex-start' }}
        >
          {open ? 'Logout' : null}
        </Button>
      </Box>
    </Box>
  );
}
