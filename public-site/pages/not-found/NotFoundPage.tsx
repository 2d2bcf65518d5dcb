// The page for an address that does not exist (served with status 404).
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { useT } from '../../i18n/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="not-found">
      <PageMeta title={t('notfound.title')} description={t('notfound.description')} noindex />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notfound.title')}</h1>
      <p>{t('notfound.text')}</p>
      <div className="button-row">
        <Link to="/" className="button button--primary">
          {t('notfound.home')}
        </Link>
        <Link to="/courses" className="button button--outline">
          {t('action.explore_courses')}
        </Link>
        <Link to="/contact" className="button button--outline">
          {t('notfound.contact')}
        </Link>
      </div>
    </section>
  );
}
