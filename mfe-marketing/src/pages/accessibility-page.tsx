import { company, PAGE_PATHS } from '@brightwave/site-content';
import { Link } from '@brightwave/web-kit/router';
import { Heading, Nest } from '../components/heading';
import { tel } from '../features/contact/components/contact-card';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import styles from './accessibility-page.module.css';

/** The one place a problem is reported (the company's support address). */
const REPORT_SUBJECT = 'Accessibility problem';

/** /accessibility: what the site meets, how that is tested, its known limits and how to report one. */
export default function AccessibilityPage() {
  const mail = `mailto:${company.emails.support}?subject=${encodeURIComponent(REPORT_SUBJECT)}`;
  return (
    <>
      <PageHero
        eyebrow="Accessibility"
        title="Accessibility statement"
        lead={`${company.name} wants everyone to be able to use this website, whatever the device, browser or assistive technology.`}
        compact
      />
      <Nest>
        <Section title="What the site meets" align="start">
          <div className={styles.prose}>
            <p>
              The site aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at
              level AA: the public pages, the blog, the editor, the chat assistant and the admin
              console.
            </p>
            <ul>
              <li>Every page works with the keyboard alone, with a visible focus indicator.</li>
              <li>Pages reflow to 320 px wide without horizontal scrolling.</li>
              <li>
                Animations are turned off when your system asks for reduced motion, and controls
                stay visible in forced-colours (high contrast) mode.
              </li>
              <li>Page changes, form errors and chat replies are announced to screen readers.</li>
            </ul>
          </div>
        </Section>
        <Section title="How it is tested" align="start" tone="tint">
          <div className={styles.prose}>
            <p>
              Every change runs automated tests in Chromium: axe-core checks every WCAG 2.2 A and AA
              rule and its best practices on every page, signed out and signed in, at phone and
              desktop widths, with the chat panel and the dialogs open. Keyboard and screen-reader
              behaviour is checked through the browser&rsquo;s accessibility tree.
            </p>
          </div>
        </Section>
        <Section title="Known limits" align="start">
          <div className={styles.prose}>
            <ul>
              <li>
                Blog posts are written by their authors: images they add may lack a useful text
                alternative, and colours they choose in the editor may have too little contrast.
              </li>
              <li>
                Automated tests cannot find every barrier; the site has not yet been audited by
                people who use assistive technology every day.
              </li>
            </ul>
          </div>
        </Section>
        <Section title="Report a problem" align="start" tone="tint">
          <div className={styles.prose}>
            <p>
              If something on this site is hard or impossible for you to use, tell us: write to{' '}
              <a href={mail}>{company.emails.support}</a> or call{' '}
              <a href={tel(company.phones.support)}>{company.phones.support}</a>, or use the{' '}
              <Link to={PAGE_PATHS.contact}>contact form</Link>. Say which page and what you were
              trying to do; we reply within two working days.
            </p>
            <Heading className={styles.updated}>Last reviewed</Heading>
            <p>November 2026.</p>
          </div>
        </Section>
      </Nest>
    </>
  );
}
