// The anonymous API under /api/public: each feature's public routes, mounted in one place.
import express, { type Router } from 'express';
import type { PublicReads } from '../../common/types';
import { createContentRoutes } from '../content/routes';
import type { AppDeps } from '../core/deps';
import { createEventRoutes } from '../events/public-routes';
import { createSelfServiceRoutes } from '../privacy/self-service/routes';
import { createFormPipeline, createFormRoutes } from '../submissions/forms';

export function createPublicApi(deps: AppDeps, reads: PublicReads): Router {
  const { db, logger, config } = deps;
  const router = express.Router();
  // One write path for every visitor post: the five forms and the open-day registrations. The forms come first: a
  // post is what a visitor waits on, and the reads' routes below are all GETs but one.
  const forms = createFormPipeline(db, logger, config);
  router.use(createFormRoutes(forms, config));
  router.use(createContentRoutes(deps, reads));
  router.use(createEventRoutes(forms, config, deps.clock ?? Date.now));
  router.use('/your-data', createSelfServiceRoutes(deps));
  return router;
}
