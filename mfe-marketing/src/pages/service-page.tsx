import { findService, servicePageCopy, PAGE_PATHS } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { CtaBand } from '../components/cta-band';
import { Nest } from '../components/heading';
import { StateCard } from '../components/state-card';
import { ServiceArticle } from '../features/services/components/service-article';
import styles from './service-page.module.css';

interface ServicePageProps {
  /** The service's slug, e.g. "web-development"; the shell passes it. */
  service: string;
}

export default function ServicePage({ service: slug }: ServicePageProps) {
  const service = findService(slug);
  if (!service) {
    return (
      <div className={styles.missing}>
        <StateCard
          icon="alert"
          title={servicePageCopy.missing.title}
          actions={
            <ButtonLink to={PAGE_PATHS.allServices}>{servicePageCopy.missing.action}</ButtonLink>
          }
        >
          <p>{servicePageCopy.missing.text}</p>
        </StateCard>
      </div>
    );
  }
  return (
    <>
      <ServiceArticle service={service} />
      <Nest>
        <CtaBand
          copy={servicePageCopy.cta}
          secondary={{ label: servicePageCopy.allServices, to: PAGE_PATHS.allServices }}
        />
      </Nest>
    </>
  );
}
