// /blogs: every article with search, sort, category filter, grid or list view and pages of six.
import { Suspense, useId, useState } from 'react';
import { Await, useLoaderData, useLocation } from 'react-router-dom';
import { BLOG_CATEGORIES } from '../../../common/enums';
import type { BlogPostSummary } from '../../../common/types';
import { NewsletterSignup } from '../../components/NewsletterSignup';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { BlogCard, BlogCardSkeleton } from './BlogCard';
import {
  BLOG_SORTS,
  BLOGS_PER_PAGE,
  type BlogCategoryFilter,
  type BlogListState,
  type BlogSort,
  blogCategoryLabel,
  DEFAULT_BLOG_LIST_STATE,
  readBlogListState,
  selectBlogPosts,
  writeBlogListState,
} from './blog-list';
import styles from './blogs.module.css';
import { useBookmarks } from './bookmarks';
import { ArrowLeftIcon, ArrowRightIcon, FilterIcon, GridIcon, ListIcon, SearchIcon } from './icons';

export type BlogsLoaderData = { posts: BlogPostSummary[] | Promise<BlogPostSummary[]> };

export function BlogsPage() {
  const { posts } = useLoaderData() as BlogsLoaderData;
  // Each real navigation to /blogs?… (a tag link, the header link) starts the list afresh from its query.
  const { key } = useLocation();
  return (
    <>
      <PageMeta
        title="Blog: Aviation, Tourism & Hospitality Insights"
        description="Articles on aviation careers, cabin crew and airport jobs, hotel management and tourism from the faculty and alumni of our institute in Siliguri and Kolkata."
        url="/blogs"
      />
      <Suspense fallback={<BlogsSkeleton />}>
        <Await resolve={posts}>{(loaded: BlogPostSummary[]) => <BlogList key={key} posts={loaded} />}</Await>
      </Suspense>
    </>
  );
}

function BlogsHero({ count }: { count: number | null }) {
  return (
    <PageHero
      title="Our Blog"
      subtitle="Insights, career tips and industry news from the world of aviation, tourism and hospitality."
    >
      <p className={styles.heroCount} data-testid="article-count">
        {count === null ? 'Loading articles…' : `${count} ${count === 1 ? 'Article' : 'Articles'}`}
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

  const result = selectBlogPosts(posts, state);
  const categories: BlogCategoryFilter[] = ['all', ...BLOG_CATEGORIES];

  return (
    <>
      <BlogsHero count={posts.length} />
      <div className="container">
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <label htmlFor={searchId} className={styles.visuallyHidden}>
              Search articles
            </label>
            <SearchIcon className={styles.searchIcon} />
            <input
              id={searchId}
              type="search"
              placeholder="Search articles, tags or authors..."
              value={state.q}
              onChange={(event) => update({ q: event.target.value })}
              maxLength={200}
            />
          </div>
          <div className={styles.toolbarControls}>
            <label htmlFor={sortId} className={styles.visuallyHidden}>
              Sort articles
            </label>
            <select
              id={sortId}
              className={styles.select}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as BlogSort })}
            >
              {BLOG_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <fieldset className={styles.viewToggle}>
              <legend className={styles.visuallyHidden}>View</legend>
              <button
                type="button"
                aria-pressed={state.view === 'grid'}
                aria-label="Grid view"
                title="Grid view"
                onClick={() => update({ view: 'grid' })}
              >
                <GridIcon />
              </button>
              <button
                type="button"
                aria-pressed={state.view === 'list'}
                aria-label="List view"
                title="List view"
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
              <FilterIcon /> {filtersOpen ? 'Hide Filters' : 'Filters'}
            </button>
          </div>
        </div>

        <fieldset id={categoriesId} className={styles.categories} hidden={!filtersOpen}>
          <legend>Categories</legend>
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
                {blogCategoryLabel(category)}{' '}
                <span className={styles.chipCount}>({result.categoryCounts[category]})</span>
              </button>
            ))}
          </div>
        </fieldset>

        <p className={styles.summary} aria-live="polite">
          {result.total === 0
            ? 'No matching articles'
            : `Showing ${(result.page - 1) * BLOGS_PER_PAGE + 1}–${(result.page - 1) * BLOGS_PER_PAGE + result.posts.length} of ${result.total} ${result.total === 1 ? 'article' : 'articles'}`}
          {state.category !== 'all' && ` in ${blogCategoryLabel(state.category)}`}
        </p>

        {result.total === 0 ? (
          <div className={styles.empty}>
            <h2>No articles found</h2>
            <p>No articles match your current search and filter criteria.</p>
            <button type="button" className={styles.primaryButton} onClick={clearAll}>
              Clear All Filters
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
          <nav className={styles.pagination} aria-label="Blog pages">
            <button
              type="button"
              onClick={() => goToPage(result.page - 1)}
              disabled={result.page === 1}
              className={styles.pageStep}
            >
              <ArrowLeftIcon /> Previous
            </button>
            {Array.from({ length: result.totalPages }, (_, index) => index + 1).map((page) => (
              <button
                key={page}
                type="button"
                className={styles.pageNumber}
                aria-current={page === result.page ? 'page' : undefined}
                aria-label={`Page ${page}`}
                onClick={() => goToPage(page)}
              >
                {page}
              </button>
            ))}
            <button
              type="button"
              onClick={() => goToPage(result.page + 1)}
              disabled={result.page === result.totalPages}
              className={styles.pageStep}
            >
              Next <ArrowRightIcon />
            </button>
          </nav>
        )}

        <NewsletterSignup
          className={styles.newsletter}
          text="Get the latest articles on aviation, tourism and hospitality careers delivered to your inbox."
        />
      </div>
    </>
  );
}
