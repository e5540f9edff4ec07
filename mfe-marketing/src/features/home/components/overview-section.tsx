import { home } from '@brightwave/site-content';
import { FeatureGrid } from '../../../components/feature-grid';
import { Section } from '../../../components/section';

/** The three benefit blurbs (route /BusinessSolutionsOverview). */
export function OverviewSection() {
  const { overview } = home;
  return (
    <Section eyebrow={overview.eyebrow} title={overview.title} lead={overview.lead}>
      <FeatureGrid items={overview.benefits} marker={['layers', 'users', 'shield']} />
    </Section>
  );
}
