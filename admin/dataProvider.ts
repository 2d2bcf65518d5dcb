// The staff API in ra-data-simple-rest conventions, plus the panel's few extra calls (dashboard, stats, media, CSV).
import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError } from 'react-admin';
import { type BlogTranslation, contentSchemas } from '../common/content';
import type { Dashboard, RevisionComparison, RevisionSummary } from '../common/types';

export const API_URL = '/api/admin';

/** Same-origin cookies, and the server's `{error}` text as the message staff see. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof HttpError && typeof error.body?.error === 'string') {
      // `fields` (the server's per-field messages) become react-admin's server-side validation errors.
      const body = error.body.fields ? { ...error.body, errors: error.body.fields } : error.body;
      throw new HttpError(error.body.error, error.status, body);
    }
    throw error;
  }
}

/** The figures of a screen's stat cards, as GET /api/admin/{resource}/stats returns them. */
export type ResourceStats = Record<string, number | string | null | Record<string, number>>;

export type StaffDataProvider = DataProvider & {
  getDashboard(): Promise<Dashboard>;
  getStats(resource: string): Promise<ResourceStats>;
  uploadMedia(file: File): Promise<{ id: number; url: string }>;
  /** A signed link to a blog post as visitors will see it, even while it is a draft. */
  previewLink(postId: number | string): Promise<{ url: string; expires_at: string }>;
  /** The post's original and other translations, in the site's language order. */
  blogTranslations(postId: number | string): Promise<BlogTranslation[]>;
  /** The post's saved revisions, newest first; two compared; one written back to the post. */
  blogRevisions(postId: number | string): Promise<RevisionSummary[]>;
  compareBlogRevisions(postId: number | string, from: number, to: number): Promise<RevisionComparison>;
  restoreBlogRevision(postId: number | string, revisionId: number): Promise<Record<string, unknown>>;
};

/** Only the fields a content schema knows go to the server (it refuses id, created_at and anything unknown). */
function payloadFor(resource: string, data: Record<string, unknown>) {
  const schema = contentSchemas[resource as keyof typeof contentSchemas];
  if (!schema) return data;
  return Object.fromEntries(Object.keys(schema.shape).flatMap((key) => (key in data ? [[key, data[key]]] : [])));
}

const rest = simpleRestProvider(API_URL, httpClient);

export const dataProvider: StaffDataProvider = {
  ...rest,
  create: (resource, params) => rest.create(resource, { ...params, data: payloadFor(resource, params.data) }),
  update: (resource, params) => rest.update(resource, { ...params, data: payloadFor(resource, params.data) }),
  async previewLink(postId) {
    const { json } = await httpClient(`${API_URL}/blog_posts/${postId}/preview`, { method: 'POST' });
    return json as { url: string; expires_at: string };
  },
  async blogTranslations(postId) {
    const { json } = await httpClient(`${API_URL}/blog_posts/${postId}/translations`);
    return json as BlogTranslation[];
  },
  async blogRevisions(postId) {
    const { json } = await httpClient(`${API_URL}/blog_posts/${postId}/revisions`);
    return json as RevisionSummary[];
  },
  async compareBlogRevisions(postId, from, to) {
    const { json } = await httpClient(`${API_URL}/blog_posts/${postId}/revisions/compare?from=${from}&to=${to}`);
    return json as RevisionComparison;
  },
  async restoreBlogRevision(postId, revisionId) {
    const { json } = await httpClient(`${API_URL}/blog_posts/${postId}/revisions/${revisionId}/restore`, {
      method: 'POST',
    });
    return json as Record<string, unknown>;
  },
  async getDashboard() {
    const { json } = await httpClient(`${API_URL}/dashboard`);
    return json as Dashboard;
  },
  async getStats(resource) {
    const { json } = await httpClient(`${API_URL}/${resource}/stats`);
    return json as ResourceStats;
  },
  async uploadMedia(file) {
    const body = new FormData();
    body.append('file', file);
    const { json } = await httpClient(`${API_URL}/media`, { method: 'POST', body });
    return json as { id: number; url: string };
  },
};

/** The server's streamed CSV export of a submission list, filtered like the list on screen. */
export const exportCsvUrl = (resource: string, filter: Record<string, unknown>) =>
  `${API_URL}/${resource}/export.csv?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
