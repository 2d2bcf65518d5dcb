// /blog/{slug}: one article with its author, figures, tags and up to three related articles of the same category.
import { Suspense, useEffect, useRef } from 'react';
import {
  Await,
  isRouteErrorResponse,
  Link,
  Navigate,
  useAsyncError,
  useLoaderData,
  useParams,
  useRouteError,
} from 'react-router-dom';
import { toKolkataInput } from '../../../common/kolkata';
import { blogPostJsonLd } from '../../../common/structured-data';
import type { BlogPost, BlogPostSummary } from '../../../common/types';
import { ErrorScreen } from '../../components/ErrorScreen';
import { NewsletterSignup } from '../../components/NewsletterSignup';
import { PageMeta } from '../../components/PageMeta';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { formatCount, longDate, shortDate } from '../../format';
import { blogCategoryLabel } from '../blogs/blog-list';
import { useBookmarks } from '../blogs/bookmarks';
import { ArrowLeftIcon, BookmarkIcon, CalendarIcon, ClockIcon, EyeIcon, ShareIcon, TagIcon } from '../blogs/icons';
import { shareBlogPost } from '../blogs/share';
import styles from './blog-post.module.css';

export type BlogPostLoaderData = {
  post: BlogPost | null | Promise<BlogPost | null>;
  related: BlogPostSummary[] | Promise<BlogPostSummary[]>;
};

export const RELATED_POSTS_MAX = 3;

export function relatedPosts(all: BlogPostSummary[], post: Pick<BlogPost, 'id' | 'category'>): BlogPostSummary[] {
  return all.filter((other) => other.category === post.category && other.id !== post.id).slice(0, RELATED_POSTS_MAX);
}

export function BlogPostPage() {
  const { post, related } = useLoaderData() as BlogPostLoaderData;
  const { slug } = useParams();
  return (
    // A new boundary per post, so going from one post to a related one shows the skeleton too.
    <Suspense key={slug} fallback={<BlogPostSkeleton />}>
      <Await resolve={post} errorElement={<PostLoadError />}>
        {(loaded: BlogPost | null) => {
          if (!loaded) return <BlogPostNotFound />;
          // Reached by an earlier slug in the browser: the address becomes the current one.
          if (loaded.slug !== slug) return <Navigate to={`/blog/${loaded.slug}`} replace />;
          return <BlogPostArticle post={loaded} related={related} />;
        }}
      </Await>
    </Suspense>
  );
}

function PostLoadError() {
  const error = useAsyncError();
  if (error) return <ErrorScreen onRetry={() => window.location.reload()} />;
  return null;
}

/** The route's error boundary: the server answers 404 with this for a post that does not exist. */
export function BlogPostErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogPostNotFound />;
  return (
    <>
      <PageMeta title="Something went wrong" />
      <ErrorScreen onRetry={() => window.location.reload()} />
    </>
  );
}

export function BlogPostNotFound() {
  return (
    <div className={styles.notFound}>
      <PageMeta
        title="Blog post not found"
        description="The article you are looking for does not exist or has been removed."
        noindex
      />
      <h1>Blog post not found</h1>
      <p>The article you are looking for does not exist or may have been removed.</p>
      <Link to="/blogs" className={styles.backButton}>
        <ArrowLeftIcon /> Back to all articles
      </Link>
    </div>
  );
}

function useCountView(id: number, counts: boolean) {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    // Once per visit of a post, even when React runs effects twice while developing; a preview is not a visit.
    if (!counts || counted.current === id) return;
    counted.current = id;
    fetch(`/api/public/blog_posts/${id}/views`, { method: 'POST', keepalive: true }).catch(() => {
      // A lost view count is not worth bothering the reader about.
    });
  }, [id, counts]);
}

function BlogPostArticle({ post, related }: { post: BlogPost; related: BlogPostLoaderData['related'] }) {
  const { bookmarks, toggleBookmark } = useBookmarks();
  const bookmarked = bookmarks.has(post.id);
  // Only a preview link shows a post that is not live; the server marks it.
  const preview = post.not_live === true;
  useCountView(post.id, !preview);

  return (
    <>
      <PageMeta
        title={post.title}
        fullTitle={post.meta_title ?? undefined}
        description={post.meta_description || post.excerpt}
        url={`/blog/${post.slug}`}
        image={post.social_image || post.image}
        type="article"
        keywords={post.tags.join(', ')}
        jsonLd={blogPostJsonLd(post, blogCategoryLabel(post.category))}
      />
      <article className={styles.article}>
        {preview && (
          <p className={styles.previewBanner} role="status">
            <strong>Not published: preview.</strong> Visitors cannot see this post yet
            {post.publish_at && Date.parse(post.publish_at) > Date.now()
              ? `; it is set to go live on ${longDate(toKolkataInput(post.publish_at).slice(0, 10))}.`
              : '.'}
          </p>
        )}
        <header className={styles.header}>
          <div className={styles.column}>
            <Link to="/blogs" className={styles.backLink}>
              <ArrowLeftIcon /> Back to all articles
            </Link>
            <div className={styles.headerMeta}>
              <span className={styles.category}>{blogCategoryLabel(post.category)}</span>
              <span>
                <CalendarIcon /> <time dateTime={post.date}>{longDate(post.date)}</time>
              </span>
            </div>
            <h1 className={styles.title}>{post.title}</h1>
            <p className={styles.excerpt}>{post.excerpt}</p>
            <div className={styles.byline}>
              <div className={styles.author}>
                {post.author_image ? (
                  <ResponsiveImage
                    src={post.author_image}
                    alt={post.author}
                    width={56}
                    height={56}
                    className={styles.authorImage}
                    eager
                  />
                ) : (
                  <span className={styles.authorInitials} aria-hidden="true">
                    {initials(post.author)}
                  </span>
                )}
                <div>
                  <p className={styles.authorName}>{post.author}</p>
                  <p className={styles.figures}>
                    <span>
                      <ClockIcon /> {post.read_time}
                    </span>
                    <span data-testid="view-count">
                      <EyeIcon /> {formatCount(post.views)} views
                    </span>
                  </p>
                </div>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.actionButton}
                  aria-pressed={bookmarked}
                  onClick={() => toggleBookmark(post.id)}
                  data-testid="bookmark"
                >
                  <BookmarkIcon filled={bookmarked} /> {bookmarked ? 'Bookmarked' : 'Bookmark'}
                </button>
                <button
                  type="button"
                  className={styles.actionButton}
                  onClick={() => void shareBlogPost(post)}
                  data-testid="share"
                >
                  <ShareIcon /> Share
                </button>
              </div>
            </div>
          </div>
        </header>

        <div className={styles.column}>
          <div className={styles.cover}>
            <ResponsiveImage
              src={post.image}
              alt={post.image_alt || post.title}
              width={1200}
              height={630}
              priority
              sizes="(max-width: 860px) 100vw, 820px"
            />
          </div>
          <div
            className={styles.content}
            data-testid="post-content"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises the HTML when saved and when served
            dangerouslySetInnerHTML={{ __html: post.content }}
          />

          {post.tags.length > 0 && (
            <div className={styles.tags}>
              <h2 className={styles.tagsTitle}>
                <TagIcon /> Tags
              </h2>
              <ul>
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={`/blogs?q=${encodeURIComponent(tag)}`}>#{tag}</Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </article>

      <div className={styles.column}>
        <Suspense fallback={null}>
          <Await resolve={related} errorElement={null}>
            {(posts: BlogPostSummary[]) => <RelatedPosts posts={posts} />}
          </Await>
        </Suspense>

        <Link to="/blogs" className={styles.backButton}>
          <ArrowLeftIcon /> Back to all articles
        </Link>

        <NewsletterSignup
          className={styles.newsletter}
          title="Stay Updated"
          text="Get new articles on aviation, tourism and hospitality careers in your inbox."
        />
      </div>
    </>
  );
}

function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">Related Articles</h2>
      <ul className={styles.relatedGrid}>
        {posts.map((post) => (
          <li key={post.id} className={styles.relatedCard} data-testid="related-post">
            <div className={styles.relatedImage}>
              <ResponsiveImage
                src={post.image}
                alt=""
                width={600}
                height={360}
                sizes="(max-width: 700px) 100vw, 380px"
              />
            </div>
            <div className={styles.relatedBody}>
              <span className={styles.relatedCategory}>{blogCategoryLabel(post.category)}</span>
              <h3>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h3>
              <p>
                <time dateTime={post.date}>{shortDate(post.date)}</time> · {post.read_time}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

function BlogPostSkeleton() {
  return (
    <div className={styles.column} aria-busy="true" data-testid="post-skeleton">
      <span className={styles.visuallyHidden} role="status">
        Loading article…
      </span>
      <div className={styles.skeletonBlock} aria-hidden="true">
        <div className={styles.skeleton} style={{ width: '8rem', height: '1.5rem' }} />
        <div className={styles.skeleton} style={{ width: '90%', height: '2.5rem' }} />
        <div className={styles.skeleton} style={{ width: '70%', height: '1.2rem' }} />
        <div className={styles.skeleton} style={{ width: '12rem', height: '3.5rem', borderRadius: '2rem' }} />
        <div className={styles.skeleton} style={{ width: '100%', aspectRatio: '1200 / 630' }} />
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className={styles.skeleton} style={{ width: `${95 - index * 5}%`, height: '1rem' }} />
        ))}
      </div>
    </div>
  );
}
