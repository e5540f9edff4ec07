import { innovation } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { innovationArt } from '../../art/art';
import { CtaBand } from '../../components/cta-band';
import { FeatureGrid } from '../../components/feature-grid';
import { Nest } from '../../components/heading';
import { PageHero } from '../../components/page-hero';
import { Section } from '../../components/section';

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
            <ButtonLink to="/services/artificial-intelligence">AI services</ButtonLink>
            <ButtonLink to="/contactus" variant="onDark">
              Contact us
            </ButtonLink>
          </>
        }
      />
      <Nest>
        <Section
          eyebrow="Principles"
          title="What guides our innovation"
          lead="Curiosity with discipline: new ideas earn their place through evidence."
        >
          <FeatureGrid
            items={innovation.principles}
            marker={['sparkles', 'check', 'shield', 'users']}
            columns={4}
          />
        </Section>
        <Section
          eyebrow="Approach"
          title="From idea to impact in four steps"
          lead="The same loop runs in our lab and in every client project."
          tone="tint"
        >
          <FeatureGrid items={innovation.steps} marker="number" columns={4} />
        </Section>
        <CtaBand
          title="Curious what new technology could do for you?"
          text="Book a free session with our innovation team."
          secondary={{ label: 'Explore services', to: '/allservices' }}
        />
      </Nest>
    </>
  );
}
