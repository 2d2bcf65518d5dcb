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
import { DEFAULT_LANGUAGE, type Language, localizedPath, type SiteLanguage } from '../../../common/languages';
import { blogPostJsonLd } from '../../../common/structured-data';
import type { BlogPost, BlogPostSummary } from '../../../common/types';
import { ErrorScreen } from '../../components/ErrorScreen';
import { NewsletterSignup } from '../../components/NewsletterSignup';
import { PageMeta } from '../../components/PageMeta';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { calendarDate } from '../../format';
import { formatNumber, useLanguage, useT } from '../../i18n/i18n';
import { blogCategoryLabel } from '../blogs/blog-list';
import { useBookmarks } from '../blogs/bookmarks';
import { ArrowLeftIcon, BookmarkIcon, CalendarIcon, ClockIcon, EyeIcon, ShareIcon, TagIcon } from '../blogs/icons';
import { shareBlogPost } from '../blogs/share';
import styles from './blog-post.module.css';

type Translate = ReturnType<typeof useT>;

/** Each category's name in the page's language (English: blogCategoryLabel, as before). */
const CATEGORY_KEYS: Record<string, { key: string }> = {
  aviation: { key: 'blog-post.category.aviation' },
  hospitality: { key: 'blog-post.category.hospitality' },
  career: { key: 'blog-post.category.career' },
  education: { key: 'blog-post.category.education' },
  industry: { key: 'blog-post.category.industry' },
};
const categoryText = (t: Translate, language: Language, category: string) =>
  language === DEFAULT_LANGUAGE || !CATEGORY_KEYS[category]
    ? blogCategoryLabel(category)
    : t(CATEGORY_KEYS[category].key);

/** A calendar date ('YYYY-MM-DD') as the page's language writes it (English: format.ts, as before). */
const dateText = (language: Language, date: string, style: 'short' | 'long') => calendarDate(language, date, style);

/** The staff's "5 min read" in the page's language; another text as written (null), in the post's language. */
function readTimeText(t: Translate, language: Language, readTime: string): string | null {
  if (language === DEFAULT_LANGUAGE) return readTime;
  const minutes = /^(\d+)\s*min(?:ute)?s?\s+read$/i.exec(readTime.trim())?.[1];
  return minutes ? t('blog-post.read_time', { minutes: formatNumber(language, Number(minutes)) }) : null;
}

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
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogPostNotFound />;
  return (
    <>
      <PageMeta title={t('blog-post.error.title')} />
      <ErrorScreen onRetry={() => window.location.reload()} />
    </>
  );
}

export function BlogPostNotFound() {
  const t = useT();
  return (
    <div className={styles.notFound}>
      <PageMeta title={t('blog-post.not_found.title')} description={t('blog-post.not_found.description')} noindex />
      <h1>{t('blog-post.not_found.title')}</h1>
      <p>{t('blog-post.not_found.text')}</p>
      <Link to="/blogs" className={styles.backButton}>
        <ArrowLeftIcon /> {t('blog-post.back')}
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

/** Each offer in its own language, as a reader of that language looks for it. */
const READ_IN: Record<SiteLanguage, string> = {
  en: 'Read in English',
  bn: 'বাংলায় পড়ুন',
  hi: 'हिन्दी में पढ़ें',
};

/** The post's other languages, each a link to that version at its language's address. */
function ReadIn({ translations }: { translations: BlogPost['translations'] }) {
  const t = useT();
  if (!translations?.length) return null;
  return (
    <nav className={styles.readIn} aria-label={t('blog-post.read_in')} data-testid="read-in">
      {translations.map((translation) => (
        <a
          key={translation.language}
          href={localizedPath(translation.language, `/blog/${translation.slug}`)}
          lang={translation.language}
          hrefLang={translation.language}
          title={translation.title}
        >
          {READ_IN[translation.language]}
        </a>
      ))}
    </nav>
  );
}

function BlogPostArticle({ post, related }: { post: BlogPost; related: BlogPostLoaderData['related'] }) {
  const { bookmarks, toggleBookmark } = useBookmarks();
  const bookmarked = bookmarks.has(post.id);
  // Only a preview link shows a post that is not live; the server marks it.
  const preview = post.not_live === true;
  const t = useT();
  const language = useLanguage();
  const readTime = readTimeText(t, language, post.read_time);
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
            <strong>{t('blog-post.preview.title')}</strong>{' '}
            {post.publish_at && Date.parse(post.publish_at) > Date.now()
              ? t('blog-post.preview.scheduled', {
                  date: dateText(language, toKolkataInput(post.publish_at).slice(0, 10), 'long'),
                })
              : t('blog-post.preview.text')}
          </p>
        )}
        <header className={styles.header}>
          <div className={styles.column}>
            <Link to="/blogs" className={styles.backLink}>
              <ArrowLeftIcon /> {t('blog-post.back')}
            </Link>
            <div className={styles.headerMeta}>
              <span className={styles.category}>{categoryText(t, language, post.category)}</span>
              <span>
                <CalendarIcon /> <time dateTime={post.date}>{dateText(language, post.date, 'long')}</time>
              </span>
            </div>
            <h1 className={styles.title} lang={post.language}>
              {post.title}
            </h1>
            <p className={styles.excerpt} lang={post.language}>
              {post.excerpt}
            </p>
            <ReadIn translations={post.translations} />
            <div className={styles.byline}>
              <div className={styles.author} lang={post.language === language ? undefined : post.language}>
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
                  <p className={styles.authorName} lang={post.language === language ? undefined : post.language}>
                    {post.author}
                  </p>
                  <p className={styles.figures} lang={post.language === language ? undefined : language}>
                    <span>
                      <ClockIcon /> {readTime ?? <span lang={post.language}>{post.read_time}</span>}
                    </span>
                    <span data-testid="view-count">
                      <EyeIcon />{' '}
                      {t('blog-post.views', {
                        views: formatNumber(language, post.views),
                      })}
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
                  <BookmarkIcon filled={bookmarked} />{' '}
                  {bookmarked ? t('blog-post.bookmarked') : t('blog-post.bookmark')}
                </button>
                <button
                  type="button"
                  className={styles.actionButton}
                  onClick={() => void shareBlogPost(post, t('blog-post.share.copied'))}
                  data-testid="share"
                >
                  <ShareIcon /> {t('blog-post.share.title')}
                </button>
              </div>
            </div>
          </div>
        </header>

        <div className={styles.column}>
          <div className={styles.cover} lang={post.language === language ? undefined : post.language}>
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
            lang={post.language}
            data-testid="post-content"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises the HTML when saved and when served
            dangerouslySetInnerHTML={{ __html: post.content }}
          />

          {post.tags.length > 0 && (
            <div className={styles.tags}>
              <h2 className={styles.tagsTitle}>
                <TagIcon /> {t('blog-post.tags')}
              </h2>
              <ul lang={post.language === language ? undefined : post.language}>
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
          <ArrowLeftIcon /> {t('blog-post.back')}
        </Link>

        <NewsletterSignup
          className={styles.newsletter}
          title={t('blog-post.newsletter.title')}
          text={t('blog-post.newsletter.text')}
        />
      </div>
    </>
  );
}

function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  const t = useT();
  const language = useLanguage();
  if (posts.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">{t('blog-post.related')}</h2>
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
              <span className={styles.relatedCategory}>{categoryText(t, language, post.category)}</span>
              <h3 lang={post.language === language ? undefined : post.language}>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h3>
              <p>
                <time dateTime={post.date}>{dateText(language, post.date, 'short')}</time> ·{' '}
                {readTimeText(t, language, post.read_time) ?? <span lang={post.language}>{post.read_time}</span>}
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
