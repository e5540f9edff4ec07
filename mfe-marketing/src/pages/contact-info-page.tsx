import {
  company,
  contactGuide,
  contactInfoCopy as copy,
  PAGE_PATHS,
} from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { CtaBand } from '../components/cta-band';
import { Heading, Nest } from '../components/heading';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { ContactCard, tel } from '../features/contact/components/contact-card';
import { ContactFacts } from '../features/contact/components/contact-facts';
import styles from './contact-info-page.module.css';

/** /contactusinfo: every way to reach the company, with the offices in full. */
export default function ContactInfoPage() {
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={`${copy.hero.lead} ${company.hours.replyPromise}`}
        aside={<ContactFacts />}
        actions={
          <>
            <ButtonLink to={PAGE_PATHS.contact}>{copy.actions.message}</ButtonLink>
            <ButtonLink to={PAGE_PATHS.startProject} variant="onDark">
              {copy.actions.project}
            </ButtonLink>
          </>
        }
      />
      <Nest>
        <Section {...copy.offices}>
          <div className={styles.layout}>
            <div className={styles.main}>
              <ul className={styles.offices}>
                {company.offices.map((office) => (
                  <li key={office.city} className={styles.office}>
                    <span className={styles.pin}>
                      <Icon name="pin" size={24} />
                    </span>
                    <Heading className={styles.city}>{office.city}</Heading>
                    <p className={styles.country}>{office.country}</p>
                    <address className={styles.address}>{office.address}</address>
                    <p className={styles.hours}>
                      {company.hours.weekdays}
                      <br />
                      {company.hours.saturday}
                    </p>
                  </li>
                ))}
              </ul>
              <ul className={styles.guide}>
                {contactGuide.map((item) => (
                  <li key={item.title} className={styles.guideItem}>
                    <Heading className={styles.guideTitle}>{item.title}</Heading>
                    <p className={styles.guideText}>{item.text}</p>
                    <p className={styles.guideLinks}>
                      <a href={`mailto:${company.emails[item.channel]}`}>
                        <Icon name="mail" size={18} /> {company.emails[item.channel]}
                      </a>
                      <a href={tel(company.phones[item.channel])}>
                        <Icon name="phone" size={18} /> {company.phones[item.channel]}
                      </a>
                    </p>
                  </li>
                ))}
              </ul>
            </div>
            <ContactCard title={copy.card} />
          </div>
        </Section>
        <CtaBand copy={copy.cta} />
      </Nest>
    </>
  );
}
