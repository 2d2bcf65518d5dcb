// The latest three articles (loaded lazily, after the rest of the home page).

import { Link } from 'react-router-dom';
import type { BlogCategory } from '../../../common/enums';
import { DEFAULT_LANGUAGE } from '../../../common/languages';
import type { BlogPostSummary } from '../../../common/types';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { calendarDate } from '../../format';
import { useLanguage, useT } from '../../i18n/i18n';

/** Each category's name in the page's language (the badge is in the page's language, as the post's marker). */
const CATEGORY_KEYS: Record<BlogCategory, { key: string }> = {
  aviation: { key: 'home.blog.category.aviation' },
  hospitality: { key: 'home.blog.category.hospitality' },
  career: { key: 'home.blog.category.career' },
  education: { key: 'home.blog.category.education' },
  industry: { key: 'home.blog.category.industry' },
};

export default function MiniBlog({ posts }: { posts: BlogPostSummary[] }) {
  const t = useT();
  const language = useLanguage();
  if (!posts.length) return null;
  return (
    <section className="section mini-blog" aria-labelledby="mini-blog-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">{t('home.blog.eyebrow')}</p>
          <h2 id="mini-blog-heading">{t('home.blog.title')}</h2>
          <p className="section-heading__intro">{t('home.blog.intro')}</p>
        </div>
        <ul className="mini-blog__grid">
          {posts.map((post) => {
            // The page's language first (the loader's postsForLanguage); a post only in another language says so.
            const postLanguage = post.language ?? DEFAULT_LANGUAGE;
            const other = postLanguage !== language;
            return (
              <li key={post.id} className="blog-teaser" lang={other ? postLanguage : undefined}>
                <ResponsiveImage
                  src={post.image}
                  alt={post.title}
                  width={800}
                  height={480}
                  sizes="(max-width: 700px) 100vw, 400px"
                />
                <div className="blog-teaser__body">
                  <p className="blog-teaser__meta">
                    <span className="badge" lang={other ? language : undefined}>
                      {CATEGORY_KEYS[post.category] ? t(CATEGORY_KEYS[post.category].key) : post.category}
                    </span>
                    {other ? (
                      <span className="badge badge--muted" lang={language}>
                        {t('home.blog.in_language', { language: postLanguage })}
                      </span>
                    ) : null}
                    <time dateTime={post.date} lang={language}>
                      {calendarDate(language, post.date, 'long')}
                    </time>
                  </p>
                  <h3>
                    <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                  </h3>
                  <p>{post.excerpt}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="section__action">
          <Link to="/blogs" className="button button--outline">
            {t('home.blog.all')}
          </Link>
        </p>
      </div>
    </section>
  );
}
