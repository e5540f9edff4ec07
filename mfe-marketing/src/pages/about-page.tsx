import { about, PAGE_PATHS } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { aboutArt, innovationArt } from '../art/art';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { Heading, Nest } from '../components/heading';
import { Icon } from '../components/icon';
import { Illustration } from '../components/illustration';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import styles from './about-page.module.css';

/** /about and /aboutceative. */
export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={about.intro.eyebrow}
        title={about.intro.title}
        lead={about.intro.lead}
        art={aboutArt}
        artAlt="A project board and a progress chart: how we share our work with clients"
        actions={
          <>
            <ButtonLink to={PAGE_PATHS.allServices}>{about.actions.services}</ButtonLink>
            <ButtonLink to={PAGE_PATHS.contact} variant="onDark">
              {about.actions.contact}
            </ButtonLink>
          </>
        }
      />
      <Nest>
        <Section {...about.featuresSection}>
          <FeatureGrid items={about.features} marker={['sparkles', 'code', 'chart']} />
        </Section>

        <section className={styles.story}>
          <div className={`bw-container ${styles.storyInner}`}>
            <Illustration art={innovationArt} alt="" className={styles.storyArt} />
            <div>
              <p className={styles.eyebrow}>{about.story.eyebrow}</p>
              <Heading className={styles.storyTitle}>{about.story.title}</Heading>
              <Nest>
                <ul className={styles.points}>
                  {about.points.map((point) => (
                    <li key={point.title}>
                      <span className={styles.pointIcon}>
                        <Icon name="check" size={18} />
                      </span>
                      <div>
                        <Heading className={styles.pointTitle}>{point.title}</Heading>
                        <p className={styles.pointText}>{point.text}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </Nest>
              <div className={styles.actions}>
                <ButtonLink to={PAGE_PATHS.allServices}>{about.actions.services}</ButtonLink>
                <ButtonLink to={PAGE_PATHS.contact} variant="secondary">
                  {about.actions.contact}
                </ButtonLink>
              </div>
            </div>
          </div>
        </section>

        <section className={styles.highlights}>
          <div className="bw-container">
            <Heading className="bw-visually-hidden">Highlights</Heading>
            <Nest>
              <FeatureGrid
                items={about.highlights}
                marker={['star', 'layers', 'rocket']}
                tone="dark"
              />
            </Nest>
            <StatList stats={about.stats} tone="onDark" label="Brightwave in numbers" />
          </div>
        </section>

        <Section {...about.process} tone="tint">
          <FeatureGrid items={about.process.steps} marker="number" />
        </Section>

        <CtaBand
          copy={about.cta}
          secondary={{ label: about.actions.services, to: PAGE_PATHS.allServices }}
        />
      </Nest>
    </>
  );
}
