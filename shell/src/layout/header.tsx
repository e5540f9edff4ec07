import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@brightwave/web-kit/router';
import { signInPath, signOut, useSessionUser } from '@brightwave/web-kit';
import { company, headerLinks, PAGE_PATHS } from '@brightwave/site-content';
import { HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '@brightwave/contracts/plain';
import { LogoMark } from './logo';
import { navClass } from './nav-class';
import { ServicesMenu } from './services-menu';
import { useMediaQuery } from './use-media-query';
import styles from './header.module.css';

/** The desktop layout (hover dropdown) starts above the 768 px breakpoint. */
export const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

function Account() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <Link to={signInPath(`${pathname}${search}`)} className={styles.signIn}>
        Sign in
      </Link>
    );
  }
  return (
    <div className={styles.account}>
      <Link
        to={PAGE_PATHS.accountNotifications}
        className={styles.userName}
        title={`${user.email}: notification settings`}
      >
        <span className="bw-visually-hidden">Signed in as </span>
        {user.name}
        <span className="bw-visually-hidden">: notification settings</span>
      </Link>
      <button
        type="button"
        className={styles.signOut}
        onClick={() => {
          void signOut();
          void navigate('/');
        }}
      >
        Sign out
      </button>
    </div>
  );
}

export function Header() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const menuId = useId();

  // The mobile menu closes on every route change.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      className={`${styles.header} ${scrolled ? styles.scrolled : ''}`}
      data-scrolled={scrolled}
    >
      <div className={`bw-container ${styles.bar}`}>
        {/* Named by what it shows (WCAG 2.5.3, label in name), then where it goes. */}
        <Link to={PAGE_PATHS.home} className={styles.brand}>
          <LogoMark />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{company.shortName}</span>{' '}
            <span className={styles.tagline}>{company.tagline}</span>
          </span>
          <span className="bw-visually-hidden">, home</span>
        </Link>

        <button
          type="button"
          className={styles.hamburger}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className={styles.hamburgerBars} data-open={menuOpen} aria-hidden="true" />
        </button>

        <nav
          id={menuId}
          aria-label="Main"
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
        >
          <ul className={styles.links}>
            <li>
              <NavLink to={headerLinks.home.to} end className={navClass}>
                {headerLinks.home.label}
              </NavLink>
            </li>
            <ServicesMenu desktop={desktop} />
            {[headerLinks.product, headerLinks.blog, headerLinks.about, headerLinks.contact].map(
              (link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={navClass}>
                    {link.label}
                  </NavLink>
                </li>
              ),
            )}
            {user?.admin && (
              <li>
                <NavLink to={headerLinks.authors.to} className={navClass}>
                  {headerLinks.authors.label}
                </NavLink>
              </li>
            )}
          </ul>
          <Account />
        </nav>
      </div>
    </header>
  );
}
