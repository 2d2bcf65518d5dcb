// Site header: logo, main navigation with the current page highlighted, Register Now; a toggle menu on phones,
// which also holds the language switch (on wider screens it is in the top bar).
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { INSTITUTE } from '../../common/site';
import { useT } from '../i18n/i18n';
import { Icon } from './Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

/** `label`: the English label; the header shows `key` from the catalogue. */
export const NAV_ITEMS = [
  { label: 'Home', key: 'nav.home', to: '/', also: [] },
  { label: 'About', key: 'nav.about', to: '/about', also: [] },
  { label: 'Courses', key: 'nav.courses', to: '/courses', also: ['/admissions'] },
  { label: 'Placements', key: 'nav.placements', to: '/placements', also: [] },
  { label: 'Awards', key: 'nav.awards', to: '/awards', also: ['/achievements'] },
  { label: 'Blogs', key: 'nav.blogs', to: '/blogs', also: ['/blog/'] },
  { label: 'Gallery', key: 'nav.gallery', to: '/gallery', also: [] },
  // Not in the spec's menu: the open days (issue 35) had no link at all.
  { label: 'Open Days', key: 'nav.events', to: '/events', also: [] },
  { label: 'Contact', key: 'nav.contact', to: '/contact', also: [] },
] as const;

function isActive(pathname: string, item: (typeof NAV_ITEMS)[number]) {
  if (item.to === '/') return pathname === '/';
  return pathname === item.to || item.also.some((prefix: string) => pathname.startsWith(prefix));
}

export function Header() {
  const { pathname } = useLocation();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);

  // Any navigation (a link, the back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={t('header.home_label', { name: INSTITUTE.shortName })}>
          <Logo />
        </Link>
        <nav id="main-navigation" className={`main-nav ${menuOpen ? 'is-open' : ''}`} aria-label={t('nav.main')}>
          <ul>
            {NAV_ITEMS.map((item) => {
              const active = isActive(pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={active ? 'is-active' : undefined}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {t(item.key)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <LanguageSwitch className="language-switch--menu" />
        </nav>
        <div className="site-header__actions">
          <Link to="/register" className="button button--primary register-button">
            <span className="register-button__long">{t('action.register_now')}</span>
            <span className="register-button__short">{t('header.register_short')}</span>
          </Link>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-navigation"
            aria-label={menuOpen ? t('header.menu_close') : t('header.menu_open')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
          </button>
        </div>
      </div>
    </header>
  );
}
