// Site header: logo, main navigation with the current page highlighted, Register Now; a toggle menu on phones.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from './Icon';
import { Logo } from './Logo';

export const NAV_ITEMS = [
  { label: 'Home', to: '/', also: [] },
  { label: 'About', to: '/about', also: [] },
  { label: 'Courses', to: '/courses', also: ['/admissions'] },
  { label: 'Placements', to: '/placements', also: [] },
  { label: 'Awards', to: '/awards', also: ['/achievements'] },
  { label: 'Blogs', to: '/blogs', also: ['/blog/'] },
  { label: 'Gallery', to: '/gallery', also: [] },
  // Not in the spec's menu: the open days (issue 35) had no link at all.
  { label: 'Open Days', to: '/events', also: [] },
  { label: 'Contact', to: '/contact', also: [] },
] as const;

function isActive(pathname: string, item: (typeof NAV_ITEMS)[number]) {
  if (item.to === '/') return pathname === '/';
  return pathname === item.to || item.also.some((prefix: string) => pathname.startsWith(prefix));
}

export function Header() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // Any navigation (a link, the back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Skyline Institute home">
          <Logo />
        </Link>
        <nav id="main-navigation" className={`main-nav ${menuOpen ? 'is-open' : ''}`} aria-label="Main">
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
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="site-header__actions">
          <Link to="/register" className="button button--primary register-button">
            <span className="register-button__long">Register Now</span>
            <span className="register-button__short">Register</span>
          </Link>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-navigation"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
          </button>
        </div>
      </div>
    </header>
  );
}
