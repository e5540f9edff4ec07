import { home, PAGE_PATHS } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { heroArt } from '../../../art/art';
import { PageHero } from '../../../components/page-hero';
import { StatList } from '../../../components/stat-list';

export function HomeHero() {
  return (
    <PageHero
      eyebrow={home.hero.eyebrow}
      title={home.hero.title}
      lead={home.hero.lead}
      art={heroArt}
      artAlt="A dashboard in a browser window beside a mobile app, both built by Brightwave"
      actions={
        <>
          <ButtonLink to={PAGE_PATHS.contact}>{home.hero.actions.contact}</ButtonLink>
          <ButtonLink to={PAGE_PATHS.allServices} variant="onDark">
            {home.hero.actions.explore}
          </ButtonLink>
        </>
      }
    >
      <StatList stats={home.trustBadges} tone="onDark" label="Why clients trust us" />
    </PageHero>
  );
}
