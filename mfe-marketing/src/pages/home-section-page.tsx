import { home, PAGE_PATHS } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { StateCard } from '../components/state-card';
import { homeSections, isHomeSectionName } from '../features/home/components/sections';
import styles from './home-section-page.module.css';

interface HomeSectionPageProps {
  /** The route name, e.g. "OurServices"; the shell passes it. */
  section: string;
}

/** One home-page section on its own page; its title becomes the page's h1. */
export default function HomeSectionPage({ section }: HomeSectionPageProps) {
  if (!isHomeSectionName(section)) {
    return (
      <div className={styles.missing}>
        <StateCard
          icon="alert"
          title="This section does not exist"
          actions={<ButtonLink to={PAGE_PATHS.home}>Go to the home page</ButtonLink>}
        >
          <p>The page you asked for is not part of our site. The home page has everything.</p>
        </StateCard>
      </div>
    );
  }
  const Section = homeSections[section];
  return (
    <div className={styles.page}>
      <Section />
      <div className={styles.more}>
        <ButtonLink to={PAGE_PATHS.home} variant="secondary">
          {home.wholePage}
        </ButtonLink>
      </div>
    </div>
  );
}
