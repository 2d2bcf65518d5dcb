// Staff API of the lead pipeline at /api/admin/applicants: the list (views, search, filters) and CSV
// (applicant-list.ts), detail with timeline (applicant-read.ts), edits with stage rules and stale-copy refusal (409),
// notes and follow-ups (applicant-edits.ts), merge and split (applicant-merge.ts), bulk stage/owner over every row a
// filter matches (bulk.ts), entries, imports, duplicates and calls. Mounted in this order: literal paths before /:id.
import type { Router } from 'express';
import type { Database } from '../db/index';
import { createApiRouter } from '../http/router';
import { createApplicantEditRoutes } from './applicant-edits';
import { createApplicantListRoutes } from './applicant-list';
import { createApplicantMergeRoutes } from './applicant-merge';
import { createApplicantReadRoutes } from './applicant-read';
import { createBulkRoutes } from './bulk';
import { createCallRoutes } from './calls';
import { createDuplicateRoutes } from './duplicates';
import { createEntryRoutes } from './entries';
import { createImportRoutes } from './imports';

export { createSavedViewRoutes } from './saved-views';

export function createApplicantRoutes(db: Database, clock: () => number): Router {
  const { knex } = db;
  const router = createApiRouter();
  router.use(createApplicantListRoutes(db, clock));
  router.use(createBulkRoutes(db, clock));
  router.use(createEntryRoutes(knex, clock));
  router.use(createImportRoutes(knex, clock));
  router.use(createDuplicateRoutes(knex, clock));
  router.use(createCallRoutes(knex, clock));
  router.use(createApplicantReadRoutes(knex));
  router.use(createApplicantEditRoutes(db, clock));
  router.use(createApplicantMergeRoutes(db, clock));
  return router;
}
