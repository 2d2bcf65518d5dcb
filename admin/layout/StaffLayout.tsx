// The shell: react-admin's layout with the staff sidebar; logout lives in the sidebar, so no user menu.
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { StaffMenu } from './StaffMenu';

const StaffAppBar = () => (
  <AppBar userMenu={false}>
    <TitlePortal />
  </AppBar>
);

export const StaffLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={StaffMenu} appBar={StaffAppBar}>
    {children}
  </Layout>
);
