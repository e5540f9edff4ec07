import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from '@brightwave/web-kit/router';
import styles from './console.module.css';
import { PAGE_PATHS } from '@brightwave/site-content';

/** `also`: other routes that show the same section (/authorsRequest is the older address of /admin). */
const SECTIONS: Array<{ to: string; label: string; also?: string }> = [
  { to: PAGE_PATHS.adminOverview, label: 'Overview' },
  { to: PAGE_PATHS.adminLeads, label: 'Leads' },
  { to: PAGE_PATHS.admin, label: 'Author applications', also: PAGE_PATHS.authorRequests },
  { to: PAGE_PATHS.adminPeople, label: 'People' },
  { to: PAGE_PATHS.adminContent, label: 'Content' },
  { to: PAGE_PATHS.adminSubscribers, label: 'Subscribers' },
  { to: PAGE_PATHS.adminAssistant, label: 'Chat assistant' },
  { to: PAGE_PATHS.adminAudit, label: 'Audit log' },
  { to: PAGE_PATHS.adminSpeed, label: 'Speed' },
];

/** The admin console's frame: its own navigation beside (on phones above) the section. */
export function ConsoleLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  // The section shown here (a trailing slash aside) is marked as the current page.
  const here = useLocation().pathname.replace(/(.)\/$/, '$1');
  const current = useRef<HTMLAnchorElement>(null);
  // On phones the sections are one row that scrolls sideways: bring the current one into view.
  useEffect(() => {
    const link = current.current;
    const row = link?.parentElement?.parentElement;
    if (link && row && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = link.offsetLeft - row.offsetLeft;
    }
  }, [here]);
  return (
    <div className={`bw-container ${styles.layout}`}>
      <nav className={styles.nav} aria-label="Admin console">
        <p className={styles.navTitle}>Admin console</p>
        <ul>
          {SECTIONS.map((section) => {
            const active = [section.to, section.also].includes(here);
            return (
              <li key={section.to}>
                <Link
                  to={section.to}
                  className={active ? styles.active : undefined}
                  aria-current={active ? 'page' : undefined}
                  ref={active ? current : undefined}
                >
                  {section.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className={styles.section} aria-labelledby="admin-section-title">
        <h1 id="admin-section-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </section>
    </div>
  );
}
