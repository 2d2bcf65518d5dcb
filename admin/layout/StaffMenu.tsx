// The sidebar: the panel's title, one link per section, and the logout button.
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Divider, Typography } from '@mui/material';
import { Menu, useLogout, usePermissions, useSidebarState } from 'react-admin';
import type { StaffAccess } from '../../common/roles';
import { mayAccess } from '../authProvider';
import { SECTIONS } from './sections';

export const PANEL_TITLE = 'Skyline Admin Panel';

export function StaffMenu() {
  const [open] = useSidebarState();
  const logout = useLogout();
  // Only the sections the member's role reaches; the server refuses the others whatever the menu shows.
  const { permissions } = usePermissions<StaffAccess | null>();
  const sections = SECTIONS.filter(({ to }) => to === '/' || mayAccess(permissions, to.slice(1)));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', pb: 2 }}>
      {open && (
        <Typography component="p" variant="h6" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700, color: 'primary.main' }}>
          {PANEL_TITLE}
        </Typography>
      )}
      <Menu>
        {sections.map(({ to, label, icon: Icon }) =>
          to === '/' ? (
            <Menu.DashboardItem key={to} primaryText={label} leftIcon={<Icon />} />
          ) : (
            <Menu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />
          ),
        )}
      </Menu>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ px: open ? 2 : 0.5 }}>
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
