// Blog routes beyond the generic resource router, under /api/admin/blog_posts (the content area of common/roles.ts).
import type { Router } from 'express';
import { changes, recordAudit } from '../audit/log';
import type { AppDeps } from '../core/deps';
import { badRequest, notFound } from '../http/errors';
import { parseId } from '../http/list-query';
import { createApiRouter } from '../http/router';
import { resolveSessionSecrets } from '../http/session';
import { PREVIEW_LINK_MS, previewToken } from './preview';
import { compareRevisions, findRevision, listRevisions, recordRevision, restoredValues } from './revisions';
import { groupMembers } from './translations';

export function createBlogStaffRoutes(deps: AppDeps): Router {
  const { knex } = deps.db;
  const clock = deps.clock ?? Date.now;
  const router = createApiRouter();

  /** A signed link to the post as visitors will see it, whatever its state: {url, expires_at}. */
  router.post('/:id/preview', async (req, res) => {
    const id = parseId(req.params.id);
    const post = await knex('blog_posts').where({ id }).first('id', 'slug');
    if (!post) throw notFound('No such blog_posts record');
    const expires = clock() + PREVIEW_LINK_MS;
    const token = previewToken(resolveSessionSecrets(deps.config), id, expires);
    res.json({ url: `/blog/${post.slug}?preview=${token}`, expires_at: new Date(expires).toISOString() });
  });

  /** The post's original and other translations (any state), for the editor's Translations section. */
  router.get('/:id/translations', async (req, res) => {
    const members = await groupMembers(knex, parseId(req.params.id));
    if (!members) throw notFound('No such blog_posts record');
    res.json(members);
  });

  router.get('/:id/revisions', async (req, res) => {
    const id = parseId(req.params.id);
    if (!(await knex('blog_posts').where({ id }).first('id'))) throw notFound('No such blog_posts record');
    res.json(await listRevisions(knex, id));
  });

  /** ?from={revision id}&to={revision id}: what changed from the first to the second. */
  router.get('/:id/revisions/compare', async (req, res) => {
    const id = parseId(req.params.id);
    const revisionId = (name: string) => {
      const raw = req.query[name];
      if (typeof raw !== 'string') throw badRequest(`Choose two revisions to compare (${name} is missing)`);
      return parseId(raw);
    };
    const [from, to] = await Promise.all([
      findRevision(knex, id, revisionId('from')),
      findRevision(knex, id, revisionId('to')),
    ]);
    if (!from || !to) throw notFound('No such revision of this post');
    res.json(compareRevisions(from, to));
  });

  /** Writes the revision's fields back to the post: a save like any other (audited, and a new revision). */
  router.post('/:id/revisions/:revisionId/restore', async (req, res) => {
    const id = parseId(req.params.id);
    const revisionId = parseId(req.params.revisionId);
    const row = await knex.transaction(async (trx) => {
      const before = await trx('blog_posts').where({ id }).forUpdate().first();
      if (!before) throw notFound('No such blog_posts record');
      const revision = await findRevision(trx, id, revisionId);
      if (!revision) throw notFound('No such revision of this post');
      const values = { ...restoredValues(revision), updated_at: knex.fn.now() };
      const [after] = await trx('blog_posts').where({ id }).update(values).returning('*');
      await recordAudit(trx, req, {
        action: 'update',
        resource: 'blog_posts',
        recordId: id,
        details: { ...changes(before, after), restored_revision: revisionId },
      });
      await recordRevision(trx, req, after);
      return after;
    });
    res.json(row);
  });

  return router;
}
