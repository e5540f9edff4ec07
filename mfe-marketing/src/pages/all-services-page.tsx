import { allServicesCopy, services, type Service } from '@brightwave/site-content';
import { CtaBand } from '../components/cta-band';
import { Nest } from '../components/heading';
import { PageHero } from '../components/page-hero';
import { ServiceArticle } from '../features/services/components/service-article';
import styles from './all-services-page.module.css';

// This page lists the services in this order: AI, web, mobile, game.
const order: Service['slug'][] = [
  'artificial-intelligence',
  'web-development',
  'mobile-development',
  'game-development',
];
const stacked = order.flatMap((slug) => services.filter((service) => service.slug === slug));

export default function AllServicesPage() {
  return (
    <>
      <PageHero
        tone="light"
        eyebrow={allServicesCopy.hero.eyebrow}
        title={allServicesCopy.hero.title}
        lead={allServicesCopy.hero.lead}
      >
        <nav aria-label={allServicesCopy.jumpLabel}>
          <ul className={styles.jump}>
            {stacked.map((service) => (
              <li key={service.slug}>
                <a
                  href={`#${service.slug}`}
                  className={styles.jumpLink}
                  onClick={(event) => {
                    // Scroll in place: a hash change would be a navigation for the shell's router.
                    const target = document.getElementById(service.slug);
                    if (!target) return;
                    event.preventDefault();
                    target.scrollIntoView();
                    target.focus({ preventScroll: true });
                  }}
                >
                  {service.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <Nest>
        {stacked.map((service) => (
          <ServiceArticle key={service.slug} service={service} compact />
        ))}
        <CtaBand copy={allServicesCopy.cta} />
      </Nest>
    </>
  );
}
