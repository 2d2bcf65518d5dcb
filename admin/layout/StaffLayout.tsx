// The shell: react-admin's layout with the staff sidebar (which keeps the logout button), and a user menu in the
// app bar leading to the member's Account security page; on a phone the app bar also carries Today's calls.
import LogoutIcon from '@mui/icons-material/Logout';
import SecurityIcon from '@mui/icons-material/Security';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, UserMenu, useLogout, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { DueNowButton } from './DueNowButton';
import { useNamedRowCheckboxes } from './row-checkbox-names';
import { StaffMenu } from './StaffMenu';

function SecurityMenuItem() {
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/security" onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <SecurityIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Account security</ListItemText>
    </MenuItem>
  );
}

function LogoutMenuItem() {
  const logout = useLogout();
  return (
    <MenuItem onClick={() => logout()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Logout</ListItemText>
    </MenuItem>
  );
}

const StaffAppBar = () => (
  <AppBar
    userMenu={
      <UserMenu>
        <SecurityMenuItem />
        <LogoutMenuItem />
      </UserMenu>
    }
  >
    <TitlePortal />
    <DueNowButton />
  </AppBar>
);

export function StaffLayout({ children }: { children: ReactNode }) {
  useNamedRowCheckboxes();
  return (
    <Layout menu={StaffMenu} appBar={StaffAppBar}>
      {children}
    </Layout>
  );
}
