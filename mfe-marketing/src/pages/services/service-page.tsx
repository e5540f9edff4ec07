import { findService } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { CtaBand } from '../../components/cta-band';
import { Nest } from '../../components/heading';
import { StateCard } from '../../components/state-card';
import { ServiceArticle } from './service-article';
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
          title="We could not find this service"
          actions={<ButtonLink to="/allservices">See all services</ButtonLink>}
        >
          <p>It may have moved. All our services are listed on one page.</p>
        </StateCard>
      </div>
    );
  }
  return (
    <>
      <ServiceArticle service={service} />
      <Nest>
        <CtaBand
          title={`Let's talk about your ${service.name.toLowerCase()} project`}
          text="Tell us where you are and where you want to be. We reply within 24 hours."
          secondary={{ label: 'All services', to: '/allservices' }}
        />
      </Nest>
    </>
  );
}
