// The sidebar: the panel's title, one link per section, and the logout button.
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Divider, Typography } from '@mui/material';
import { Menu, useLogout, useSidebarState } from 'react-admin';
import { SECTIONS } from './sections';

export const PANEL_TITLE = 'Skyline Admin Panel';

export function StaffMenu() {
  const [open] = useSidebarState();
  const logout = useLogout();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', pb: 2 }}>
      {open && (
        <Typography component="p" variant="h6" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700, color: 'primary.main' }}>
          {PANEL_TITLE}
        </Typography>
      )}
      <Menu>
        {SECTIONS.map(({ to, label, icon: Icon }) =>
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
