// The blog list's filter state lives in the URL query, so a filtered list can be shared and rendered on the server.
import { BLOG_CATEGORIES, BLOG_CATEGORY_LABELS, type BlogCategory } from '../../../common/enums';
import type { SiteLanguage } from '../../../common/languages';
import type { BlogPostSummary } from '../../../common/types';

export const BLOGS_PER_PAGE = 6;

export const BLOG_SORTS = [
  { value: 'date', label: 'Latest First' },
  { value: 'views', label: 'Most Popular' },
  { value: 'title', label: 'Alphabetical' },
] as const;
export type BlogSort = (typeof BLOG_SORTS)[number]['value'];
export type BlogView = 'grid' | 'list';
export type BlogCategoryFilter = 'all' | BlogCategory;

export type BlogListState = {
  q: string;
  category: BlogCategoryFilter;
  sort: BlogSort;
  view: BlogView;
  page: number;
};

export const DEFAULT_BLOG_LIST_STATE: BlogListState = { q: '', category: 'all', sort: 'date', view: 'grid', page: 1 };

export function readBlogListState(params: URLSearchParams): BlogListState {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    category: (BLOG_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as BlogCategory) : 'all',
    sort: BLOG_SORTS.some((option) => option.value === sort) ? (sort as BlogSort) : 'date',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** Only values that differ from the defaults go into the URL, so the plain /blogs stays the canonical address. */
export function writeBlogListState(state: BlogListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.sort !== 'date') params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function matchesSearch(post: BlogPostSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    post.title.toLowerCase().includes(needle) ||
    post.excerpt.toLowerCase().includes(needle) ||
    post.author.toLowerCase().includes(needle) ||
    post.tags.some((tag) => tag.toLowerCase().includes(needle))
  );
}

/** ISO dates sort as plain text; no collation needed. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
let titleCollator: Intl.Collator | undefined;
/** Titles A–Z ignoring case and accents; one collator, made when a visitor first sorts by title. */
const titles = () => (titleCollator ??= new Intl.Collator('en', { sensitivity: 'base' }));

const sorters: Record<BlogSort, (a: BlogPostSummary, b: BlogPostSummary) => number> = {
  date: (a, b) => compareText(b.date, a.date) || b.id - a.id,
  views: (a, b) => b.views - a.views || compareText(b.date, a.date),
  title: (a, b) => titles().compare(a.title, b.title),
};

export type BlogListResult = {
  /** Posts on the current page. */
  posts: BlogPostSummary[];
  /** How many posts match the search and category. */
  total: number;
  totalPages: number;
  /** The page actually shown (a page past the end falls back to the last one). */
  page: number;
  /** Posts per category over the whole blog ('all' included), as the filter panel shows them. */
  categoryCounts: Record<BlogCategoryFilter, number>;
};

/**
 * The page of posts the list shows: searched, filtered and sorted, the posts in the page's `language` before the
 * others (each part in the chosen order), as the loader's postsForLanguage put them.
 */
export function selectBlogPosts(
  all: BlogPostSummary[],
  state: BlogListState,
  language: SiteLanguage = 'en',
): BlogListResult {
  const categoryCounts = { all: all.length } as Record<BlogCategoryFilter, number>;
  for (const category of BLOG_CATEGORIES) {
    categoryCounts[category] = all.filter((post) => post.category === category).length;
  }
  const searched = all.filter((post) => matchesSearch(post, state.q));
  const filtered = state.category === 'all' ? searched : searched.filter((post) => post.category === state.category);
  const otherLanguage = (post: BlogPostSummary) => Number((post.language ?? 'en') !== language);
  const sorted = [...filtered].sort((a, b) => otherLanguage(a) - otherLanguage(b) || sorters[state.sort](a, b));
  const totalPages = Math.max(1, Math.ceil(sorted.length / BLOGS_PER_PAGE));
  const page = Math.min(state.page, totalPages);
  return {
    posts: sorted.slice((page - 1) * BLOGS_PER_PAGE, page * BLOGS_PER_PAGE),
    total: sorted.length,
    totalPages,
    page,
    categoryCounts,
  };
}

export const blogCategoryLabel = (category: string) =>
  category === 'all' ? 'All Articles' : (BLOG_CATEGORY_LABELS[category as BlogCategory] ?? category);
