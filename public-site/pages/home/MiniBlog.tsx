// The latest three articles (loaded lazily, after the rest of the home page).
import { Link } from 'react-router-dom';
import { BLOG_CATEGORY_LABELS } from '../../../common/enums';
import type { BlogPostSummary } from '../../../common/types';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { longDate } from '../../format';

export default function MiniBlog({ posts }: { posts: BlogPostSummary[] }) {
  if (!posts.length) return null;
  return (
    <section className="section mini-blog" aria-labelledby="mini-blog-heading">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__eyebrow">From Our Blog</p>
          <h2 id="mini-blog-heading">Latest Articles</h2>
          <p className="section-heading__intro">
            Career advice and industry news for aviation and hospitality aspirants.
          </p>
        </div>
        <ul className="mini-blog__grid">
          {posts.map((post) => (
            <li key={post.id} className="blog-teaser">
              <ResponsiveImage
                src={post.image}
                alt={post.title}
                width={800}
                height={480}
                sizes="(max-width: 700px) 100vw, 400px"
              />
              <div className="blog-teaser__body">
                <p className="blog-teaser__meta">
                  <span className="badge">{BLOG_CATEGORY_LABELS[post.category] ?? post.category}</span>
                  <time dateTime={post.date}>{longDate(post.date)}</time>
                </p>
                <h3>
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h3>
                <p>{post.excerpt}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="section__action">
          <Link to="/blogs" className="button button--outline">
            View All Articles
          </Link>
        </p>
      </div>
    </section>
  );
}
