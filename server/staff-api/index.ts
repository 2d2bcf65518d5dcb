// The staff half of the API, mounted at /api: /api/auth (sessions) and /api/admin (everything staff-only).
// Cross-site refusal, sessions, the sign-in check and the role check are attached once per router, never per route.
import express, { type Router } from 'express';
import { seesPersonalData } from '../../common/roles';
import { createBlogStaffRoutes } from '../blog/staff-routes';
import type { AppDeps } from '../core/deps';
import { authorize, loadStaffMember, maskContactsForRole, staffOf } from '../http/access';
import { createApiRouter } from '../http/router';
import { refuseCrossSite } from '../http/same-site';
import { createSessionMiddleware, enforceSessionLimits, systemClock } from '../http/session';
import { createApplicantRoutes, createSavedViewRoutes } from '../leads/applicants';
import { loadLeadCounts } from '../leads/dashboard';
import { createReportRoutes } from '../leads/reports';
import { createWhatsAppTemplateRoutes } from '../leads/whatsapp-templates';
import { createOutboxRoutes } from '../mail/outbox-routes';
import { createMediaUploadRoutes } from '../media/upload';
import { createDataRequestRoutes } from '../privacy/staff-routes';
import { createSiteSettingsRoutes } from '../site-settings/index';
import { createAccountSecurityRoutes } from '../staff/account-security';
import { createAuthRoutes, requireStaff } from '../staff/auth';
import { createPasswordLinkRoutes } from '../staff/password-links';
import { createSecondFactorRoutes } from '../staff/second-factor';
import { createStaffMemberRoutes } from '../staff/staff-members';
import { loadDashboard, withoutPersonalData } from './dashboard';
import { AUDIT_LOG, RESOURCES } from './resources';
import { createResourceRouter } from './rest-router';

export function createStaffApi(deps: AppDeps): Router {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const router = createApiRouter();
  const staffOnlyPaths = ['/auth', '/admin'];
  router.use(staffOnlyPaths, refuseCrossSite(config.trustProxy));
  router.use(staffOnlyPaths, createSessionMiddleware(db, config), enforceSessionLimits(config, clock));
  router.use(staffOnlyPaths, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use('/auth/password-link', express.json({ limit: '10kb' }), createPasswordLinkRoutes(db.knex, deps.logger));
  router.use(
    '/auth',
    express.json({ limit: '10kb' }),
    createAuthRoutes(db.knex, { config, clock }),
    createSecondFactorRoutes(db.knex, { config, clock }),
    createAccountSecurityRoutes(db.knex, { config, clock }),
  );
  router.use('/admin', createAdminRouter(deps));
  return router;
}

/** Everything under /api/admin; exported so a test can walk its routes and prove none is open. */
export function createAdminRouter(deps: AppDeps): Router {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const admin = createApiRouter();
  admin.use(requireStaff, loadStaffMember(db.knex), authorize, maskContactsForRole);
  admin.use(express.json({ limit: '1mb' }));
  admin.get('/dashboard', async (_req, res) => {
    const dashboard = await loadDashboard(db.knex, RESOURCES);
    if (!seesPersonalData(staffOf(res))) return void res.json(withoutPersonalData(dashboard));
    res.json({ ...dashboard, leads: await loadLeadCounts(db.knex, new Date(clock()), staffOf(res).id) });
  });
  admin.use('/media', createMediaUploadRoutes(db.knex));
  admin.use('/staff', createStaffMemberRoutes(db.knex, clock));
  admin.use('/outbox', createOutboxRoutes(db.knex, config));
  admin.use('/data_requests', createDataRequestRoutes(db.knex));
  admin.use('/applicants', createApplicantRoutes(db, clock));
  admin.use('/applicant_views', createSavedViewRoutes(db.knex));
  admin.use('/reports', createReportRoutes(db.knex));
  admin.use('/blog_posts', createBlogStaffRoutes(deps));
  admin.use('/site_settings', createSiteSettingsRoutes(db.knex));
  admin.use('/whatsapp_templates', createWhatsAppTemplateRoutes(db.knex, clock));
  admin.use(createResourceRouter(db, [...RESOURCES, AUDIT_LOG]));
  return admin;
}
