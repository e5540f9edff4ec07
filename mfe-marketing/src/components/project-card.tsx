import type { ReactNode } from 'react';
import { Link } from '@brightwave/web-kit/router';
import type { ProjectSummary } from '@brightwave/site-content';
import { projectArt } from '../art/art';
import { Heading } from './heading';
import { Icon } from './icon';
import { Illustration } from './illustration';
import styles from './project-card.module.css';

interface ProjectCardProps {
  project: ProjectSummary;
  /** Where the card leads; the project travels along as navigation state. */
  to: string;
  action: string;
  /** Extra facts under the subtitle, e.g. rating and domain. */
  meta?: ReactNode;
}

/** A project as a card: drawing, category, name, title; the whole card is one link. */
export function ProjectCard({ project, to, action, meta }: ProjectCardProps) {
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        <Illustration art={projectArt(project.id).cover} alt="" />
        <span className={styles.category}>{project.category}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.name}>{project.name}</p>
        <Heading className={styles.title}>
          <Link to={to} state={project} className={styles.link}>
            {project.title}
          </Link>
        </Heading>
        <p className={styles.subtitle}>{project.subtitle}</p>
        {meta}
        <span className={styles.more} aria-hidden="true">
          {action} <Icon name="arrowRight" size={18} />
        </span>
      </div>
    </li>
  );
}
