// /blogs: every article with search, sort, category filter, grid or list view and pages of six.
import { Suspense, useId, useState } from 'react';
import { Await, useLoaderData, useLocation } from 'react-router-dom';
import { BLOG_CATEGORIES } from '../../../common/enums';
import type { BlogPostSummary } from '../../../common/types';
import { NewsletterSignup } from '../../components/NewsletterSignup';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { useLanguage, useT } from '../../i18n/i18n';
import { BlogCard, BlogCardSkeleton } from './BlogCard';
import {
  BLOG_SORTS,
  BLOGS_PER_PAGE,
  type BlogCategoryFilter,
  type BlogListState,
  type BlogSort,
  DEFAULT_BLOG_LIST_STATE,
  readBlogListState,
  selectBlogPosts,
  writeBlogListState,
} from './blog-list';
import styles from './blogs.module.css';
import { useBookmarks } from './bookmarks';
import { ArrowLeftIcon, ArrowRightIcon, FilterIcon, GridIcon, ListIcon, SearchIcon } from './icons';
import { categoryText, countText } from './texts';

/** Each order's name in the page's language. */
const SORT_KEYS: Record<BlogSort, { key: string }> = {
  date: { key: 'blogs.sort.date' },
  views: { key: 'blogs.sort.views' },
  title: { key: 'blogs.sort.title' },
};

export type BlogsLoaderData = { posts: BlogPostSummary[] | Promise<BlogPostSummary[]> };

export function BlogsPage() {
  const { posts } = useLoaderData() as BlogsLoaderData;
  // Each real navigation to /blogs?… (a tag link, the header link) starts the list afresh from its query.
  const { key } = useLocation();
  const t = useT();
  return (
    <>
      <PageMeta title={t('blogs.meta.title')} description={t('blogs.meta.description')} url="/blogs" />
      <Suspense fallback={<BlogsSkeleton />}>
        <Await resolve={posts}>{(loaded: BlogPostSummary[]) => <BlogList key={key} posts={loaded} />}</Await>
      </Suspense>
    </>
  );
}

function BlogsHero({ count }: { count: number | null }) {
  const t = useT();
  const language = useLanguage();
  return (
    <PageHero title={t('blogs.hero.title')} subtitle={t('blogs.hero.subtitle')}>
      <p className={styles.heroCount} data-testid="article-count">
        {count === null
          ? t('blogs.loading')
          : t('blogs.count', { count, number: language === 'en' ? count : countText(language, count) })}
      </p>
    </PageHero>
  );
}

function BlogsSkeleton() {
  return (
    <>
      <BlogsHero count={null} />
      <div className="container">
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: BLOGS_PER_PAGE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <BlogCardSkeleton key={index} />
          ))}
        </div>
      </div>
    </>
  );
}

function BlogList({ posts }: { posts: BlogPostSummary[] }) {
  const location = useLocation();
  const [state, setState] = useState<BlogListState>(() => readBlogListState(new URLSearchParams(location.search)));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { bookmarks, toggleBookmark } = useBookmarks();
  const searchId = useId();
  const sortId = useId();
  const categoriesId = useId();

  const update = (change: Partial<BlogListState>) => {
    // A new search, category or sort starts again at page 1; switching the view keeps the page.
    const resetsPage = 'q' in change || 'category' in change || 'sort' in change;
    const next = { ...state, ...change, ...(resetsPage ? { page: 1 } : {}) };
    setState(next);
    // The address follows the filters without a router navigation, so the list is not fetched again per keystroke.
    const query = writeBlogListState(next).toString();
    window.history.replaceState(window.history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
  };

  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const clearAll = () => update({ ...DEFAULT_BLOG_LIST_STATE, view: state.view });

  const t = useT();
  const language = useLanguage();
  const result = selectBlogPosts(posts, state, language);
  const from = (result.page - 1) * BLOGS_PER_PAGE + 1;
  const shownRange = {
    count: result.total,
    from: countText(language, from),
    to: countText(language, from + result.posts.length - 1),
    total: countText(language, result.total),
    category: categoryText(t, language, state.category),
  };
  const categories: BlogCategoryFilter[] = ['all', ...BLOG_CATEGORIES];

  return (
    <>
      <BlogsHero count={posts.length} />
      <div className="container">
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <label htmlFor={searchId} className={styles.visuallyHidden}>
              {t('blogs.search.label')}
            </label>
            <SearchIcon className={styles.searchIcon} />
            <input
              id={searchId}
              type="search"
              placeholder={t('blogs.search.placeholder')}
              value={state.q}
              onChange={(event) => update({ q: event.target.value })}
              maxLength={200}
            />
          </div>
          <div className={styles.toolbarControls}>
            <label htmlFor={sortId} className={styles.visuallyHidden}>
              {t('blogs.sort.label')}
            </label>
            <select
              id={sortId}
              className={styles.select}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as BlogSort })}
            >
              {BLOG_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(SORT_KEYS[option.value].key)}
                </option>
              ))}
            </select>
            <fieldset className={styles.viewToggle}>
              <legend className={styles.visuallyHidden}>{t('blogs.view.legend')}</legend>
              <button
                type="button"
                aria-pressed={state.view === 'grid'}
                aria-label={t('blogs.view.grid')}
                title={t('blogs.view.grid')}
                onClick={() => update({ view: 'grid' })}
              >
                <GridIcon />
              </button>
              <button
                type="button"
                aria-pressed={state.view === 'list'}
                aria-label={t('blogs.view.list')}
                title={t('blogs.view.list')}
                onClick={() => update({ view: 'list' })}
              >
                <ListIcon />
              </button>
            </fieldset>
            <button
              type="button"
              className={styles.filterButton}
              aria-expanded={filtersOpen}
              aria-controls={categoriesId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <FilterIcon /> {filtersOpen ? t('blogs.filters.hide') : t('blogs.filters.show')}
            </button>
          </div>
        </div>

        <fieldset id={categoriesId} className={styles.categories} hidden={!filtersOpen}>
          <legend>{t('blogs.filters.categories')}</legend>
          <div className={styles.categoryChips}>
            {categories.map((category) => (
              <button
                key={category}
                type="button"
                className={styles.chip}
                aria-pressed={state.category === category}
                onClick={() => update({ category })}
                data-testid={`category-${category}`}
              >
                {categoryText(t, language, category)}{' '}
                <span className={styles.chipCount}>({countText(language, result.categoryCounts[category])})</span>
              </button>
            ))}
          </div>
        </fieldset>

        <p className={styles.summary} aria-live="polite">
          {result.total === 0
            ? state.category === 'all'
              ? t('blogs.summary.none')
              : t('blogs.summary.none_in', shownRange)
            : state.category === 'all'
              ? t('blogs.summary.showing', shownRange)
              : t('blogs.summary.showing_in', shownRange)}
        </p>

        {result.total === 0 ? (
          <div className={styles.empty}>
            <h2>{t('blogs.empty.title')}</h2>
            <p>{t('blogs.empty.text')}</p>
            <button type="button" className={styles.primaryButton} onClick={clearAll}>
              {t('blogs.empty.clear')}
            </button>
          </div>
        ) : (
          <div className={state.view === 'grid' ? styles.grid : styles.list}>
            {result.posts.map((post, index) => (
              <BlogCard
                key={post.id}
                first={index === 0}
                post={post}
                view={state.view}
                bookmarked={bookmarks.has(post.id)}
                onToggleBookmark={toggleBookmark}
              />
            ))}
          </div>
        )}

        {result.totalPages > 1 && (
          <nav className={styles.pagination} aria-label={t('blogs.pages.label')}>
            <button
              type="button"
              onClick={() => goToPage(result.page - 1)}
              disabled={result.page === 1}
              className={styles.pageStep}
            >
              <ArrowLeftIcon /> {t('blogs.pages.previous')}
            </button>
            {Array.from({ length: result.totalPages }, (_, index) => index + 1).map((page) => (
              <button
                key={page}
                type="button"
                className={styles.pageNumber}
                aria-current={page === result.page ? 'page' : undefined}
                aria-label={t('blogs.pages.page', { page: countText(language, page) })}
                onClick={() => goToPage(page)}
              >
                {countText(language, page)}
              </button>
            ))}
            <button
              type="button"
              onClick={() => goToPage(result.page + 1)}
              disabled={result.page === result.totalPages}
              className={styles.pageStep}
            >
              {t('blogs.pages.next')} <ArrowRightIcon />
            </button>
          </nav>
        )}

        <NewsletterSignup className={styles.newsletter} text={t('blogs.newsletter')} />
      </div>
    </>
  );
}
