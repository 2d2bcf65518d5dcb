// Wiring only: the data and auth providers, the shell, the dashboard and one <Resource> per API resource.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { SecurityPage } from './account';
import achievers from './achievers';
import admission_applications from './admission_applications';
import audit_log from './audit_log';
import { authProvider } from './authProvider';
import blog_posts from './blog_posts';
import contact_forms from './contact_forms';
import { Dashboard } from './dashboard';
import { dataProvider } from './dataProvider';
import gallery_images from './gallery_images';
import gallery_videos from './gallery_videos';
import { i18nProvider } from './i18n';
import { LoginPage, SetPasswordPage, StaffLayout, staffTheme } from './layout';
import newsletter_subscriptions from './newsletter_subscriptions';
import placements from './placements';
import prospectus_requests from './prospectus_requests';
import registration_forms from './registration_forms';
import staff from './staff';

// Each section has its own address under /admin, so deep links and the back button work.
export const App = () => (
  <BrowserRouter basename="/admin">
    <Admin
      title="Admin Panel"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={StaffLayout}
      dashboard={Dashboard}
      theme={staffTheme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <Resource name="blog_posts" {...blog_posts} options={{ label: 'Blogs' }} />
      <Resource name="registration_forms" {...registration_forms} options={{ label: 'Registrations' }} />
      <Resource name="contact_forms" {...contact_forms} options={{ label: 'Contacts' }} />
      <Resource name="admission_applications" {...admission_applications} options={{ label: 'Admissions' }} />
      <Resource name="prospectus_requests" {...prospectus_requests} options={{ label: 'Prospectus' }} />
      <Resource name="achievers" {...achievers} options={{ label: 'Achievers' }} />
      <Resource name="placements" {...placements} options={{ label: 'Placements' }} />
      <Resource name="gallery_images" {...gallery_images} options={{ label: 'Gallery Images' }} />
      <Resource name="gallery_videos" {...gallery_videos} options={{ label: 'Gallery Videos' }} />
      <Resource name="newsletter_subscriptions" {...newsletter_subscriptions} options={{ label: 'Newsletter' }} />
      <Resource name="staff" {...staff} options={{ label: 'Staff' }} />
      <Resource name="audit_log" {...audit_log} options={{ label: 'Audit Log' }} />
      {/* Opened from a one-time link by someone not signed in yet. */}
      <CustomRoutes noLayout>
        <Route path="/set-password" element={<SetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/security" element={<SecurityPage />} />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
