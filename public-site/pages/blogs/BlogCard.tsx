// One article in the blog list: a card in the grid view (2 tags) or a row in the list view (3 tags).
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../../common/types';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { formatCount, shortDate } from '../../format';
import { blogCategoryLabel } from './blog-list';
import styles from './blogs.module.css';
import { BookmarkIcon, CalendarIcon, ClockIcon, EyeIcon, ShareIcon, UserIcon } from './icons';
import { shareBlogPost } from './share';

type BlogCardProps = {
  post: BlogPostSummary;
  view: 'grid' | 'list';
  bookmarked: boolean;
  onToggleBookmark: (id: number) => void;
  /** The first card: its image is a phone's largest paint, so it is fetched first. */
  first?: boolean;
};

export function BlogCard({ post, view, bookmarked, onToggleBookmark, first }: BlogCardProps) {
  const tags = post.tags.slice(0, view === 'grid' ? 2 : 3);
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
        <span className={styles.categoryBadge}>{blogCategoryLabel(post.category)}</span>
      </Link>
      <div className={styles.cardBody}>
        <div className={styles.cardMeta}>
          <span>
            <CalendarIcon /> <time dateTime={post.date}>{shortDate(post.date)}</time>
          </span>
          <span>
            <ClockIcon /> {post.read_time}
          </span>
          <span>
            <EyeIcon /> {formatCount(post.views)} views
          </span>
        </div>
        <h2 className={styles.cardTitle}>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </h2>
        <p className={styles.cardExcerpt}>{post.excerpt}</p>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.cardFooter}>
          <span className={styles.author}>
            <UserIcon /> {post.author}
          </span>
          <span className={styles.cardActions}>
            <button
              type="button"
              className={styles.iconButton}
              aria-pressed={bookmarked}
              aria-label={bookmarked ? `Remove bookmark: ${post.title}` : `Bookmark: ${post.title}`}
              title={bookmarked ? 'Remove bookmark' : 'Bookmark'}
              onClick={() => onToggleBookmark(post.id)}
              data-testid="bookmark"
            >
              <BookmarkIcon filled={bookmarked} />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Share: ${post.title}`}
              title="Share"
              onClick={() => void shareBlogPost(post)}
              data-testid="share"
            >
              <ShareIcon />
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
