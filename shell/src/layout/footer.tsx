import { Link } from '@brightwave/web-kit/router';
import {
  company,
  footerContact,
  footerLinks,
  serviceLinks,
  PAGE_PATHS,
} from '@brightwave/site-content';
import { LogoMark } from './logo';
import { SocialIcon } from '@brightwave/web-kit';
import styles from './footer.module.css';

type FooterLink = (typeof footerLinks)[number];

const companyLinks = footerLinks.filter((link) => !serviceLinks.includes(link));

function FooterLinks({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              {link.label}
              {link.hot && (
                <>
                  <span className={styles.hot} aria-hidden="true">
                    HOT
                  </span>
                  <span className="bw-visually-hidden"> (popular)</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`bw-container ${styles.grid}`}>
        <div className={styles.about}>
          <Link to={PAGE_PATHS.home} className={styles.brand}>
            <LogoMark size={36} />
            <span>{company.shortName}</span>
            <span className="bw-visually-hidden">, home</span>
          </Link>
          <p className={styles.tagline}>{company.tagline}.</p>
          <ul className={styles.social} aria-label="Social media">
            {company.social.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  aria-label={social.network}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks id="footer-services" title="Services" links={serviceLinks} />
        <FooterLinks id="footer-company" title="Company" links={companyLinks} />

        <div className={styles.column}>
          <h2 className={styles.heading}>Get in touch</h2>
          <ul className={styles.list}>
            <li>
              <a href={`tel:${footerContact.phone.replace(/[^+\d]/g, '')}`}>
                {footerContact.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${footerContact.email}`}>{footerContact.email}</a>
            </li>
            <li className={styles.muted}>{company.hours.weekdays}</li>
          </ul>
        </div>
      </div>
      <div className={`bw-container ${styles.bottom}`}>
        <p>
          © {company.copyrightYear} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
