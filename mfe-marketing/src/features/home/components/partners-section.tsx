import { home, partnerLogos } from '@brightwave/site-content';
import { partnerLogoArt } from '../../../art/art';
import { Illustration } from '../../../components/illustration';
import { Section } from '../../../components/section';
import styles from './partners-section.module.css';

/** The logos strip (route /PartnerLogos). */
export function PartnersSection() {
  return (
    <Section eyebrow={home.partners.eyebrow} title={home.partners.title}>
      <ul className={styles.strip}>
        {partnerLogos.map((name) => {
          const art = partnerLogoArt[name];
          return (
            <li key={name} className={styles.logo}>
              {art ? <Illustration art={art} alt={name} /> : name}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
