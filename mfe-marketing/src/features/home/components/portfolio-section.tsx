import { useState } from 'react';
import {
  home,
  portfolioFilters,
  projectDetailCopy,
  projectsFor,
  type PortfolioFilter,
  PAGE_PATHS,
} from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { ProjectCard } from '../../../components/project-card';
import { Section } from '../../../components/section';
import { StateCard } from '../../../components/state-card';
import styles from './portfolio-section.module.css';

/** The portfolio grid with its filters (route /ProductShowcase). */
export function PortfolioSection() {
  const [filter, setFilter] = useState<PortfolioFilter>('All');
  const shown = projectsFor(filter);
  const { portfolio } = home;

  return (
    <Section eyebrow={portfolio.eyebrow} title={portfolio.title} lead={portfolio.lead} tone="tint">
      <div className={styles.filters} role="group" aria-label="Filter projects">
        {portfolioFilters.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.filter}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {value}
          </button>
        ))}
      </div>
      <p className="bw-visually-hidden" role="status">
        {`${shown.length} ${shown.length === 1 ? 'project' : 'projects'} shown`}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.grid} aria-label={`${filter} projects`}>
          {shown.map((project) => (
            // The older project page reads the chosen project from navigation state.
            <ProjectCard
              key={project.id}
              project={project}
              to={PAGE_PATHS.portfolioProject}
              action={projectDetailCopy.viewProject}
            />
          ))}
        </ul>
      ) : (
        <StateCard
          icon="sparkles"
          title={portfolio.aiEmpty.title}
          actions={
            <>
              <ButtonLink to={PAGE_PATHS.aiService}>{portfolio.aiEmpty.explore}</ButtonLink>
              <ButtonLink to={PAGE_PATHS.contact} variant="secondary">
                {portfolio.aiEmpty.talk}
              </ButtonLink>
            </>
          }
        >
          <p>{portfolio.aiEmpty.text}</p>
        </StateCard>
      )}
    </Section>
  );
}
