import { servicePageCopy, type Service, PAGE_PATHS } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { serviceArt } from '../../../art/art';
import { Heading, Nest } from '../../../components/heading';
import { Icon } from '../../../components/icon';
import { PageHero } from '../../../components/page-hero';
import { BenefitsSection, FaqSection, NeedsSection, RolesSection } from './service-blocks';
import styles from './service-article.module.css';

/**
 * One service, start to finish: banner, intro, consultant roles, benefits with the video channel
 * link, and questions and answers. The banner title is the page's h1 on a service page and an h2
 * where /allservices stacks the four.
 *
 * `compact` (on /allservices): the banner keeps its drawing for wide screens only and leaves the
 * buttons to the page's closing call to action, and the roles, benefits and questions fold into
 * one disclosure, so four services read as an overview rather than four full pages.
 */
export function ServiceArticle({
  service,
  compact = false,
}: {
  service: Service;
  compact?: boolean;
}) {
  const details = (
    <>
      <NeedsSection needs={service.needs} />
      <RolesSection roles={service.roles} />
      <BenefitsSection benefits={service.benefits} aside />
      <FaqSection faqs={service.faqs} />
    </>
  );
  return (
    <article
      id={service.slug}
      tabIndex={-1}
      className={styles.article}
      aria-labelledby={`${service.slug}-title`}
    >
      <PageHero
        eyebrow={service.banner.eyebrow}
        title={service.banner.title}
        titleId={`${service.slug}-title`}
        lead={service.banner.lead}
        art={serviceArt[service.art]}
        compact={compact}
        actions={
          !compact && (
            <>
              <ButtonLink to={PAGE_PATHS.contact}>{servicePageCopy.actions.start}</ButtonLink>
              <ButtonLink to={PAGE_PATHS.products} variant="onDark">
                {servicePageCopy.actions.work}
              </ButtonLink>
            </>
          )
        }
      />
      <Nest>
        <section className={styles.intro}>
          <div className={`bw-container ${styles.introInner}`}>
            <div>
              <p className={styles.tag}>{service.tag}</p>
              <Heading className={styles.introTitle}>{service.intro.title}</Heading>
            </div>
            <div className={styles.introText}>
              {service.intro.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>
        {compact ? (
          <details className={styles.more}>
            <summary className={`bw-container ${styles.summary}`}>
              <span>
                More on {service.name}: typical needs, consultants, benefits and questions
              </span>
              <span className={styles.chevron} aria-hidden="true">
                <Icon name="arrowRight" size={20} />
              </span>
            </summary>
            {details}
          </details>
        ) : (
          details
        )}
      </Nest>
    </article>
  );
}
