import { dataAnalytics, dataAnalyticsCopy as copy, PAGE_PATHS } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { serviceArt } from '../art/art';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { Nest } from '../components/heading';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import {
  BenefitsSection,
  FaqSection,
  NeedsSection,
  RolesSection,
} from '../features/services/components/service-blocks';
import styles from './data-analytics-page.module.css';

export default function DataAnalyticsPage() {
  const page = dataAnalytics;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        art={serviceArt[page.art]}
        actions={
          <>
            <ButtonLink to={PAGE_PATHS.contact}>{copy.actions.start}</ButtonLink>
            <ButtonLink to={PAGE_PATHS.products} variant="onDark">
              {copy.actions.work}
            </ButtonLink>
          </>
        }
      >
        <p className={styles.badge}>
          <span className={styles.badgeValue}>{page.experienceYears}</span>{' '}
          <span className={styles.badgeLabel}>{page.experienceLabel}</span>
        </p>
      </PageHero>
      <Nest>
        <Section eyebrow={copy.intro.eyebrow} title={copy.intro.title} align="start">
          <p className={styles.intro}>{page.intro}</p>
        </Section>
        <NeedsSection needs={page.needs} />
        <RolesSection roles={page.roles} />
        <BenefitsSection benefits={page.benefits} />
        <Section {...copy.samples}>
          <FeatureGrid
            items={page.sampleServices}
            marker={['layers', 'chart', 'sparkles', 'shield']}
            columns={4}
          />
        </Section>
        <FaqSection faqs={page.faqs} />
        <CtaBand copy={copy.cta} />
      </Nest>
    </>
  );
}
