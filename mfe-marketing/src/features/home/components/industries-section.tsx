import { home } from '@brightwave/site-content';
import { FeatureGrid } from '../../../components/feature-grid';
import { Section } from '../../../components/section';

/** The industries we serve (route /ClientIndustries). */
export function IndustriesSection() {
  const { industries } = home;
  return (
    <Section eyebrow={industries.eyebrow} title={industries.title} lead={industries.lead}>
      <FeatureGrid
        items={industries.items}
        marker={['shield', 'layers', 'sparkles', 'users', 'rocket', 'chart']}
      />
    </Section>
  );
}
