// The page for an address that does not exist (served with status 404).
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <PageMeta
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        noindex
      />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or may have moved.</p>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          Back to Home
        </Link>
        <Link to="/courses" className="button button--outline">
          Explore Courses
        </Link>
        <Link to="/contact" className="button button--outline">
          Contact Us
        </Link>
      </div>
    </section>
  );
}
