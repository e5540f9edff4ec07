import { Link } from 'react-router-dom';
import { company, footerContact, footerLinks, serviceLinks } from '@brightwave/site-content';
import { LogoMark } from './logo';
import { SocialIcon } from './social-icon';
import styles from './footer.module.css';

const companyLinks = footerLinks.filter((link) => !serviceLinks.includes(link));

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`bw-container ${styles.grid}`}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand} aria-label={`${company.name}, home`}>
            <LogoMark size={36} />
            <span>{company.shortName}</span>
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

        <nav aria-labelledby="footer-services" className={styles.column}>
          <h2 id="footer-services" className={styles.heading}>
            Services
          </h2>
          <ul className={styles.list}>
            {serviceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-company" className={styles.column}>
          <h2 id="footer-company" className={styles.heading}>
            Company
          </h2>
          <ul className={styles.list}>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {link.label}
                  {link.hot && <span className={styles.hot}>HOT</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

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
