// The frame of every public page: top bar, header, the page, footer.
import { useContext, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { DEFAULT_LANGUAGE, TRANSLATED_PAGES } from '../../common/languages';
import { useLanguage, useT } from '../i18n/i18n';
import { useSiteSettings } from '../site-settings';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { HeadContext } from './PageMeta';
import { TopBar } from './TopBar';

export function Layout() {
  const { pathname, hash } = useLocation();
  const head = useContext(HeadContext);
  const settings = useSiteSettings();
  const t = useT();
  const language = useLanguage();
  // A page not yet translated shows its English body inside the translated frame, marked so for screen readers.
  const pageId = useMatches().at(-1)?.id ?? '';
  const bodyLanguage = language === DEFAULT_LANGUAGE || TRANSLATED_PAGES.has(pageId) ? undefined : DEFAULT_LANGUAGE;
  // On the server: the institute's JSON-LD in <head> names the phones and profiles the page shows.
  if (head) head.settings = settings;

  // A new page starts at the top; links with a #fragment are scrolled by their page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1} lang={bodyLanguage}>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
