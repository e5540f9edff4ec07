import { ButtonAnchor } from '@brightwave/web-kit';
import { Link } from '@brightwave/web-kit/router';
import { projectDetailCopy as copy, PAGE_PATHS } from '@brightwave/site-content';
import { projectArt } from '../../../art/art';
import { CtaBand } from '../../../components/cta-band';
import { Heading, Nest } from '../../../components/heading';
import { Icon } from '../../../components/icon';
import { Illustration } from '../../../components/illustration';
import { PageHero } from '../../../components/page-hero';
import type { ProjectView } from '../utils/project-view';
import styles from './project-detail.module.css';

interface ProjectDetailProps {
  view: ProjectView;
  /** The live-site link's label ("Visit Live Site", or "More details" on the older page). */
  linkLabel: string;
  back: { to: string; label: string };
}

/** A product or portfolio project: hero, facts, the story, and three illustrated blocks. */
export function ProjectDetail({ view, linkLabel, back }: ProjectDetailProps) {
  const art = projectArt(view.id);
  const facts = [
    { term: copy.facts.published, value: view.published },
    { term: copy.facts.services, value: view.services },
    { term: copy.facts.industry, value: view.industry },
  ];

  return (
    <>
      <PageHero
        back={
          <Link to={back.to} className={styles.back}>
            <Icon name="arrowLeft" size={18} /> {back.label}
          </Link>
        }
        eyebrow={view.eyebrow}
        title={view.title}
        lead={view.description}
        art={art.cover}
        artAlt={`Screens of the ${view.title}`}
      />
      <Nest>
        <section className={styles.facts} aria-label="Project details">
          <div className="bw-container">
            <dl className={styles.factList}>
              {facts.map((fact) => (
                <div key={fact.term} className={styles.fact}>
                  <dt>{fact.term}</dt>
                  <dd>{fact.value ?? copy.notStated}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        {(view.detailsTitle || view.detailsDescription || view.link) && (
          <section className={styles.story}>
            <div className={`bw-container ${styles.storyInner}`}>
              <Heading className={styles.storyTitle}>
                {view.detailsTitle ?? copy.storyFallbackTitle}
              </Heading>
              {view.detailsDescription && (
                <p className={styles.storyText}>{view.detailsDescription}</p>
              )}
              {view.link && (
                <ButtonAnchor
                  className={styles.live}
                  href={view.link}
                  target="_blank"
                  rel="noreferrer"
                >
                  {linkLabel}
                  <Icon name="external" size={18} />
                  <span className="bw-visually-hidden"> (opens in a new tab)</span>
                </ButtonAnchor>
              )}
            </div>
          </section>
        )}

        {view.blocks.length > 0 && (
          <section className={styles.blocks} aria-label="Highlights">
            <div className="bw-container">
              {view.blocks.map((block, index) => (
                <div key={index} className={styles.block}>
                  <div className={styles.blockArt}>
                    <Illustration art={art.blocks[index % art.blocks.length]!} alt="" />
                  </div>
                  <div className={styles.blockText}>
                    <span className={styles.blockNumber}>{`0${index + 1}`}</span>
                    {block.title && <Heading className={styles.blockTitle}>{block.title}</Heading>}
                    {'html' in block.content ? (
                      // Our own copy from site-content (see ProjectBlock), never navigation state.
                      <div
                        className={styles.rich}
                        dangerouslySetInnerHTML={{ __html: block.content.html }}
                      />
                    ) : (
                      <p className={styles.rich}>{block.content.text}</p>
                    )}
                  </div>
                </div>
              ))}
            </div>
          </section>
        )}

        <CtaBand copy={copy.cta} secondary={{ label: copy.allProducts, to: PAGE_PATHS.products }} />
      </Nest>
    </>
  );
}
