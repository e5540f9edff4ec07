import { Link } from '@brightwave/web-kit/router';
import { home, serviceCards, type ServiceCard } from '@brightwave/site-content';
import { Heading } from '../../../components/heading';
import { Icon, type IconName } from '../../../components/icon';
import { Section } from '../../../components/section';
import styles from './services-section.module.css';

const icons: Record<ServiceCard['tag'], IconName> = {
  AI: 'brain',
  WEB: 'code',
  GAME: 'gamepad',
  MOBILE: 'smartphone',
};

// The home page shows the four service cards in this order: AI, web, game, mobile.
const order: ServiceCard['tag'][] = ['AI', 'WEB', 'GAME', 'MOBILE'];
const cards = order.flatMap((tag) => serviceCards.filter((service) => service.tag === tag));

/** The four service cards (route /OurServices). */
export function ServicesSection() {
  const { servicesSection } = home;
  return (
    <Section
      eyebrow={servicesSection.eyebrow}
      title={servicesSection.title}
      lead={servicesSection.lead}
      tone="tint"
    >
      <ul className={styles.grid}>
        {cards.map((service) => (
          <li key={service.slug} className={styles.card}>
            <div className={styles.top}>
              <span className={styles.icon}>
                <Icon name={icons[service.tag]} size={28} />
              </span>
              <span className={styles.tag}>{service.tag}</span>
            </div>
            <Heading className={styles.title}>
              <Link to={service.path} className={styles.link}>
                {service.name}
              </Link>
            </Heading>
            <p className={styles.text}>{service.summary}</p>
            <span className={styles.more} aria-hidden="true">
              {servicesSection.more} <Icon name="arrowRight" size={18} />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
