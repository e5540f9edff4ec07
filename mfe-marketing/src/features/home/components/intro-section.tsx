import { home, PAGE_PATHS } from '@brightwave/site-content';
import { ButtonLink } from '@brightwave/web-kit';
import { serviceArt } from '../../../art/art';
import { Heading } from '../../../components/heading';
import { Icon } from '../../../components/icon';
import { Illustration } from '../../../components/illustration';
import styles from './intro-section.module.css';

/** The intro block (route /CustomWebSolutions). */
export function IntroSection() {
  const { intro } = home;
  return (
    <section className={styles.section}>
      <div className={`bw-container ${styles.inner}`}>
        <div className={styles.art}>
          <Illustration
            art={serviceArt.web}
            alt="A responsive web application on a laptop and a phone"
          />
        </div>
        <div>
          <p className={styles.eyebrow}>{intro.eyebrow}</p>
          <Heading className={styles.title}>{intro.title}</Heading>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <ul className={styles.points}>
            {intro.points.map((point) => (
              <li key={point}>
                <span className={styles.check}>
                  <Icon name="check" size={18} />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink to={PAGE_PATHS.webService} variant="secondary">
            {intro.action}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
