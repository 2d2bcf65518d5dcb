// Wiring only: the data and auth providers, the shell, the dashboard and one <Resource> per staff resource
// (admin/resources.ts).
import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Resource, useLogin } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { SecurityPage } from './account';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { LoginPage, SetPasswordPage, StaffLayout, staffTheme } from './layout';
import { STAFF_RESOURCES } from './resources';

/** Reports draw charts: their code is fetched only when the screen opens. */
const ReportsPage = lazy(() => import('./reports/ReportsPage'));

/** The sign-in form when a session ends inside the panel: react-admin returns to the page staff were on. */
const PanelLoginPage = () => <LoginPage login={useLogin()} />;

// Each section has its own address under /admin, so deep links and the back button work.
export const App = () => (
  <BrowserRouter basename="/admin">
    <Admin
      title="Admin Panel"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={PanelLoginPage}
      layout={StaffLayout}
      dashboard={Dashboard}
      theme={staffTheme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      {STAFF_RESOURCES.map(({ name, label, screens }) => (
        <Resource key={name} name={name} {...screens} options={{ label }} />
      ))}
      {/* Opened from a one-time link by someone not signed in yet. */}
      <CustomRoutes noLayout>
        <Route path="/set-password" element={<SetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/security" element={<SecurityPage />} />
        <Route
          path="/reports"
          element={
            <Suspense fallback={null}>
              <ReportsPage />
            </Suspense>
          }
        />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
