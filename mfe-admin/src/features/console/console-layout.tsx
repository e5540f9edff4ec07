import type { ReactNode } from 'react';
import { NavLink } from '@brightwave/web-kit/router';
import styles from './console.module.css';

const SECTIONS = [
  { to: '/admin/overview', label: 'Overview' },
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin', label: 'Author applications' },
  { to: '/admin/people', label: 'People' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/audit', label: 'Audit log' },
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
  return (
    <div className={`bw-container ${styles.layout}`}>
      <nav className={styles.nav} aria-label="Admin console">
        <p className={styles.navTitle}>Admin console</p>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end
                className={({ isActive }) => (isActive ? styles.active : undefined)}
              >
                {section.label}
              </NavLink>
            </li>
          ))}
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
