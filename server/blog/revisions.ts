// Revisions of blog posts: every save through the staff API keeps the post's editable fields as they were saved
// (migrations/…_blog_post_revisions.ts); staff compare two, as a readable diff of the title, the other fields and
// the text, and restore one.
import { diffWords } from 'diff';
import type { Request } from 'express';
import type { Knex } from 'knex';
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { blogPostSchema } from '../../common/content';
import type { RevisionComparison, RevisionSummary } from '../../common/types';

/** What a revision keeps: the fields staff edit, less the counters visitors move. */
export const REVISION_FIELDS = Object.keys(blogPostSchema.shape).filter((key) => key !== 'views' && key !== 'likes');

/** Fields shown side by side in a comparison (the title and the text have their own parts). */
const COMPARED_FIELDS = REVISION_FIELDS.filter((key) => key !== 'title' && key !== 'content');

type RevisionRow = {
  id: number;
  post_id: number;
  staff_email: string;
  created_at: Date | string;
  snapshot: Record<string, unknown>;
};

const snapshotOf = (row: Record<string, unknown>) =>
  Object.fromEntries(REVISION_FIELDS.map((field) => [field, row[field] ?? null]));

/** Keeps `row` (the post as just saved) as a revision; call it in the transaction of the save. */
export async function recordRevision(trx: Knex.Transaction, req: Request, row: Record<string, unknown>) {
  const staff = req.res?.locals.staff as { id: number; email: string } | undefined;
  await trx('blog_post_revisions').insert({
    post_id: row.id,
    staff_id: staff?.id ?? null,
    staff_email: staff?.email ?? '',
    snapshot: JSON.stringify(snapshotOf(row)),
  });
}

const summary = (row: RevisionRow): RevisionSummary => ({
  id: row.id,
  post_id: row.post_id,
  staff_email: row.staff_email,
  created_at: new Date(row.created_at).toISOString(),
  title: String(row.snapshot.title ?? ''),
});

export async function listRevisions(knex: Knex, postId: number): Promise<RevisionSummary[]> {
  const rows = (await knex('blog_post_revisions')
    .where({ post_id: postId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as RevisionRow[];
  return rows.map(summary);
}

export async function findRevision(knex: Knex, postId: number, id: number): Promise<RevisionRow | undefined> {
  return (await knex('blog_post_revisions').where({ post_id: postId, id }).first()) as RevisionRow | undefined;
}

/**
 * The values a restore writes: the revision's fields that the post still has. The address stays as it is: a
 * restore brings back words, not an older slug (which another post may hold by now).
 */
export const restoredValues = (revision: RevisionRow) =>
  Object.fromEntries(
    REVISION_FIELDS.filter((field) => field in revision.snapshot && field !== 'slug').map((f) => [
      f,
      revision.snapshot[f],
    ]),
  );

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre', 'tr', 'div', 'hr']);

/** Blog HTML as the text a reader sees, one paragraph a line; an image is named by its alt text. */
export function htmlToText(html: string): string {
  const out: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ChildNode) => {
    if (node.nodeName === '#text') out.push((node as DefaultTreeAdapterTypes.TextNode).value);
    if (!('tagName' in node)) return;
    if (node.tagName === 'br') out.push('\n');
    if (node.tagName === 'img') {
      const alt = node.attrs.find((attr) => attr.name === 'alt')?.value ?? '';
      out.push(`[Image: ${alt}]`);
    }
    for (const child of node.childNodes) walk(child);
    if (BLOCKS.has(node.tagName)) out.push('\n');
  };
  for (const child of parseFragment(html).childNodes) walk(child);
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

export function compareRevisions(from: RevisionRow, to: RevisionRow): RevisionComparison {
  const before = from.snapshot;
  const after = to.snapshot;
  return {
    from: summary(from),
    to: summary(to),
    title: { before: shown(before.title), after: shown(after.title), changed: before.title !== after.title },
    fields: COMPARED_FIELDS.flatMap((field) => {
      const [was, is] = [shown(before[field]), shown(after[field])];
      return was === is ? [] : [{ field, before: was, after: is }];
    }),
    text: diffWords(htmlToText(shown(before.content)), htmlToText(shown(after.content))).map((part) => ({
      value: part.value,
      added: Boolean(part.added),
      removed: Boolean(part.removed),
    })),
  };
}
