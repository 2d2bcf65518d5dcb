// One article in the blog list: a card in the grid view (2 tags) or a row in the list view (3 tags).
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../../common/types';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useLanguage, useT } from '../../i18n/i18n';
import styles from './blogs.module.css';
import { BookmarkIcon, CalendarIcon, ClockIcon, EyeIcon, ShareIcon, UserIcon } from './icons';
import { shareBlogPost } from './share';
import { categoryText, countText, postDate, readTimeText } from './texts';

type BlogCardProps = {
  post: BlogPostSummary;
  view: 'grid' | 'list';
  bookmarked: boolean;
  onToggleBookmark: (id: number) => void;
  /** The first card: its image is a phone's largest paint, so it is fetched first. */
  first?: boolean;
};

export function BlogCard({ post, view, bookmarked, onToggleBookmark, first }: BlogCardProps) {
  const t = useT();
  const language = useLanguage();
  const tags = post.tags.slice(0, view === 'grid' ? 2 : 3);
  // The post's own words (title, excerpt, tags, author) are in its language: marked when it is not the page's.
  const postLang = post.language === language ? undefined : post.language;
  const readTime = readTimeText(t, language, post.read_time);
  // A button's name around a title in another language: its own words and the marked title, by reference.
  const ids = useId();
  const named = (id: string, label: string) =>
    postLang ? { 'aria-labelledby': `${ids}-${id} ${ids}-title` } : { 'aria-label': label };
  return (
    <article className={view === 'grid' ? styles.card : `${styles.card} ${styles.cardList}`} data-testid="blog-card">
      <Link to={`/blog/${post.slug}`} className={styles.cardImage} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={post.image}
          alt=""
          width={800}
          height={480}
          sizes="(max-width: 700px) 100vw, 400px"
          priority={first}
        />
        <span className={styles.categoryBadge}>{categoryText(t, language, post.category)}</span>
      </Link>
      <div className={styles.cardBody}>
        <div className={styles.cardMeta}>
          <span>
            <CalendarIcon /> <time dateTime={post.date}>{postDate(language, post.date, 'short')}</time>
          </span>
          <span>
            <ClockIcon /> {readTime ?? <span lang={post.language}>{post.read_time}</span>}
          </span>
          <span>
            <EyeIcon /> {t('blogs.views', { count: post.views, views: countText(language, post.views) })}
          </span>
        </div>
        <h2 className={styles.cardTitle} lang={postLang} id={postLang && `${ids}-title`}>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </h2>
        <p className={styles.cardExcerpt} lang={postLang}>
          {post.excerpt}
        </p>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('blogs.tags')} lang={postLang}>
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.cardFooter}>
          <span className={styles.author} lang={postLang}>
            <UserIcon /> {post.author}
          </span>
          <span className={styles.cardActions}>
            <button
              type="button"
              className={styles.iconButton}
              aria-pressed={bookmarked}
              {...named(
                'bookmark',
                bookmarked
                  ? t('blogs.bookmark.remove_post', { title: post.title })
                  : t('blogs.bookmark.add_post', { title: post.title }),
              )}
              title={bookmarked ? t('blogs.bookmark.remove') : t('blogs.bookmark.add')}
              onClick={() => onToggleBookmark(post.id)}
              data-testid="bookmark"
            >
              <BookmarkIcon filled={bookmarked} />
              {postLang && (
                <span className={styles.visuallyHidden} id={`${ids}-bookmark`}>
                  {bookmarked ? t('blogs.bookmark.remove') : t('blogs.bookmark.add')}
                </span>
              )}
            </button>
            <button
              type="button"
              className={styles.iconButton}
              {...named('share', t('blogs.share.post', { title: post.title }))}
              title={t('blogs.share.title')}
              onClick={() => void shareBlogPost(post, t('blogs.share.copied'))}
              data-testid="share"
            >
              <ShareIcon />
              {postLang && (
                <span className={styles.visuallyHidden} id={`${ids}-share`}>
                  {t('blogs.share.title')}
                </span>
              )}
            </button>
          </span>
        </div>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true" data-testid="blog-skeleton">
      <div className={`${styles.cardImage} ${styles.skeleton}`} />
      <div className={styles.cardBody}>
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '40%' }} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '90%', height: '1.4rem' }} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '70%' }} />
      </div>
    </div>
  );
}
