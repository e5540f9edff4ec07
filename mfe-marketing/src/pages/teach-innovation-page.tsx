import { innovation, PAGE_PATHS } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { innovationArt } from '../art/art';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { Nest } from '../components/heading';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

/** /teachinnovation: how the company brings new technology to clients. */
export default function TeachInnovationPage() {
  return (
    <>
      <PageHero
        eyebrow={innovation.eyebrow}
        title={innovation.title}
        lead={innovation.lead}
        art={innovationArt}
        artAlt="An AI assistant in a browser beside a document editing app"
        actions={
          <>
            <ButtonLink to={PAGE_PATHS.aiService}>{innovation.actions.ai}</ButtonLink>
            <ButtonLink to={PAGE_PATHS.contact} variant="onDark">
              {innovation.actions.contact}
            </ButtonLink>
          </>
        }
      />
      <Nest>
        <Section {...innovation.principlesSection}>
          <FeatureGrid
            items={innovation.principles}
            marker={['sparkles', 'check', 'shield', 'users']}
            columns={4}
          />
        </Section>
        <Section {...innovation.stepsSection} tone="tint">
          <FeatureGrid items={innovation.steps} marker="number" columns={4} />
        </Section>
        <CtaBand
          copy={innovation.cta}
          secondary={{ label: innovation.actions.services, to: PAGE_PATHS.allServices }}
        />
      </Nest>
    </>
  );
}
